import type { Customer } from '@dastarkhan/contract/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const SUGGESTIONS = 6;
/** SPEC §9: the search starts above 1 character. */
export const MIN_SUGGESTION_LENGTH = 2;

/** Customers matching the typed name, each with its receipt count and last receipt day (one call). */
export async function getCustomerSuggestions(search: string, signal?: AbortSignal): Promise<Customer[]> {
  const page = await unwrap(
    api.GET('/api/customers', { params: { query: { search, limit: SUGGESTIONS } }, signal }),
  );
  return page.customers;
}

export const customerSuggestionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.customers.suggestions(search),
    queryFn: ({ signal }) => getCustomerSuggestions(search, signal),
    staleTime: 30_000,
  });

/** A failed search empties the list silently (SPEC §8). */
export function useCustomerSuggestions(search: string) {
  const query = useQuery({
    ...customerSuggestionsQueryOptions(search),
    enabled: search.length >= MIN_SUGGESTION_LENGTH,
    retry: false,
  });
  return query.isError ? [] : (query.data ?? []);
}
