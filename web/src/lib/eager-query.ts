import {
  usePrefetchQuery,
  useQuery,
  type QueryKey,
  type UsePrefetchQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';

/**
 * `useQuery` whose first request leaves while the screen is drawn rather than after: Preact runs effects, where
 * `useQuery` starts fetching, only once the frame is painted, a frame and a layout later on a first visit.
 * For the data of the screen opened first, the dashboard's.
 */
export function useEagerQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  usePrefetchQuery(options as UsePrefetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>);
  return useQuery(options);
}
