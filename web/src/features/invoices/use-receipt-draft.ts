import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { receiptFormSchema, receiptRulesSchema, type ReceiptForm } from './receipt-form';

/*
 * The receipt being typed is kept on this device until it is saved or cancelled, so a reload, a crash or
 * the server going away loses nothing. One draft per receipt: its id, or 'new' for the one being created.
 */
const draftKey = (id: string | undefined) => `receipt-draft:${id ?? 'new'}`;

/** A held order's draft, apart from any receipt's. */
export const heldOrderDraftId = (orderId: string) => `order:${orderId}`;

/**
 * Key order and all: two forms holding the same values give the same text. The order's idempotency key is no
 * value the cashier typed, so a fresh form is no draft whatever its key.
 */
const canonical = (form: ReceiptForm) => JSON.stringify({ ...receiptFormSchema.parse(form), orderKey: '' });

function readDraft(id: string | undefined): ReceiptForm | undefined {
  const stored = localStorage.getItem(draftKey(id));
  if (stored === null) return undefined;
  try {
    const draft = receiptFormSchema.safeParse(JSON.parse(stored));
    return draft.success ? draft.data : undefined;
  } catch {
    return undefined; // Not JSON: nothing to restore.
  }
}

function dropDraft(id: string | undefined): void {
  localStorage.removeItem(draftKey(id));
}

/** Keeps `form` as the draft, or drops the draft once the form is back where it started. */
function keepDraft(id: string | undefined, form: ReceiptForm, start: ReceiptForm): void {
  if (canonical(form) === canonical(start)) return dropDraft(id);
  try {
    localStorage.setItem(draftKey(id), JSON.stringify(form));
  } catch {
    // Storage full or blocked: the form works on, only without a draft.
  }
}

/**
 * The receipt form (react-hook-form), starting from this device's draft when there is one, and kept as the
 * draft on every change. Its rules are checked from the first Create/Update on, as the fields change, so an
 * error goes as soon as it is fixed.
 */
export function useReceiptDraft(id: string | undefined, initial: ReceiptForm) {
  const [restored, setRestored] = useState(() => readDraft(id));
  const form = useForm<ReceiptForm>({
    resolver: zodResolver(receiptRulesSchema),
    defaultValues: restored ?? initial,
    reValidateMode: 'onChange',
    // The editor takes the cashier to the first field to fix in the order the screen shows them.
    shouldFocusError: false,
  });
  const start = useRef(initial);
  start.current = initial;

  useEffect(() => {
    const changes = form.watch(() => keepDraft(id, form.getValues(), start.current));
    return () => changes.unsubscribe();
  }, [form, id]);

  return {
    form,
    /** The screen opened on a draft that is neither saved nor cancelled yet. */
    restored: restored !== undefined,
    /** Cancel: back to where the screen started, unchecked, and the draft goes. */
    discard() {
      form.reset(start.current);
      dropDraft(id);
      setRestored(undefined);
    },
    /** The receipt was saved: nothing is left to keep. */
    saved() {
      dropDraft(id);
      setRestored(undefined);
    },
  };
}
