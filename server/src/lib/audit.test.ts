import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('changedFields', () => {
  it('keeps only the fields that changed, on both sides, compared deeply', () => {
    const before = { reason: 'Gas', amount: 960, lines: [{ dish: 'Kacchi', qty: 2 }], version: '10' };
    const after = { reason: 'Gas', amount: 2, lines: [{ dish: 'Kacchi', qty: 3 }], version: '11' };
    expect(changedFields(before, after)).toEqual({
      before: { amount: 960, lines: [{ dish: 'Kacchi', qty: 2 }] },
      after: { amount: 2, lines: [{ dish: 'Kacchi', qty: 3 }] },
    });
  });

  it('keeps every field of a create or a delete, and names a field one side lacks as null', () => {
    expect(changedFields(null, { reason: 'Gas', version: '3' })).toEqual({
      before: null,
      after: { reason: 'Gas' },
    });
    expect(changedFields({ reason: 'Gas' }, undefined)).toEqual({ before: { reason: 'Gas' }, after: null });
    expect(changedFields({ note: 'x' }, { phone: '01711' })).toEqual({
      before: { note: 'x', phone: null },
      after: { note: null, phone: '01711' },
    });
  });
});
