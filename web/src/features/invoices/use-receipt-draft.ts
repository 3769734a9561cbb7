import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { receiptFormSchema, type ReceiptForm } from './receipt-form';

/*
 * The receipt being typed is kept on this device until it is saved or cancelled, so a reload, a crash or
 * the server going away loses nothing. One draft per receipt: its id, or 'new' for the one being created.
 */
const draftKey = (id: string | undefined) => `receipt-draft:${id ?? 'new'}`;

/** A held order's draft, apart from any receipt's. */
export const heldOrderDraftId = (orderId: string) => `order:${orderId}`;

/** A draft as stored: the form, and when it was last changed (none in a draft kept before that was). */
const storedDraftSchema = z.object({ form: receiptFormSchema, savedAt: z.iso.datetime().optional() });
export type StoredDraft = z.infer<typeof storedDraftSchema>;

/**
 * Key order and all: two forms holding the same values give the same text. The order's idempotency key is no
 * value the cashier typed, so a fresh form is no draft whatever its key.
 */
const canonical = (form: ReceiptForm) => JSON.stringify({ ...receiptFormSchema.parse(form), orderKey: '' });

function readDraft(id: string | undefined): StoredDraft | undefined {
  const stored = localStorage.getItem(draftKey(id));
  if (stored === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    // A draft kept before its time was: the form alone.
    const wrapped =
      typeof parsed === 'object' && parsed !== null && 'form' in parsed ? parsed : { form: parsed };
    const draft = storedDraftSchema.safeParse(wrapped);
    return draft.success ? draft.data : undefined;
  } catch {
    return undefined; // Not JSON: nothing to restore.
  }
}

/** The receipt was saved, or cancelled: nothing is left to keep. */
export function dropDraft(id: string | undefined): void {
  localStorage.removeItem(draftKey(id));
}

/**
 * Where the receipt form starts: a receipt's or a held order's own draft, which can only be that order's, or
 * `initial`. The new order's draft is never where it starts: it is only offered (`useReceiptDraft`).
 */
export function draftStart(id: string | undefined, initial: ReceiptForm): ReceiptForm {
  return (id === undefined ? undefined : readDraft(id)?.form) ?? initial;
}

/** Keeps `form` as the draft, or drops the draft once the form is back where it started. */
function keepDraft(id: string | undefined, form: ReceiptForm, start: ReceiptForm): void {
  if (canonical(form) === canonical(start)) return dropDraft(id);
  try {
    const draft: StoredDraft = { form, savedAt: new Date().toISOString() };
    localStorage.setItem(draftKey(id), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form works on, only without a draft.
  }
}

/**
 * The receipt form, started at `draftStart`, kept as the draft on every change.
 *
 * A receipt's or a held order's own draft is restored when the screen opens: it can only be that order's. The
 * new order's draft may be the last customer's order, left unfinished on this device: it is only offered
 * (`leftover`), and nothing of it is restored unless the cashier chooses to (ADR 0123).
 */
export function useReceiptDraft(id: string | undefined, initial: ReceiptForm) {
  const [leftover, setLeftover] = useState(() => (id === undefined ? readDraft(id) : undefined));
  const [restored, setRestored] = useState(() => id !== undefined && readDraft(id) !== undefined);
  const form = useFormContext<ReceiptForm>();
  const start = useRef(initial);
  start.current = initial;
  /** While the leftover is offered it stays stored as it is, whatever the form does. */
  const offering = useRef(leftover !== undefined);

  useEffect(() => {
    const changes = form.watch(() => {
      if (!offering.current) keepDraft(id, form.getValues(), start.current);
    });
    return () => changes.unsubscribe();
  }, [form, id]);

  return {
    form,
    /** The screen opened on a draft of its own that is neither saved nor cancelled yet. */
    restored,
    /** The new order's draft left on this device, offered until the cashier restores it or starts anew. */
    leftover,
    restoreLeftover() {
      offering.current = false;
      if (leftover) form.reset(leftover.form);
      setLeftover(undefined);
    },
    dropLeftover() {
      offering.current = false;
      dropDraft(id);
      setLeftover(undefined);
    },
    /** Cancel: back to where the screen started, unchecked, and the draft goes. */
    discard() {
      form.reset(start.current);
      dropDraft(id);
      setRestored(false);
    },
    /** The receipt was saved: nothing is left to keep. */
    saved() {
      dropDraft(id);
      setRestored(false);
    },
  };
}
