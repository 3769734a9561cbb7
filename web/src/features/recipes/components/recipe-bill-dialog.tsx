import type { RecipeBillBody, RecipeCost, RecipeCostSummary } from '@dastarkhan/contract/recipe-costs';
import type { Recipe } from '@dastarkhan/contract/recipes';
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Form, FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { formatNumber, formatStock, formatTaka } from '../../../lib/format';
import { useTranslation, type MessageKey } from '../../../lib/i18n';
import { useRecipeCost } from '../api/get-recipe-costs';
import { useStockItems, type StockChoice } from '../api/get-stock-items';
import { useSaveRecipeBill } from '../api/save-recipe-bill';
import { billFormSchema, BLANK_INGREDIENT, costToBillForm, type BillFormValues } from '../bill-form';
import { BillIngredientRow } from './bill-ingredient-row';
import { RecipeCostFigures } from './recipe-cost-figures';

type BillFormProps = {
  formId: string;
  cost: RecipeCost;
  stock: StockChoice[];
  /** Dishes this one may be a portion of: those with their own batch. */
  fullDishes: Pick<RecipeCostSummary, 'recipeId' | 'name'>[];
  onSubmit: (bill: RecipeBillBody) => void;
};

/** The two ways a dish is made, as the radio buttons offer them. */
const KINDS = [
  { kind: 'batch', label: 'recipes.bill.kindBatch' },
  { kind: 'portion', label: 'recipes.bill.kindPortion' },
] as const satisfies { kind: BillFormValues['kind']; label: MessageKey }[];

const CHOICE = 'flex items-center gap-2 text-sm text-slate-700 pointer-coarse:min-h-11';

function BillForm({ formId, cost, stock, fullDishes, onSubmit }: BillFormProps) {
  return (
    <Form
      id={formId}
      schema={billFormSchema}
      defaultValues={costToBillForm(cost)}
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <BillFields formId={formId} cost={cost} stock={stock} fullDishes={fullDishes} />
    </Form>
  );
}

/** The bill's fields: the kind, then a batch's plates and ingredient rows or the dish this is a portion of. */
function BillFields({ formId, cost, stock, fullDishes }: Omit<BillFormProps, 'onSubmit'>) {
  const { t } = useTranslation();
  const { control, register } = useFormContext<BillFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const kind = useWatch({ control, name: 'kind' });
  const kindField = register('kind');
  // An item deleted since the bill was saved is still named in its row.
  const known = new Set(stock.map((item) => item._id));
  const choices = [
    ...stock,
    ...cost.ingredients
      .filter((ingredient) => !known.has(ingredient.itemId))
      .map((ingredient) => ({ _id: ingredient.itemId, name: ingredient.name, unit: ingredient.itemUnit })),
  ];

  return (
    <>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('recipes.bill.kind')}</legend>
        {KINDS.map(({ kind: choice, label }) => (
          <label key={choice} className={CHOICE}>
            <input type="radio" value={choice} {...kindField} className="h-4 w-4 accent-brand-600" />
            {t(label)}
          </label>
        ))}
      </fieldset>

      {kind === 'batch' ? (
        <>
          <FormField
            name="batchPlates"
            label={t('recipes.bill.batchPlates')}
            hint={t('recipes.bill.batchPlatesHint')}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            wrapperClassName="max-w-xs"
          />
          <section aria-labelledby={`${formId}-ingredients`}>
            <h3 id={`${formId}-ingredients`} className="mb-2 text-sm font-semibold text-slate-800">
              {t('recipes.bill.ingredients')}
            </h3>
            {fields.length === 0 ? (
              <p className="mb-2 text-sm text-slate-600">{t('recipes.bill.noIngredients')}</p>
            ) : (
              <ol className="mb-2 space-y-2">
                {fields.map((field, index) => (
                  <BillIngredientRow
                    key={field.id}
                    index={index}
                    stock={choices}
                    onRemove={() => remove(index)}
                  />
                ))}
              </ol>
            )}
            <Button variant="secondary" size="sm" onClick={() => append({ ...BLANK_INGREDIENT })}>
              {t('recipes.bill.addIngredient')}
            </Button>
          </section>
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField as="select" name="portionOf" label={t('recipes.bill.portionOf')}>
            <option value="">{t('recipes.bill.selectDish')}</option>
            {fullDishes.map((dish) => (
              <option key={dish.recipeId} value={dish.recipeId}>
                {dish.name}
              </option>
            ))}
          </FormField>
          <FormField
            name="portion"
            label={t('recipes.bill.portion')}
            hint={t('recipes.bill.portionHint')}
            type="number"
            inputMode="decimal"
            min={0.001}
            step={0.001}
          />
        </div>
      )}
    </>
  );
}

/** What one plate takes and costs, as the server worked it out from the saved bill. */
function SavedFigures({ cost }: { cost: RecipeCost }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bill-saved-figures" aria-live="polite" className="mt-6 space-y-3">
      <h3 id="bill-saved-figures" className="text-sm font-semibold text-slate-800">
        {t('recipes.bill.perPlateTitle')}
      </h3>
      {cost.portionOf && (
        <p className="text-sm text-slate-600">
          {t('recipes.bill.fromDish', { portion: formatNumber(cost.portion, 3), name: cost.portionOf.name })}
        </p>
      )}
      {cost.ingredients.length > 0 ? (
        <DataTable
          caption={t('recipes.bill.perPlateTitle')}
          rows={cost.ingredients}
          rowKey={(row) => row.itemId}
          empty={t('recipes.cost.noBill')}
          columns={[
            { header: t('recipes.bill.columns.item'), cell: (row) => row.name },
            {
              header: t('recipes.bill.columns.perPlate'),
              cell: (row) => formatStock(t, row.perPlate, row.itemUnit, 6),
            },
            {
              header: t('recipes.bill.columns.unitCost'),
              cell: (row) =>
                t('recipes.bill.unitCost', {
                  amount: formatTaka(row.unitCost),
                  unit: t(`inventory.units.${row.itemUnit}`),
                }),
            },
            { header: t('recipes.bill.columns.cost'), cell: (row) => formatTaka(row.plateCost) },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('recipes.cost.noBill')}</p>
      )}
      <RecipeCostFigures figures={cost} thresholdPercent={cost.thresholdPercent} />
    </section>
  );
}

type RecipeBillDialogProps = {
  recipe: Recipe;
  /** The menu's cost listing: the dishes with a batch of their own can be the full plate of a portion. */
  dishes: RecipeCostSummary[];
  onClose: () => void;
};

/**
 * A dish's bill of materials (issue 16): a batch — plates per degh and what the degh takes — or a portion of
 * another dish; after a save it shows what one plate takes, its cost, food-cost % and margin.
 */
export function RecipeBillDialog({ recipe, dishes, onClose }: RecipeBillDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const cost = useRecipeCost(recipe._id);
  const stock = useStockItems();
  const save = useSaveRecipeBill();
  const fullDishes = dishes.filter((dish) => dish.recipeId !== recipe._id && dish.portionOf === null);
  const ready = cost.isSuccess && stock.isSuccess;
  const loadError = cost.error ?? stock.error;

  const submit = (bill: RecipeBillBody) =>
    save.mutate(
      { id: recipe._id, bill },
      { onSuccess: () => toast.success(t('recipes.bill.saved', { name: recipe.name })) },
    );

  return (
    <Dialog
      open
      title={t('recipes.bill.title', { name: recipe.name })}
      onClose={onClose}
      size="lg"
      error={failureMessage(save.error, t('recipes.bill.saveFailed'))}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" form={formId} disabled={!ready || save.isPending}>
            {save.isPending ? t('common.saving') : t('recipes.bill.save')}
          </Button>
        </>
      }
    >
      {loadError ? (
        <ErrorAlert message={failureMessage(loadError, t('recipes.bill.loadFailed'))} />
      ) : !ready ? (
        <Spinner label={t('recipes.bill.loading')} />
      ) : (
        <>
          <BillForm
            formId={formId}
            cost={cost.data}
            stock={stock.data}
            fullDishes={fullDishes}
            onSubmit={submit}
          />
          <SavedFigures cost={cost.data} />
        </>
      )}
    </Dialog>
  );
}
