import type { Invoice } from '@dastarkhan/contract/invoices';
import type { Recipe } from '@dastarkhan/contract/recipes';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useSaveInvoice } from './api/save-invoice';
import { useReceiptDraft } from './use-receipt-draft';
import { CustomerFields } from './components/customer-fields';
import { MenuGrid } from './components/menu-grid';
import { PrintReceipt } from './components/print-receipt';
import { SelectedItems } from './components/selected-items';
import { TotalsPanel } from './components/totals-panel';
import { FormActions } from '../../components/ui/form-actions';
import {
  addItem,
  DISCOUNT_OVER_100,
  receiptBody,
  receiptTotals,
  typedAmount,
  typedDiscount,
  validateReceipt,
  type AmountField,
  type ReceiptErrors,
  type ReceiptForm,
} from './receipt-form';

type ReceiptEditorProps = {
  /** The receipt being edited; none for a new one. */
  id?: string;
  initial: ReceiptForm;
  /** The receipt just created: open on its Receipt view. */
  saved?: Invoice;
};

/** The receipt form, and after a save the Receipt view with Print and Back (SPEC §2, §4). */
export function ReceiptEditor({ id, initial, saved: justSaved }: ReceiptEditorProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveInvoice();
  const draft = useReceiptDraft(id, initial);
  const form = draft.form;
  // After the first Create/Update the fields are checked as they change: an error goes once it is fixed.
  const [checked, setChecked] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [serverError, setServerError] = useState('');
  const [saved, setSaved] = useState<Invoice | undefined>(justSaved);
  const [cutField, setCutField] = useState<AmountField>();
  const formRef = useRef<HTMLFormElement>(null);
  const errors: ReceiptErrors = checked ? validateReceipt(form) : {};
  const totals = receiptTotals(form);

  // The first field to fix may be far above the button: take the cashier to it.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const change = (changes: Partial<ReceiptForm>) => draft.update({ ...form, ...changes });
  const reset = () => {
    draft.discard();
    setChecked(false);
    setServerError('');
    setCutField(undefined);
  };

  const submit = async () => {
    setChecked(true);
    setServerError('');
    if (Object.keys(validateReceipt(form)).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    try {
      const invoice = await save.mutateAsync({ id, body: receiptBody(form) });
      draft.saved();
      if (id) setSaved(invoice);
      // A new receipt continues as an edit of itself, so Back and a second save cannot duplicate it.
      else navigate(`/dashboard/invoices/${invoice._id}/edit`, { replace: true, state: { saved: invoice } });
    } catch (error) {
      setServerError(errorMessage(error, 'Failed to save the receipt'));
    }
  };

  if (saved) {
    return (
      <section aria-labelledby="receipt-view-title">
        <h2 id="receipt-view-title" className="mb-4 text-center text-xl font-semibold text-slate-800">
          Receipt
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
            ← Back
          </Button>
        </PrintReceipt>
      </section>
    );
  }

  const addDish = (recipe: Recipe) =>
    change({
      items: addItem(form.items, {
        recipeId: recipe._id,
        name: recipe.name,
        description: recipe.description,
        price: recipe.price,
        image: recipe.image,
      }),
    });

  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {draft.restored && (
        <p
          role="status"
          className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700"
        >
          Restored the unsaved receipt typed on this device. Cancel discards it.
        </p>
      )}
      <CustomerFields form={form} errors={errors} onChange={change} />
      <section aria-labelledby="menu-title">
        <h2 id="menu-title" className="mb-2 font-semibold text-slate-800">
          Menu
        </h2>
        <MenuGrid onAdd={addDish} />
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <SelectedItems
            items={form.items}
            error={errors.items}
            onQuantity={(index, quantity) =>
              change({ items: form.items.map((item, i) => (i === index ? { ...item, quantity } : item)) })
            }
            onRemove={(index) => change({ items: form.items.filter((_, i) => i !== index) })}
          />
          <TextAreaField
            label="Thank You Message"
            rows={2}
            value={form.additionalNotes}
            onChange={(event) => change({ additionalNotes: event.target.value })}
          />
        </div>
        <TotalsPanel
          form={form}
          totals={totals}
          cutField={cutField}
          onDiscountType={(discountType) => change({ discountType, discountAmount: '0' })}
          onDiscount={(typed) => {
            const { text, cut, capped } = typedDiscount(form.discountType, form.discountAmount, typed);
            if (capped) toast.warning(DISCOUNT_OVER_100);
            setCutField(cut ? 'discountAmount' : undefined);
            change({ discountAmount: text });
          }}
          onAmountPaid={(typed) => {
            const { text, cut } = typedAmount(form.amountPaid, typed);
            setCutField(cut ? 'amountPaid' : undefined);
            change({ amountPaid: text });
          }}
          onPaymentMethod={(paymentMethod) => change({ paymentMethod })}
        />
      </div>
      <FormActions errorTitle="Error" error={serverError}>
        <Button variant="secondary" onClick={reset}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : id ? 'Update Receipt' : 'Create Receipt'}
        </Button>
      </FormActions>
    </form>
  );
}
