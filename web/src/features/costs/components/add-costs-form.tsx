import { MAX_COST_AMOUNT, type CostsBody } from '@dastarkhan/contract/costs';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { toast } from '../../../components/ui/toasts';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { Form, FormField, type FormMethods } from '../../../components/ui/form-field';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useAddCosts } from '../api/add-costs';
import { addCostsFormSchema, BLANK_COST, type AddCostsFormValues } from '../cost-form';

type SavedCosts = { costs: CostsBody };

/** 'Add New Costs': numbered rows saved together; the form resets and the list reloads after a save. */
export function AddCostsForm() {
  const { t } = useTranslation();
  const addCosts = useAddCosts();

  const save = ({ costs }: SavedCosts, form: FormMethods<AddCostsFormValues, SavedCosts>) =>
    addCosts.mutate(costs, {
      onSuccess: () => {
        toast.success(t('costs.added'));
        form.reset({ costs: [BLANK_COST] });
      },
    });

  return (
    <section
      aria-labelledby="add-costs-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="add-costs-title" className="mb-4 text-lg font-semibold text-slate-800">
        {t('costs.addTitle')}
      </h2>
      <Form
        schema={addCostsFormSchema}
        defaultValues={{ costs: [BLANK_COST] }}
        // The alert stays until the next save, as the spec's does.
        reValidateMode="onSubmit"
        onSubmit={save}
        className="space-y-4"
      >
        <CostRows
          failure={failureMessage(addCosts.error, t('common.unknownError'))}
          saving={addCosts.isPending}
        />
      </Form>
    </section>
  );
}

/** The rows, then their buttons with the one alert under them: a row left incomplete, or why the save failed. */
function CostRows({ failure, saving }: { failure: string | undefined; saving: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<AddCostsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'costs' });
  const incomplete = useFormState({ control }).errors.costs?.root?.message;

  return (
    <>
      {fields.map((field, index) => (
        <div
          key={field.id}
          role="group"
          aria-label={t('costs.row', { number: index + 1 })}
          className="rounded-md border border-slate-200 p-4"
        >
          <div className="mb-3 flex items-center justify-between">
            <h3 className="font-medium text-slate-700">{t('costs.row', { number: index + 1 })}</h3>
            {fields.length > 1 && (
              <Button
                variant="ghost-danger"
                size="sm"
                aria-label={t('costs.removeRow', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                {t('common.remove')}
              </Button>
            )}
          </div>
          <div className="grid gap-4 md:grid-cols-3">
            <FormField name={`costs.${index}.reason`} label={t('costs.reason')} />
            <FormField
              name={`costs.${index}.amount`}
              label={t('costs.amount')}
              type="number"
              min={0}
              max={MAX_COST_AMOUNT}
              step={0.01}
            />
            <FormField name={`costs.${index}.holderName`} label={t('costs.holderName')} />
          </div>
        </div>
      ))}
      <FormActions
        error={incomplete ?? (failure && t('costs.addFailed', { message: failure }))}
        className="flex flex-wrap justify-between gap-3"
      >
        <Button variant="secondary" onClick={() => append({ ...BLANK_COST })}>
          {t('costs.addAnother')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('common.saving') : t('costs.saveAll')}
        </Button>
      </FormActions>
    </>
  );
}
