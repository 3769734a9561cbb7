import type {
  Account,
  AccountPayment,
  DuesPage,
  AccountPaymentBody,
  StatementPage,
} from '@dastarkhan/contract/accounts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { StatementPeriod } from '../statement-period';

/** A statement's page: enough for a month of a regular's visits on one printed sheet. */
export const STATEMENT_PAGE_SIZE = 50;
export const DUES_PAGE_SIZE = 20;

export async function getAccount(id: string, signal?: AbortSignal): Promise<Account> {
  return (await unwrap(api.GET('/api/customers/{id}/account', { params: { path: { id } }, signal }))).account;
}

export function useAccount(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.customers.account(id ?? ''),
    queryFn: ({ signal }) => getAccount(id!, signal),
    enabled: Boolean(id),
  });
}

export type StatementParams = StatementPeriod & { page: number };

export async function getStatement(
  id: string,
  { from, to, page }: StatementParams,
  signal?: AbortSignal,
): Promise<StatementPage> {
  return unwrap(
    api.GET('/api/customers/{id}/statement', {
      params: { path: { id }, query: { from, to, page, limit: STATEMENT_PAGE_SIZE } },
      signal,
    }),
  );
}

/** Not asked while the period is backwards (`enabled`): the screen says why instead. */
export function useStatement(id: string, params: StatementParams, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.customers.statement(id, params),
    queryFn: ({ signal }) => getStatement(id, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type DuesParams = { page: number; search: string };

export async function getDues({ page, search }: DuesParams, signal?: AbortSignal): Promise<DuesPage> {
  return unwrap(api.GET('/api/dues', { params: { query: { page, limit: DUES_PAGE_SIZE, search } }, signal }));
}

export const duesQueryOptions = (params: DuesParams) =>
  queryOptions({
    queryKey: queryKeys.customers.dues(params),
    queryFn: ({ signal }) => getDues(params, signal),
    placeholderData: keepPreviousData,
  });

export function useDues(params: DuesParams) {
  return useQuery(duesQueryOptions(params));
}

export async function getPayment(id: string, signal?: AbortSignal): Promise<AccountPayment> {
  return (await unwrap(api.GET('/api/customer-payments/{id}', { params: { path: { id } }, signal }))).payment;
}

export function usePayment(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.customers.payment(id ?? ''),
    queryFn: ({ signal }) => getPayment(id!, signal),
    enabled: Boolean(id),
  });
}

type ReceivePayment = { customerId: string; body: AccountPaymentBody; idempotencyKey: string };

/** A payment received: the key makes a retry after a lost answer get the same payment back, never a second. */
export async function receivePayment({ customerId, body, idempotencyKey }: ReceivePayment) {
  const answer = api.POST('/api/customers/{id}/payments', {
    params: { path: { id: customerId }, header: { 'idempotency-key': idempotencyKey } },
    body,
  });
  return (await unwrap(answer)).payment;
}

/** Payments change balances, statements, dues, receipts' Paid/Due and the day's figures. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return (payment: AccountPayment) => {
    queryClient.setQueryData(queryKeys.customers.payment(payment._id), payment);
    void queryClient.invalidateQueries({ queryKey: queryKeys.customers.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  };
}

export function useReceivePayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({ mutationFn: receivePayment, onSuccess: refresh });
}

export async function voidPayment({ id, reason }: { id: string; reason: string }) {
  const answer = api.POST('/api/customer-payments/{id}/void', { params: { path: { id } }, body: { reason } });
  return (await unwrap(answer)).payment;
}

export function useVoidPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({ mutationFn: voidPayment, onSuccess: refresh });
}
