import { describe, expect, it } from 'vitest';
import { normalizeBdPhone } from './phone';

describe('normalizeBdPhone', () => {
  it('turns international and spaced forms into 01XXXXXXXXX', () => {
    expect(normalizeBdPhone('+8801712345678')).toBe('01712345678');
    expect(normalizeBdPhone('8801712345678')).toBe('01712345678');
    expect(normalizeBdPhone(' 017-1234 5678 ')).toBe('01712345678');
  });

  it('reads a number typed in Bengali digits, alone or mixed with ASCII ones', () => {
    expect(normalizeBdPhone('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(normalizeBdPhone('+৮৮০ ১৭১২-৩৪৫৬৭৮')).toBe('01712345678');
    expect(normalizeBdPhone('০১৭12345678')).toBe('01712345678');
    expect(normalizeBdPhone('০১২১২৩৪৫৬৭৮')).toBeUndefined();
  });

  it('rejects numbers that are not Bangladeshi mobiles', () => {
    expect(normalizeBdPhone('0171234567')).toBeUndefined();
    expect(normalizeBdPhone('01212345678')).toBeUndefined();
    expect(normalizeBdPhone('+441712345678')).toBeUndefined();
    expect(normalizeBdPhone('phone')).toBeUndefined();
  });
});
