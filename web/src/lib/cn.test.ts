import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('drops what a condition left out', () => {
    const open = false;
    expect(cn('px-3 py-1.5', open && 'hidden', undefined, 'text-sm')).toBe('px-3 py-1.5 text-sm');
  });
});
