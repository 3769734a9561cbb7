import '../../../lib/i18n/vat-words';
import type { VatSettings } from '@dastarkhan/contract/vat';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { Form, FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateVatSettings } from '../api/vat-settings';
import { blankRate, vatFormSchema, vatFormValues, type VatFormValues } from '../vat-form';

/** The rates table: a row per rate and date, added and removed as a form's rows are. */
function RateRows({ today }: { today: string }) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<VatFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'rates' });
  const tableError = useFormState({ control }).errors.rates?.root?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-slate-700">{t('settings.vat.rates')}</legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          role="group"
          aria-label={t('settings.vat.rateRow', { number: index + 1 })}
          className="grid items-end gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_6rem_10rem_auto_auto]"
        >
          <FormField name={`rates.${index}.name`} label={t('settings.vat.rateName')} />
          <FormField
            name={`rates.${index}.percent`}
            label={t('settings.vat.percent')}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
          />
          <FormField
            name={`rates.${index}.effectiveFrom`}
            label={t('settings.vat.effectiveFrom')}
            type="date"
          />
          <FormField as="checkbox" name={`rates.${index}.inclusive`} label={t('settings.vat.inclusive')} />
          <Button
            variant="ghost-danger"
            size="sm"
            aria-label={t('settings.vat.removeRate', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            {t('common.remove')}
          </Button>
        </div>
      ))}
      {tableError && <p className="text-sm text-red-700">{tableError}</p>}
      <Button variant="secondary" onClick={() => append(blankRate(getValues('standardRate'), today))}>
        {t('settings.vat.addRate')}
      </Button>
    </fieldset>
  );
}

/** Settings' BIN, the table of tax rates and the service charge (issue 34). */
export function VatSettingsForm({ vat, today }: { vat: VatSettings; today: string }) {
  const { t } = useTranslation();
  const update = useUpdateVatSettings();
  const onSubmit = async (values: VatSettings) => {
    await update.mutateAsync(values);
    toast.success(t('settings.vat.saved'));
  };
  return (
    <Form
      schema={vatFormSchema}
      defaultValues={vatFormValues(vat)}
      onSubmit={onSubmit}
      aria-labelledby="vat-title"
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="bin"
          label={t('settings.vat.bin')}
          hint={t('settings.vat.binHint')}
          inputMode="numeric"
        />
        <FormField name="standardRate" label={t('settings.vat.standardRate')} />
      </div>
      <RateRows today={today} />
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <FormField
          name="serviceCharge.percent"
          label={t('settings.vat.serviceCharge')}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
        />
        <FormField as="checkbox" name="serviceCharge.taxed" label={t('settings.vat.serviceChargeTaxed')} />
      </div>
      <FormActions error={failureMessage(update.error, t('settings.vat.saveFailed'))} className="">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('settings.vat.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
