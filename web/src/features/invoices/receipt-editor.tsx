import type { Invoice } from '@dastarkhan/contract/invoices';
import type { Recipe } from '@dastarkhan/contract/recipes';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { FormActions } from '../../components/ui/form-actions';
import { FormField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useSaveInvoice } from './api/save-invoice';
import { CustomerFields } from './components/customer-fields';
import { MenuGrid } from './components/menu-grid';
import { PrintReceipt } from './components/print-receipt';
import { SelectedItems } from './components/selected-items';
import { TotalsPanel } from './components/totals-panel';
import {
  lineForDish,
  receiptBody,
  receiptTotals,
  typedAmount,
  typedDiscount,
  type AmountField,
  type ReceiptForm,
} from './receipt-form';
import { useReceiptDraft } from './use-receipt-draft';

type ReceiptEditorProps = {
  /** The receipt being edited; none for a new one. */
  id?: string;
  initial: ReceiptForm;
  /** The receipt just created: open on its Receipt view. */
  saved?: Invoice;
};

/** The receipt form, and after a save the Receipt view with Print and Back (SPEC §2, §4). */
export function ReceiptEditor({ id, initial, saved: justSaved }: ReceiptEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveInvoice();
  const draft = useReceiptDraft(id, initial);
  const { form } = draft;
  const items = useFieldArray({ control: form.control, name: 'items' });
  const values = form.watch();
  const [serverError, setServerError] = useState('');
  const [saved, setSaved] = useState<Invoice | undefined>(justSaved);
  const [cutField, setCutField] = useState<AmountField>();
  const formRef = useRef<HTMLFormElement>(null);
  const totals = receiptTotals(values);

  // The first field to fix may be far above the button: take the cashier to it once the errors show.
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const reset = () => {
    draft.discard();
    setServerError('');
    setCutField(undefined);
  };

  const submit = form.handleSubmit(async (checked) => {
    try {
      const invoice = await save.mutateAsync({ id, body: receiptBody(checked) });
      draft.saved();
      if (id) setSaved(invoice);
      // A new receipt continues as an edit of itself, so Back and a second save cannot duplicate it.
      else navigate(`/dashboard/invoices/${invoice._id}/edit`, { replace: true, state: { saved: invoice } });
    } catch (error) {
      setServerError(errorMessage(error, t('receipt.saveFailed')));
    }
  });

  if (saved) {
    return (
      <section aria-labelledby="receipt-view-title">
        <h2 id="receipt-view-title" className="mb-4 text-center text-xl font-semibold text-slate-800">
          {t('receipt.view')}
        </h2>
        <PrintReceipt
          invoice={saved}
          onPrinted={() => navigate('/dashboard/invoices/new', { replace: true })}
        >
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(undefined);
              navigate(location.pathname, { replace: true, state: null });
            }}
          >
            {t('common.back')}
          </Button>
        </PrintReceipt>
      </section>
    );
  }

  const addDish = (recipe: Recipe) => {
    const { index, line } = lineForDish(values.items, {
      recipeId: recipe._id,
      name: recipe.name,
      description: recipe.description,
      price: recipe.price,
      image: recipe.image,
    });
    if (index === items.fields.length) items.append(line);
    else items.update(index, line);
  };

  /** What an amount box keeps of what was typed; a percent discount above 100 becomes 100, with a warning. */
  const keepAmount = (field: AmountField, previous: string, typed: string) => {
    const kept =
      field === 'discountAmount'
        ? typedDiscount(values.discountType, previous, typed)
        : typedAmount(previous, typed);
    if ('capped' in kept && kept.capped) toast.warning(t('receipt.discountOver100'));
    setCutField(kept.cut ? field : undefined);
    return kept.text;
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          setServerError('');
          void submit(event);
        }}
      >
        {draft.restored && (
          <p
            role="status"
            className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700"
          >
            {t('receipt.draftRestored')}
          </p>
        )}
        <CustomerFields />
        <section aria-labelledby="menu-title">
          <h2 id="menu-title" className="mb-2 font-semibold text-slate-800">
            {t('receipt.menu')}
          </h2>
          <MenuGrid onAdd={addDish} />
        </section>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <SelectedItems
              items={values.items}
              keys={items.fields.map((field) => field.id)}
              onRemove={items.remove}
            />
            <FormField as="textarea" name="additionalNotes" label={t('receipt.thankYou')} rows={2} />
          </div>
          <TotalsPanel
            form={values}
            totals={totals}
            cutField={cutField}
            // SPEC §5: switching the discount type resets the discount to 0.
            onDiscountType={(discountType) => {
              form.setValue('discountType', discountType);
              form.setValue('discountAmount', '0');
            }}
            keepAmount={keepAmount}
          />
        </div>
        <FormActions errorTitle={t('common.error')} error={serverError}>
          <Button variant="secondary" onClick={reset}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : id ? t('receipt.update') : t('receipt.create')}
          </Button>
        </FormActions>
      </form>
    </FormProvider>
  );
}
