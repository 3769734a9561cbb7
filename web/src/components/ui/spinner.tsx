import { useTranslation } from '../../lib/i18n';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
      <span
        className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden
      />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
