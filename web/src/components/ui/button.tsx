import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/50',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
} as const;

const SIZES = { sm: 'px-2.5 py-1 text-sm', md: 'px-4 py-2 text-sm' } as const;

/** A link that stands on its own line or in a header (not inside a sentence): 44 px tall on touch screens. */
export const TEXT_LINK =
  'inline-flex items-center text-brand-600 underline-offset-2 hover:underline pointer-coarse:min-h-11';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
};

export function buttonClasses(
  variant: keyof typeof VARIANTS = 'primary',
  size: keyof typeof SIZES = 'md',
): string {
  // A finger needs 44 px: on touch screens every button is at least that tall and wide.
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed pointer-coarse:min-h-11 pointer-coarse:min-w-11',
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
