import { describe, expect, it } from 'vitest';
import { banglaNameSchema } from './bangla-names';

const nameBn = banglaNameSchema(60);

describe('a name in Bangla', () => {
  it('has at least one Bangla letter: an English name, figures or signs alone are refused', () => {
    for (const typed of ['Kacchi', 'Meat', '123', '১২৩', '৳ ১০০', '।']) {
      const result = nameBn.safeParse(typed);
      expect(result.success, typed).toBe(false);
      expect(result.error?.issues, typed).toEqual([
        expect.objectContaining({ message: 'Name in Bangla must be written in Bangla letters' }),
      ]);
    }
  });

  it('may hold a brand or a size in Latin letters and figures beside the Bangla', () => {
    expect(nameBn.parse(' কোক 250ml ')).toBe('কোক 250ml');
    expect(nameBn.parse('৭ আপ')).toBe('৭ আপ');
  });

  it('is cleared by an empty or blank string, or null', () => {
    expect(nameBn.parse('')).toBeNull();
    expect(nameBn.parse('   ')).toBeNull();
    expect(nameBn.parse(null)).toBeNull();
  });
});
