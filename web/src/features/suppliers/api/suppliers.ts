import {
  payablesPageSchema,
  statementSchema,
  supplierDetailSchema,
  type SupplierBody,
  type SupplierPatch,
  type SupplierPaymentInput,
} from '@dastarkhan/contract/suppliers';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export const PAGE_SIZE = 10;

/** Checked against the contract: a wrong shape shows the load failure, not a crash further down. */
function checked<T>(
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
  data: unknown,
): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(i18n.t('suppliers.loadFailed'));
  return parsed.data;
}

export type PayablesParams = { page: number; search: string };

export const payablesQueryOptions = (params: PayablesParams) =>
  queryOptions({
    queryKey: queryKeys.suppliers.payables(params),
    queryFn: async () =>
      checked(
        payablesPageSchema,
        await unwrap(api.GET('/api/payables', { params: { query: { ...params, limit: PAGE_SIZE } } })),
      ),
    placeholderData: keepPreviousData,
  });

export const usePayables = (params: PayablesParams) => useQuery(payablesQueryOptions(params));

export function useSupplier(id: string) {
  return useQuery({
    queryKey: queryKeys.suppliers.detail(id),
    queryFn: async () =>
      checked(
        supplierDetailSchema,
        await unwrap(api.GET('/api/suppliers/{id}', { params: { path: { id } } })),
      ).supplier,
  });
}

export type StatementParams = { page: number; from?: string; to?: string };

export function useStatement(id: string, params: StatementParams) {
  return useQuery({
    queryKey: queryKeys.suppliers.statement(id, params),
    queryFn: async () =>
      checked(
        statementSchema,
        await unwrap(
          api.GET('/api/suppliers/{id}/statement', {
            params: { path: { id }, query: { ...params, limit: PAGE_SIZE } },
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every write reloads 'inventory': the suppliers' figures and the items' dues move together. */
function useSupplierWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}

export const useCreateSupplier = () =>
  useSupplierWrite(
    async (body: SupplierBody) => (await unwrap(api.POST('/api/suppliers', { body }))).supplier,
  );

export const useUpdateSupplier = (id: string) =>
  useSupplierWrite(
    async (body: SupplierPatch) =>
      (await unwrap(api.PATCH('/api/suppliers/{id}', { params: { path: { id } }, body }))).supplier,
  );

/** The key makes a repeat (a double tap, a retry after a lost answer) the same payment, not a second one. */
export const usePaySupplier = (id: string) =>
  useSupplierWrite(
    async ({ body, idempotencyKey }: { body: SupplierPaymentInput; idempotencyKey: string }) =>
      (
        await unwrap(
          api.POST('/api/suppliers/{id}/payments', {
            params: { path: { id }, header: { 'idempotency-key': idempotencyKey } },
            body,
          }),
        )
      ).payment,
  );

export const useVoidPayment = () =>
  useSupplierWrite(
    async ({ id, reason }: { id: string; reason: string }) =>
      (
        await unwrap(
          api.POST('/api/supplier-payments/{id}/void', { params: { path: { id } }, body: { reason } }),
        )
      ).payment,
  );
