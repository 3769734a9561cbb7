import type { CreateInvoiceInput } from '@dastarkhan/contract/invoices';
import type { CreateOrderBody, Order, UpdateOrderBody, VoidOrderBody } from '@dastarkhan/contract/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, unwrap } from '../../../lib/api-client';
import type { ChargeReceipt, ReceiptSave } from '../../../lib/counter-order';
import { queryKeys } from '../../../lib/query-keys';

/** Held dine-in and takeaway orders (ADR 0083): listed, reopened, added to, sent to the kitchen, voided, charged. */
export const openOrdersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orders.open,
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/orders', { signal }))).orders,
  });

export function useOpenOrders() {
  return useQuery(openOrdersQueryOptions());
}

export const heldOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/orders/{id}', { params: { path: { id } }, signal }))).order,
  });

export function useHeldOrder(id: string) {
  return useQuery(heldOrderQueryOptions(id));
}

/** Every order change answers with the order as it now stands: that becomes the cached one. */
function useOrderMutation<Input>(call: (input: Input) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(order._id), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.open });
    },
  });
}

export const useHoldOrder = () =>
  useOrderMutation(async (body: CreateOrderBody) => (await unwrap(api.POST('/api/orders', { body }))).order);

export const useUpdateOrder = () =>
  useOrderMutation(
    async ({ id, body }: { id: string; body: UpdateOrderBody }) =>
      (await unwrap(api.PATCH('/api/orders/{id}', { params: { path: { id } }, body }))).order,
  );

export const useVoidOrder = () =>
  useOrderMutation(
    async ({ id, body }: { id: string; body: VoidOrderBody }) =>
      (await unwrap(api.POST('/api/orders/{id}/void', { params: { path: { id } }, body }))).order,
  );

/** Sends the kitchen what it has not had yet; answers with that round's ticket. */
export function useSendToKitchen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, version }: { id: string; version: number }) =>
      unwrap(api.POST('/api/orders/{id}/kitchen-tickets', { params: { path: { id } }, body: { version } })),
    onSuccess: ({ order }) => queryClient.setQueryData(queryKeys.orders.detail(order._id), order),
  });
}

/** The receipt body less its items (the order's) and with the order's version. */
type ChargeOrderInput = Omit<CreateInvoiceInput, 'items'> & { version: number };

async function chargeOrder(id: string, body: ChargeOrderInput, idempotencyKey?: string) {
  const charged = api.POST('/api/orders/{id}/charge', {
    params: { path: { id }, header: idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined },
    body,
  });
  return (await unwrap(charged)).invoice;
}

/**
 * How the counter saves `order`: charged at the version read, its receipt made from the order's own lines, with
 * the counter's idempotency key and retry (ADR 0088); the order then leaves the open orders.
 */
export function useChargeHeldOrder(order: Order): ChargeReceipt {
  return useChargeOrder(() => Promise.resolve(order));
}

/** The held order a charge goes through: the one read, or one held now for a new order. */
type OrderToCharge = (save: ReceiptSave) => Promise<Order>;

function useChargeOrder(orderFor: OrderToCharge): ChargeReceipt {
  const queryClient = useQueryClient();
  return async (save) => {
    const { body, idempotencyKey } = save;
    const order = await orderFor(save);
    const { items: _fromTheOrder, ...charge } = body;
    const invoice = await chargeOrder(order._id, { ...charge, version: order.version }, idempotencyKey);
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    return invoice;
  };
}

/** The order the counter shows, held as a takeaway with the day's next token. */
async function holdAsTakeaway({ items, waiter }: CreateInvoiceInput): Promise<Order> {
  const lines = items.map(({ name, price, quantity, recipeId }) => ({ name, price, quantity, recipeId }));
  return (await unwrap(api.POST('/api/orders', { body: { waiter, lines } }))).order;
}

/**
 * How a cashier's counter charges a new order: held first, as a takeaway with the day's token, then charged
 * through its own route, as a cashier makes receipts only from held orders (ADR 0136). A retry with the same
 * idempotency key (the counter's, ADR 0088) charges the order already held for it, never a second one.
 */
export function useChargeNewOrder(): ChargeReceipt {
  const heldFor = useRef(new Map<string, Promise<Order>>());
  return useChargeOrder(({ body, idempotencyKey: key = '' }) => {
    const held = heldFor.current.get(key) ?? holdAsTakeaway(body);
    if (key) heldFor.current.set(key, held);
    // A hold that failed is tried again next time.
    held.catch(() => heldFor.current.delete(key));
    return held;
  });
}
