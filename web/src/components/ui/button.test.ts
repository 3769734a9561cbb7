import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClasses } from './button';

// cn joins classes without settling conflicts (lib/cn.ts): two classes for the same property would leave the
// look to the stylesheet's order. tailwind-merge, here only, finds such a pair.
describe('buttonClasses', () => {
  const variants = Object.keys(BUTTON_VARIANTS) as (keyof typeof BUTTON_VARIANTS)[];
  const sizes = Object.keys(BUTTON_SIZES) as (keyof typeof BUTTON_SIZES)[];
  for (const variant of variants)
    for (const size of sizes)
      it(`gives a ${variant} ${size} button one class per property`, () => {
        const classes = buttonClasses(variant, size);
        expect(twMerge(classes).split(' ').sort()).toEqual(classes.split(' ').sort());
      });

  it('draws a quiet Remove in red, not in the ghost grey', () => {
    const classes = buttonClasses('ghost-danger', 'sm').split(' ');
    expect(classes).toContain('text-red-600');
    expect(classes).not.toContain('text-slate-700');
  });
});
