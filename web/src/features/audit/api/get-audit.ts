import type { AuditPage, AuditQuery } from '@dastarkhan/contract/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const AUDIT_PAGE_SIZE = 20;

/** A page of the trail as GET /api/audit takes it: who, what kind, what action, the period's instants. */
export type AuditRequest = Omit<AuditQuery, 'limit'>;

export function getAudit(request: AuditRequest): Promise<AuditPage> {
  return unwrap(api.GET('/api/audit', { params: { query: { ...request, limit: AUDIT_PAGE_SIZE } } }));
}

/** One page of the trail, newest first; the page shown stays while the next one loads. */
export function useAudit(request: AuditRequest) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.audit.list(request),
      queryFn: () => getAudit(request),
      placeholderData: keepPreviousData,
    }),
  );
}
