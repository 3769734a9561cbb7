import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A label and its value on one line of a printed slip (receipt, kitchen ticket), the value whole at the right. */
export function RollRow({
  label,
  value,
  strong,
  className,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={cn('flex justify-between gap-2', strong && 'text-[13px] font-bold', className)}
    >
      <span>{label}</span>
      <span className="whitespace-nowrap">{value}</span>
    </div>
  );
}
