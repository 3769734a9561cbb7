import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import type { AuditKind } from '@dastarkhan/contract/audit';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { buttonClasses } from './button';

/** Where an entity's whole history is read (features/audit). */
export const historyPath = (kind: AuditKind, id: string) =>
  `/dashboard/audit/${kind}/${encodeURIComponent(id)}`;

/** What a History link tells the page it opens: the entity's name as the screen it came from shows it. */
export type HistoryState = { name: string };

type HistoryLinkProps = { kind: AuditKind; id: string; name: string; className?: string };

/**
 * History, on a receipt, a stock item, a dish or a user: opens everything that happened to it, in order. Only
 * admins see it, as only they may read the trail (contract's ENDPOINT_ACCESS.audit).
 */
export function HistoryLink({ kind, id, name, className }: HistoryLinkProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!allows(ENDPOINT_ACCESS.audit, user?.role)) return null;
  return (
    <Link
      to={historyPath(kind, id)}
      // The page names the entity from its entries; one made before the trail began has none.
      state={{ name } satisfies HistoryState}
      aria-label={t('historyLink.named', { name })}
      className={cn(buttonClasses('secondary', 'sm'), className)}
    >
      {t('historyLink.label')}
    </Link>
  );
}
