import { useState } from 'react';
import { receiptFormSchema, type ReceiptForm } from './receipt-form';

/*
 * The receipt being typed is kept on this device until it is saved or cancelled, so a reload, a crash or
 * the server going away loses nothing. One draft per receipt: its id, or 'new' for the one being created.
 */
const draftKey = (id: string | undefined) => `receipt-draft:${id ?? 'new'}`;

/** Key order and all: two forms holding the same values give the same text. */
const canonical = (form: ReceiptForm) => JSON.stringify(receiptFormSchema.parse(form));

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
 * The receipt form's values, starting from this device's draft when there is one, and kept as the draft on
 * every change.
 */
export function useReceiptDraft(id: string | undefined, initial: ReceiptForm) {
  const [restored, setRestored] = useState(() => readDraft(id));
  const [form, setForm] = useState(restored ?? initial);
  return {
    form,
    /** The screen opened on a draft that is neither saved nor cancelled yet. */
    restored: restored !== undefined,
    update(next: ReceiptForm) {
      setForm(next);
      keepDraft(id, next, initial);
    },
    /** Cancel: back to where the screen started, and the draft goes. */
    discard() {
      setForm(initial);
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
