import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function StatCard({
  label,
  value,
  tone = 'slate',
}: {
  label: string;
  value: ReactNode;
  tone?: 'slate' | 'green' | 'amber' | 'red' | 'brand';
}) {
  const tones = {
    slate: 'border-slate-200',
    green: 'border-green-300',
    amber: 'border-amber-300',
    red: 'border-red-300',
    brand: 'border-brand-500',
  } as const;
  return (
    <section aria-label={label} className={cn('rounded-lg border-l-4 bg-white p-4 shadow-sm', tones[tone])}>
      <h2 className="text-sm text-slate-500">{label}</h2>
      <p className="mt-1 text-2xl font-semibold text-slate-800">{value}</p>
    </section>
  );
}
