import { SCREEN_ACCESS } from '@dastarkhan/contract/access';
import type { Role } from '@dastarkhan/contract/common';
import type { Approval } from '@dastarkhan/contract/counter-rules';
import type { Invoice } from '@dastarkhan/contract/invoices';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toasts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { asksForApproval } from '../../../lib/approval';
import { useServerReachable } from '../../../lib/connection';
import type { ChargeReceipt } from '../../../lib/counter-order';
import { useTranslation } from '../../../lib/i18n';
import { NEW_ORDER } from '../../../lib/order-place';
import { useSession } from '../../../lib/session';
import { useSaveInvoice } from '../api/save-invoice';
import { receiptBody, type ReceiptForm } from '../receipt-form';
import { useCounterVat } from './use-counter-vat';

type ChargeOptions = {
  /** The receipt being edited; none for a new one. */
  id: string | undefined;
  /** How the order is saved: the receipts API unless the screen says otherwise (a held order's charge). */
  charge: ChargeReceipt | undefined;
  /** The order was saved: its draft goes. */
  onSaved: () => void;
};

/**
 * Where a saved receipt shows: its own address, so Back and a second save cannot duplicate it. A cashier, who
 * may not open saved receipts, sees it where a new order starts, until Back (ADR 0136).
 */
export const savedReceiptPath = (invoice: Invoice, role: Role | undefined) =>
  role && SCREEN_ACCESS.invoices.includes(role) ? `/dashboard/invoices/${invoice._id}/edit` : NEW_ORDER;

/**
 * The Charge panel's save: the checked order goes to the server with its idempotency key; if the server cannot
 * be reached, the order waits on the device and is sent again, with the same key, the moment it answers
 * (ADR 0088). Saved, the screen moves to the receipt's address with the receipt to show (receipt-page.tsx).
 */
export function useCharge({ id, charge, onSaved }: ChargeOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const save = useSaveInvoice(charge);
  const vat = useCounterVat();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  /** The order checked and sent, while the server cannot be reached. */
  const [waiting, setWaiting] = useState<ReceiptForm>();
  /** The order the server wants an admin to approve (a discount above the limits), and why. */
  const [approvalNeeded, setApprovalNeeded] = useState<{ order: ReceiptForm; message: string }>();
  const reachable = useServerReachable();

  const saveOrder = async (checked: ReceiptForm, approval?: Approval) => {
    setWaiting(undefined);
    setError('');
    try {
      const invoice = await save.mutateAsync({
        id,
        body: { ...receiptBody(checked, vat), ...(approval && { approval }) },
        idempotencyKey: checked.orderKey || undefined,
      });
      setApprovalNeeded(undefined);
      onSaved();
      setOpen(false);
      void navigate(savedReceiptPath(invoice, user?.role), { replace: true, state: { saved: invoice } });
    } catch (failure) {
      // Not reached: kept, and sent again with the same key the moment the server answers.
      if (failure instanceof ApiError && failure.status === 0) setWaiting(checked);
      else if (asksForApproval(failure)) setApprovalNeeded({ order: checked, message: failure.message });
      // A credit sale refused (no phone, a customer the server can't take credit for) is said in a toast, which
      // stays readable while the cashier fixes the customer in the panel (issue 35).
      else if (checked.payments.some((line) => line.method === 'Credit'))
        toast.error(errorMessage(failure, t('receipt.saveFailed')));
      else setError(errorMessage(failure, t('receipt.saveFailed')));
    }
  };
  useEffect(() => {
    if (reachable && waiting) void saveOrder(waiting);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- retried when the server is back, once
  }, [reachable, waiting]);

  return {
    open,
    /** Opens the panel on a checked order, without the last attempt's refusal. */
    show() {
      setError('');
      setOpen(true);
    },
    close: () => setOpen(false),
    /** Why the server refused the save; shown in the panel, and beside Charge once the panel is closed. */
    error,
    clearError: () => setError(''),
    /** Saves the order once the form has checked it (the panel's own submit, or F9 in the panel). */
    save: (checked: ReceiptForm) => saveOrder(checked),
    /** Set while an admin's approval is asked for on this screen (approval-dialog.tsx). */
    approvalNeeded,
    /** Sends the order the server asked about again, with the admin's approval. */
    approve: (approval: Approval) => (approvalNeeded ? saveOrder(approvalNeeded.order, approval) : undefined),
    dismissApproval: () => setApprovalNeeded(undefined),
    submitting: save.isPending || waiting !== undefined,
    submitLabel: waiting
      ? t('receipt.waitingForServer')
      : save.isPending
        ? t('common.saving')
        : id
          ? t('receipt.update')
          : t('receipt.create'),
  };
}

export type Charge = ReturnType<typeof useCharge>;
