import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { useTranslation } from '../../lib/i18n';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 p-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
        <p className="text-center text-sm font-semibold uppercase tracking-widest text-brand-600">
          {t('app.name')}
        </p>
        <h1 className="mt-2 mb-6 text-center text-2xl font-semibold text-slate-800">{title}</h1>
        {children}
        {/* Before anyone signs in, the reader picks the language the pages are in (issue 36). */}
        <div className="mt-6 flex justify-center">
          <LanguageSwitch />
        </div>
      </div>
    </main>
  );
}
