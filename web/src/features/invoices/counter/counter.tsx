import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useHotkeys } from 'react-hotkeys-hook';
import type { ChargeReceipt, CounterOrder } from '../../../lib/counter-order';
import { useTranslation } from '../../../lib/i18n';
import { receiptRulesSchema, type ReceiptForm } from '../receipt-form';
import { draftStart, dropDraft } from '../use-receipt-draft';
import { Form } from '../../../components/ui/form-field';
import { LeftoverPrompt } from './leftover-prompt';
import { MenuPanel, startsInSearch } from './menu-panel';
import { OrderPanel, PhoneChargeBar } from './order-panel';
import { ShortcutsHelp } from './shortcuts-help';
import { useCharge, type Charge } from './use-charge';
import { useCounterOrder } from './use-counter-order';
import { OpenedOnce } from '../../../components/ui/dialog';
import { TEXT_LINK } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { lazyComponent, usePreloadWhenIdle } from '../../../components/ui/lazy-component';

type CounterProps = {
  /** The receipt being edited; none for a new one. */
  id?: string;
  /** Where the order's draft is kept on this device: none for a new order, else the receipt's or held order's. */
  draftId?: string;
  initial: ReceiptForm;
  /** How the order is saved, when not through the receipts API (a held order's charge). */
  charge?: ChargeReceipt;
  /** The controls beside Charge that hold, send or void the order (features/orders, handed in by the app). */
  orderControls: (order: CounterOrder) => ReactNode;
};

/**
 * Charge checks the order, then opens the Charge panel; a payment line still to fix (a restored draft's) is
 * fixed in the panel itself. Otherwise the cashier is taken to the first field to fix, which may be folded away
 * or far from the button: the counter's own order, not the form's (`shouldFocusError` is off).
 */
function openChargeIfChecked(formId: string, charge: Charge, openDetails: () => void) {
  return (errors: FieldErrors<ReceiptForm>, form: UseFormReturn<ReceiptForm>) => {
    if (Object.keys(errors).every((field) => field === 'payments')) return charge.show();
    if (form.getFieldState('issueDate').invalid) openDetails();
    requestAnimationFrame(() =>
      document.getElementById(formId)?.querySelector<HTMLElement>('aside [aria-invalid="true"]')?.focus(),
    );
  };
}

/** The counter's keys: `/` Search menu, F9 Charge (or, in the Charge panel, its save) from anywhere. */
function useCounterKeys(
  searchRef: RefObject<HTMLInputElement | null>,
  charge: Charge,
  { openCharge, saveCharge }: { openCharge: () => void; saveCharge: () => void },
) {
  // useKey: matched by the character typed, as `/` has no key code of its own name on every layout. What the
  // search held is selected, so the next dish's name replaces it.
  useHotkeys(
    '/',
    () => {
      searchRef.current?.focus();
      searchRef.current?.select();
    },
    {
      preventDefault: true,
      useKey: true,
      enabled: !charge.open,
    },
  );
  useHotkeys('f9', () => (charge.open ? saveCharge() : openCharge()), {
    preventDefault: true,
    enableOnFormTags: true,
  });
}

/** The Charge panel's code arrives once the counter is idle: its first visit waits only for what it draws. */
const chargeDialog = lazyComponent(() => import('./charge-dialog').then((m) => m.ChargeDialog));
/** So does an admin's approval, asked for only above a limit (ADR 0141). */
const approvalDialog = lazyComponent(() =>
  import('../../../components/ui/approval-dialog').then((m) => m.ApprovalDialog),
);

/**
 * The receipt screen as a counter (ADR 0086): the menu on one side, the order on the other with its total and
 * Charge always in view; Charge takes the payments and saves (SPEC §2, §4). The order's own controls (Hold, a
 * held order's Send and Void) come from the held orders' feature (ADR 0120). The order is one form, started
 * from its draft on this device; its rules are checked from the first Charge on, as the fields change, so an
 * error goes as soon as it is fixed.
 */
export function Counter({ id, draftId, initial, charge: chargeWith, orderControls }: CounterProps) {
  const formId = useId();
  const [start] = useState(() => draftStart(draftId, initial));
  const [detailsOpen, setDetailsOpen] = useState(false);
  const charge = useCharge({ id, charge: chargeWith, onSaved: () => dropDraft(draftId) });
  return (
    <Form
      id={formId}
      schema={receiptRulesSchema}
      defaultValues={start}
      reValidateMode="onChange"
      shouldFocusError={false}
      onSubmit={() => charge.show()}
      onInvalid={openChargeIfChecked(formId, charge, () => setDetailsOpen(true))}
      // From the tablet width up the counter fills the window below the page heading (the frame sizes itself
      // to the window for it, data-fills-screen below), so its menu and order scroll inside and the total and
      // Charge stay in view.
      className="md:flex md:min-h-0 md:flex-1 md:flex-col"
    >
      <CounterScreen
        {...{ formId, draftId, initial, charge, orderControls, detailsOpen }}
        onDetailsToggle={setDetailsOpen}
      />
    </Form>
  );
}

type CounterScreenProps = Pick<CounterProps, 'draftId' | 'initial' | 'orderControls'> & {
  formId: string;
  charge: Charge;
  detailsOpen: boolean;
  onDetailsToggle: (open: boolean) => void;
};

/** The counter inside its form: the menu, the order, the phone's Charge bar, and the dialogs they open. */
/** The menu's title, the counter's way to receive a payment on account (issue 35), and the keys' help. */
function MenuHeader() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between">
      <h2 id="menu-title" className="font-semibold text-slate-800">
        {t('receipt.menu')}
      </h2>
      <div className="flex items-center gap-1">
        {/* A screen of its own, loaded when opened: the counter's first download stays within its budget. */}
        <Link to="/dashboard/receive-payment" className={cn(TEXT_LINK, 'px-2 py-1 text-sm')}>
          {t('receipt.receivePayment')}
        </Link>
        <ShortcutsHelp />
      </div>
    </div>
  );
}

function CounterScreen(props: CounterScreenProps) {
  const { formId, draftId, initial, charge, orderControls, detailsOpen, onDetailsToggle } = props;
  const { t } = useTranslation();
  const counter = useCounterOrder(draftId, initial);
  usePreloadWhenIdle(chargeDialog, approvalDialog);
  const saveCharge = counter.form.handleSubmit(charge.save);
  const searchRef = useRef<HTMLInputElement>(null);
  const discountRef = useRef<HTMLInputElement>(null);
  useCounterKeys(searchRef, charge, {
    openCharge: () => (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit(),
    saveCharge: () => void saveCharge(),
  });
  const order: CounterOrder = {
    ...counter.order,
    discard() {
      counter.discard();
      charge.clearError();
    },
  };
  // The prompt took the focus the search would have had when the counter opened: it goes there now.
  const afterChoice = (choose: () => void) => {
    choose();
    requestAnimationFrame(() => {
      if (startsInSearch()) searchRef.current?.focus();
    });
  };
  const counts = new Map(counter.values.items.map((item) => [item.recipeId ?? '', item.quantity]));

  return (
    <>
      <div
        data-fills-screen
        className="grid gap-4 pb-20 md:min-h-80 md:flex-1 md:grid-cols-[minmax(0,1fr)_19rem] md:pb-0 xl:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <section aria-labelledby="menu-title" className="min-w-0 space-y-3 md:overflow-y-auto md:pr-1">
          <MenuHeader />
          {counter.draft.restored && (
            <p
              role="status"
              className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700"
            >
              {t('receipt.draftRestored')}
            </p>
          )}
          <MenuPanel
            onAdd={counter.addDish}
            counts={counts}
            searchRef={searchRef}
            onStep={(delta) => counter.lines.step(counter.values.items.length - 1, delta)}
            onPercent={() => {
              if (counter.values.discountType !== 'percent') counter.setDiscountType('percent');
              discountRef.current?.focus();
            }}
          />
        </section>
        <OrderPanel
          counter={counter}
          discountRef={discountRef}
          detailsOpen={detailsOpen}
          onDetailsToggle={onDetailsToggle}
          error={charge.open ? '' : charge.error}
          controls={orderControls(order)}
        />
      </div>
      <PhoneChargeBar counter={counter} />
      {counter.draft.leftover && (
        <LeftoverPrompt
          leftover={counter.draft.leftover}
          onRestore={() => afterChoice(counter.draft.restoreLeftover)}
          onStartNew={() => afterChoice(counter.draft.dropLeftover)}
        />
      )}
      {/* The Charge panel is a form of its own, outside the counter's: Charge opens it, its button saves. */}
      <OpenedOnce open={charge.open}>
        <chargeDialog.Component
          charge={charge}
          totals={counter.totals}
          cutField={counter.cutField}
          keepAmount={counter.keepAmount}
          onSave={saveCharge}
        />
      </OpenedOnce>
      <OpenedOnce open={charge.approvalNeeded !== undefined}>
        <approvalDialog.Component
          asked={charge.approvalNeeded?.message}
          onApprove={charge.approve}
          onClose={charge.dismissApproval}
          busy={charge.submitting}
          approveLabel={t('receipt.approveAndSave')}
        />
      </OpenedOnce>
    </>
  );
}
