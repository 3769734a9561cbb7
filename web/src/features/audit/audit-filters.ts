import { auditActionSchema, auditKindSchema } from '@dastarkhan/contract/audit';
import { idSchema, PERIODS } from '@dastarkhan/contract/common';
import { periodBounds } from '@dastarkhan/contract/periods';
import { z } from 'zod';
import { RESTAURANT_TIME_ZONE } from '../../lib/format';
import type { AuditRequest } from './api/get-audit';

export const AUDIT_PERIODS = ['all', ...PERIODS] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];

/** The trail's filters as the URL keeps them (use-list-params): a value it cannot read is no filter. */
export const AUDIT_FILTERS = {
  user: idSchema.optional().catch(undefined),
  kind: auditKindSchema.optional().catch(undefined),
  action: auditActionSchema.optional().catch(undefined),
  period: z.enum(AUDIT_PERIODS).catch('all'),
};

type AuditFilters = {
  user: string | undefined;
  kind: AuditRequest['kind'];
  action: AuditRequest['action'];
  period: AuditPeriod;
};

/**
 * The request for one page of the filtered trail: the period is the day, Sunday–Saturday week, month or year
 * in the restaurant's zone, to the next one's first instant (the API reads an end as exclusive).
 */
export function auditRequest(filters: AuditFilters, page: number, now = new Date()): AuditRequest {
  const { user, kind, action, period } = filters;
  const bounds = period === 'all' ? undefined : periodBounds(period, RESTAURANT_TIME_ZONE, now);
  return {
    page,
    ...(user && { userId: user }),
    ...(kind && { kind }),
    ...(action && { action }),
    ...(bounds && { startDate: bounds.start.toISOString(), endDate: bounds.end.toISOString() }),
  };
}
