import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('drops what a condition left out', () => {
    const open = false;
    expect(cn('px-3 py-1.5', open && 'hidden', undefined, 'text-sm')).toBe('px-3 py-1.5 text-sm');
  });

  it("lets a caller's class win over the component's default it conflicts with", () => {
    // The ghost button's grey text and hover, recoloured red by a Remove button.
    expect(cn('text-slate-700 hover:bg-slate-100', 'text-red-600 hover:bg-red-50')).toBe(
      'text-red-600 hover:bg-red-50',
    );
    // The house's own colour and the touch-screen height are kept as they are.
    expect(cn('pointer-coarse:min-h-11 bg-white text-sm', 'bg-brand-600 text-white')).toBe(
      'pointer-coarse:min-h-11 text-sm bg-brand-600 text-white',
    );
  });
});
