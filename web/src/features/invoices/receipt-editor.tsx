import type { Invoice } from '@dastarkhan/contract/invoices';
import type { KitchenTicket, Order } from '@dastarkhan/contract/orders';
import type { Recipe } from '@dastarkhan/contract/recipes';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { useHotkeys } from 'react-hotkeys-hook';
import { useNavigate } from 'react-router';
import { lazyComponent } from '../../components/ui/lazy-component';
import { toast } from '../../components/ui/toasts';
import { Button } from '../../components/ui/button';
import { OpenedOnce } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useServerReachable } from '../../lib/connection';
import { formatTaka } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { whenIdle } from '../../lib/idle';
import { useSaveInvoice } from './api/save-invoice';
import { useHoldOrder, useSendToKitchen, useUpdateOrder, useVoidOrder } from './api/held-orders';
import { DrawnLater } from '../../components/ui/drawn-later';
import { ChargeDialog } from './counter/charge-dialog';
import { HoldDialog } from './counter/hold-dialog';
import { KitchenTicketDialog } from './counter/kitchen-ticket';
import { OPEN_ORDERS, usePlaceOf } from './counter/order-place';
import { VoidDialog } from './counter/void-dialog';
import { MenuPanel } from './counter/menu-panel';
import { OrderCustomer, OrderDetails } from './counter/order-customer';
import { OrderLines } from './counter/order-lines';
import { OrderTotals } from './counter/order-totals';
import { ShortcutsHelp } from './counter/shortcuts-help';
import {
  heldOrderFields,
  lineForDish,
  receiptBody,
  receiptFromHeldOrder,
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
  /** A held order reopened to add to, send to the kitchen, void or charge (ADR 0083). */
  held?: Order;
  initial: ReceiptForm;
  /** The receipt just created: open on its Receipt view. */
  saved?: Invoice;
};

/**
 * The receipt screen as a counter (ADR 0086): the menu on one side, the order on the other with its total and
 * Charge always in view; Charge takes the payments and saves; then the Receipt view with Print (SPEC §2, §4).
 */
// The receipt as printed (its barcode, the print page) is its own chunk, fetched once the counter is idle: the
// counter's first screen does not wait for code it needs only after a sale.
const savedReceipt = lazyComponent(() => import('./counter/saved-receipt').then((m) => m.SavedReceipt));

export function ReceiptEditor({ id, held: opened, initial, saved: justSaved }: ReceiptEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveInvoice();
  const draft = useReceiptDraft(opened ? `order:${opened._id}` : id, initial);
  const [held, setHeld] = useState(opened);
  const [dialog, setDialog] = useState<'hold' | 'void'>();
  const [ticket, setTicket] = useState<KitchenTicket>();
  const holdOrder = useHoldOrder();
  const updateOrder = useUpdateOrder();
  const voidOrder = useVoidOrder();
  const sendToKitchen = useSendToKitchen();
  const { form } = draft;
  const items = useFieldArray({ control: form.control, name: 'items' });
  const values = form.watch();
  const [serverError, setServerError] = useState('');
  const [saved, setSaved] = useState<Invoice | undefined>(justSaved);
  const [charging, setCharging] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [cutField, setCutField] = useState<AmountField>();
  /** The order checked and sent, while the server cannot be reached. */
  const [waiting, setWaiting] = useState<ReceiptForm>();
  const reachable = useServerReachable();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const discountRef = useRef<HTMLInputElement>(null);
  const placeOf = usePlaceOf();
  const totals = receiptTotals(values);
  useEffect(() => {
    void whenIdle().then(() => savedReceipt.preload().catch(() => undefined));
  }, []);

  // useKey: matched by the character typed, as `/` has no key code of its own name on every layout.
  useHotkeys('/', () => searchRef.current?.focus(), {
    preventDefault: true,
    useKey: true,
    enabled: !saved && !charging,
  });
  useHotkeys('f9', () => formRef.current?.requestSubmit(), {
    preventDefault: true,
    enableOnFormTags: true,
    enabled: !saved,
  });

  // The first field to fix may be folded away or far from the button: take the cashier to it.
  const focusFirstError = () => {
    if (form.getFieldState('issueDate').invalid) setDetailsOpen(true);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('aside [aria-invalid="true"]')?.focus(),
    );
  };
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount > 0 && !charging) focusFirstError();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per submit, not on every render
  }, [submitCount]);

  const reset = () => {
    draft.discard();
    setServerError('');
    setCutField(undefined);
  };

  // Charge checks the order (and from then on each field as it changes); a payment line still to fix
  // (a restored draft's) is fixed in the panel itself.
  const openCharge = form.handleSubmit(
    () => setCharging(true),
    (errors) => {
      if (Object.keys(errors).every((field) => field === 'payments')) setCharging(true);
    },
  );

  const saveOrder = async (checked: ReceiptForm) => {
    setWaiting(undefined);
    try {
      const body = receiptBody(checked);
      const invoice = await save.mutateAsync({
        id,
        body,
        idempotencyKey: checked.orderKey || undefined,
        held: held && { id: held._id, version: held.version },
      });
      draft.saved();
      setCharging(false);
      if (id) setSaved(invoice);
      // A new receipt continues as an edit of itself, so Back and a second save cannot duplicate it.
      else navigate(`/dashboard/invoices/${invoice._id}/edit`, { replace: true, state: { saved: invoice } });
    } catch (error) {
      // Not reached: kept, and sent again with the same key the moment the server answers (ADR 0088).
      if (error instanceof ApiError && error.status === 0) setWaiting(checked);
      else setServerError(errorMessage(error, t('receipt.saveFailed')));
    }
  };
  const submit = form.handleSubmit(saveOrder);
  useEffect(() => {
    if (reachable && waiting) void saveOrder(waiting);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- retried when the server is back, once
  }, [reachable, waiting]);

  if (saved) return <savedReceipt.Component invoice={saved} onBack={() => setSaved(undefined)} />;

  /** Saves the held order's lines as they stand; the answer carries its new version. */
  const storeHeld = async (order: Order) => {
    const stored = await updateOrder.mutateAsync({
      id: order._id,
      body: { version: order.version, ...heldOrderFields(form.getValues()) },
    });
    setHeld(stored);
    form.reset(receiptFromHeldOrder(stored), { keepDefaultValues: true });
    return stored;
  };
  const orderProblem = (error: unknown) => toast.error(errorMessage(error, t('orders.saveFailed')));

  const holdNew = async (table: string | undefined) => {
    const order = await holdOrder.mutateAsync({
      ...(table ? { table } : {}),
      ...heldOrderFields(form.getValues()),
    });
    setDialog(undefined);
    draft.discard();
    toast.success(t('orders.held', { place: placeOf(order) }));
  };

  const hold = async () => {
    if (!(await form.trigger('items'))) return;
    if (!held) return setDialog('hold');
    try {
      const stored = await storeHeld(held);
      draft.saved();
      toast.success(t('orders.saved', { place: placeOf(stored) }));
      navigate(OPEN_ORDERS);
    } catch (error) {
      orderProblem(error);
    }
  };

  const kitchen = async () => {
    if (!held || !(await form.trigger('items'))) return;
    try {
      const stored = await storeHeld(held);
      const sent = await sendToKitchen.mutateAsync({ id: stored._id, version: stored.version });
      setHeld(sent.order);
      form.reset(receiptFromHeldOrder(sent.order), { keepDefaultValues: true });
      draft.saved();
      setTicket(sent.ticket);
    } catch (error) {
      orderProblem(error);
    }
  };

  const voidHeld = async (reason: string) => {
    if (!held) return;
    await voidOrder.mutateAsync({ id: held._id, reason: reason || undefined });
    draft.saved();
    toast.success(t('orders.voided', { place: placeOf(held) }));
    navigate(OPEN_ORDERS);
  };

  const addDish = (recipe: Recipe) => {
    const { index, line } = lineForDish(values.items, {
      recipeId: recipe._id,
      name: recipe.name,
      description: recipe.description,
      price: recipe.price,
      image: recipe.image,
    });
    // The cashier goes on tapping or searching: a new line must not take the focus (nor, on a tablet, open the
    // on-screen keyboard for its quantity).
    if (index === items.fields.length) items.append(line, { shouldFocus: false });
    else items.update(index, line);
  };

  /** One more or one less of a line; one less of a single dish takes the line off. */
  const step = (index: number, delta: 1 | -1) => {
    const line = values.items[index];
    if (!line) return;
    if (line.quantity + delta < 1) items.remove(index);
    else items.update(index, { ...line, quantity: line.quantity + delta });
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

  // SPEC §5: switching the discount type resets the discount to 0.
  const setDiscountType = (discountType: ReceiptForm['discountType']) => {
    form.setValue('discountType', discountType);
    form.setValue('discountAmount', '0');
  };

  const counts = new Map(values.items.map((item) => [item.recipeId ?? '', item.quantity]));
  const itemCount = values.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        // From the tablet width up the counter fills the window below the page heading (the frame sizes itself
        // to the window for it), so its menu and order scroll inside and the total and Charge stay in view.
        data-fills-screen
        className="md:flex md:min-h-0 md:flex-1 md:flex-col"
        onSubmit={(event) => {
          setServerError('');
          if (charging) void submit(event);
          else void openCharge(event);
        }}
      >
        <div className="grid gap-4 pb-20 md:min-h-80 md:flex-1 md:grid-cols-[minmax(0,1fr)_19rem] md:pb-0 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-labelledby="menu-title" className="min-w-0 space-y-3 md:overflow-y-auto md:pr-1">
            <div className="flex items-center justify-between">
              <h2 id="menu-title" className="font-semibold text-slate-800">
                {t('receipt.menu')}
              </h2>
              <ShortcutsHelp />
            </div>
            {draft.restored && (
              <p
                role="status"
                className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700"
              >
                {t('receipt.draftRestored')}
              </p>
            )}
            <MenuPanel
              onAdd={addDish}
              counts={counts}
              searchRef={searchRef}
              onStep={(delta) => step(values.items.length - 1, delta)}
              onPercent={() => {
                if (values.discountType !== 'percent') setDiscountType('percent');
                discountRef.current?.focus();
              }}
            />
          </section>
          {/* The order draws a task after the menu, and its totals and actions a task after its lines
              (DrawnLater): the counter's first drawing was one long task. Beside the menu, or below it on a
              phone, they move nothing; the dialogs draw when first opened (OpenedOnce). */}
          <DrawnLater>
            <aside
              aria-label={t('receipt.order')}
              className="flex min-h-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <OrderCustomer />
              <OrderLines
                items={values.items}
                keys={items.fields.map((field) => field.id)}
                onStep={step}
                onRemove={items.remove}
              />
              <DrawnLater>
                <OrderTotals
                  form={values}
                  totals={totals}
                  cutField={cutField}
                  onDiscountType={setDiscountType}
                  keepAmount={keepAmount}
                  discountRef={discountRef}
                />
                <OrderDetails open={detailsOpen} onToggle={setDetailsOpen} />
                <FormActions
                  errorTitle={t('common.error')}
                  error={charging ? '' : serverError}
                  className="grid grid-cols-2 gap-2"
                >
                  {held ? (
                    <Button variant="secondary" onClick={() => setDialog('void')}>
                      {t('orders.void')}
                    </Button>
                  ) : (
                    <Button variant="secondary" onClick={reset}>
                      {t('common.cancel')}
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => void hold()}>
                    {held ? t('orders.saveHeld') : t('orders.hold')}
                  </Button>
                  {held && (
                    <Button variant="secondary" className="col-span-2" onClick={() => void kitchen()}>
                      {t('orders.sendToKitchen')}
                    </Button>
                  )}
                  <Button type="submit" size="lg" className="col-span-2">
                    {t('receipt.charge')}
                  </Button>
                </FormActions>
              </DrawnLater>
            </aside>
          </DrawnLater>
        </div>
        {/* On a phone the order sits below the menu: this bar keeps its count, total and Charge in reach. */}
        <div className="fixed inset-x-0 bottom-0 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-2 md:hidden">
          <span className="text-sm text-slate-700">
            {t('receipt.itemCount', { count: itemCount })} · <strong>{formatTaka(totals.total)}</strong>
          </span>
          <Button type="submit">{t('receipt.charge')}</Button>
        </div>
        <OpenedOnce open={dialog === 'hold'}>
          <HoldDialog open={dialog === 'hold'} onClose={() => setDialog(undefined)} onHold={holdNew} />
        </OpenedOnce>
        {held && (
          <OpenedOnce open={dialog === 'void'}>
            <VoidDialog
              open={dialog === 'void'}
              onClose={() => setDialog(undefined)}
              sentToKitchen={held.tickets.length > 0}
              onVoid={voidHeld}
            />
          </OpenedOnce>
        )}
        <OpenedOnce open={ticket !== undefined}>
          <KitchenTicketDialog ticket={ticket} onClose={() => setTicket(undefined)} />
        </OpenedOnce>
        <OpenedOnce open={charging}>
          <ChargeDialog
            open={charging}
            onClose={() => setCharging(false)}
            totals={totals}
            cutField={cutField}
            keepAmount={keepAmount}
            submitLabel={
              waiting
                ? t('receipt.waitingForServer')
                : save.isPending
                  ? t('common.saving')
                  : id
                    ? t('receipt.update')
                    : t('receipt.create')
            }
            submitting={save.isPending || waiting !== undefined}
            error={serverError}
          />
        </OpenedOnce>
      </form>
    </FormProvider>
  );
}
