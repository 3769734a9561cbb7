import type { AuditHistory, AuditKind } from '@dastarkhan/contract/audit';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getHistory(kind: AuditKind, id: string): Promise<AuditHistory> {
  return unwrap(api.GET('/api/audit/{kind}/{id}', { params: { path: { kind, id } } }));
}

/** One entity's whole history, oldest first, with what is filed under it (a receipt's payments). */
export function useHistory(kind: AuditKind, id: string) {
  return useQuery({ queryKey: queryKeys.audit.history(kind, id), queryFn: () => getHistory(kind, id) });
}
