import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const BUTTON_VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/50',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  /** A quiet Remove or Delete beside a row's other controls. */
  'ghost-danger': 'text-red-600 hover:bg-red-50 disabled:text-slate-400',
  /** On the dark frame (its Menu button). */
  'ghost-dark': 'text-white hover:bg-slate-800',
} as const;

/** `lg` is the counter's Charge: the one action a cashier looks for on every order. */
export const BUTTON_SIZES = {
  sm: 'px-2.5 py-1 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-4 py-2 text-base',
} as const;

/** A link that stands on its own line or in a header (not inside a sentence): 44 px tall on touch screens. */
export const TEXT_LINK =
  'inline-flex items-center gap-1 text-brand-600 underline-offset-2 hover:underline pointer-coarse:min-h-11';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof BUTTON_VARIANTS;
  size?: keyof typeof BUTTON_SIZES;
};

export function buttonClasses(
  variant: keyof typeof BUTTON_VARIANTS = 'primary',
  size: keyof typeof BUTTON_SIZES = 'md',
): string {
  // A finger needs 44 px: on touch screens every button is at least that tall and wide.
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed pointer-coarse:min-h-11 pointer-coarse:min-w-11',
    BUTTON_VARIANTS[variant],
    BUTTON_SIZES[size],
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
