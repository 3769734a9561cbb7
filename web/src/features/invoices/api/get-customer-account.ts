import type { Account } from '@dastarkhan/contract/accounts';
import type { Customer } from '@dastarkhan/contract/customers';
import { normalizeBdPhone } from '@dastarkhan/contract/phone';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getCustomerSuggestions } from './get-customer-suggestions';

/** The customer whose phone this is, or null: the server finds a credit sale's customer by phone the same way. */
export async function findCustomerByPhone(phone: string, signal?: AbortSignal): Promise<Customer | null> {
  const found = await getCustomerSuggestions(phone, signal);
  return found.find((customer) => customer.phone === phone) ?? null;
}

/** The customer of a typed phone, once it is a whole BD mobile number (contract/phone.ts). */
export function useCustomerByPhone(typed: string) {
  const phone = normalizeBdPhone(typed);
  return useQuery({
    queryKey: queryKeys.customers.byPhone(phone ?? ''),
    queryFn: ({ signal }) => findCustomerByPhone(phone!, signal),
    enabled: phone !== undefined,
    staleTime: 30_000,
    retry: false,
  });
}

export async function getCustomerAccount(id: string, signal?: AbortSignal): Promise<Account> {
  return (await unwrap(api.GET('/api/customers/{id}/account', { params: { path: { id } }, signal }))).account;
}

/** A customer's balance and credit limit, for the counter's warning before a credit sale. */
export function useCustomerAccount(id: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.customers.account(id ?? ''),
    queryFn: ({ signal }) => getCustomerAccount(id!, signal),
    enabled: Boolean(id),
    staleTime: 10_000,
    retry: false,
  });
}
