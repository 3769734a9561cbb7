import { unitsLike } from '@dastarkhan/contract/units';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SmallIcon } from '../../../components/ui/icon';
import { FormField } from '../../../components/ui/form-field';
import { Trans, useTranslation } from '../../../lib/i18n';
import type { StockChoice } from '../api/get-stock-items';
import type { BillFormValues } from '../bill-form';

const HIDDEN = { hidden: <span className="sr-only" /> };

type Props = { index: number; stock: StockChoice[]; onRemove: () => void };

/**
 * One ingredient of a batch: the stock item, how much the batch takes and in which unit. The unit is one of
 * the item's family (500 g of an item kept in kg); choosing another item moves the unit into its family.
 */
export function BillIngredientRow({ index, stock, onRemove }: Props) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<BillFormValues>();
  const itemId = useWatch({ control, name: `ingredients.${index}.itemId` });
  const unit = useWatch({ control, name: `ingredients.${index}.unit` });
  const item = stock.find((choice) => choice._id === itemId);
  const units = unitsLike(item?.unit ?? unit);
  const number = index + 1;

  const itemChosen = (id: string) => {
    const chosen = stock.find((choice) => choice._id === id);
    if (chosen && !unitsLike(chosen.unit).includes(getValues(`ingredients.${index}.unit`)))
      setValue(`ingredients.${index}.unit`, chosen.unit);
  };

  return (
    <li className="grid items-start gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_8rem_7rem_auto]">
      <FormField
        as="select"
        name={`ingredients.${index}.itemId`}
        label={t('recipes.bill.item', { number })}
        onChange={(event) => itemChosen(event.target.value)}
      >
        <option value="">{t('recipes.bill.selectItem')}</option>
        {stock.map((choice) => (
          <option key={choice._id} value={choice._id}>
            {choice.name}
          </option>
        ))}
      </FormField>
      <FormField
        name={`ingredients.${index}.quantity`}
        label={<Trans i18nKey="recipes.bill.quantity" values={{ number }} components={HIDDEN} />}
        type="number"
        inputMode="decimal"
        min={0.001}
        step={0.001}
      />
      <FormField
        as="select"
        name={`ingredients.${index}.unit`}
        label={<Trans i18nKey="recipes.bill.unit" values={{ number }} components={HIDDEN} />}
      >
        {units.map((choice) => (
          <option key={choice} value={choice}>
            {t(`inventory.units.${choice}`)}
          </option>
        ))}
      </FormField>
      <Button
        variant="ghost-danger"
        aria-label={t('recipes.bill.remove', { number })}
        title={t('recipes.bill.remove', { number })}
        onClick={onRemove}
        className="sm:mt-6"
      >
        <SmallIcon name="close" />
      </Button>
    </li>
  );
}
