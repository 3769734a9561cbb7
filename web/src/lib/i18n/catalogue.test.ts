import { describe, expect, it } from 'vitest';
import { i18n } from '.';

describe('the English catalogue', () => {
  it('gives the spec’s texts letter for letter, with values put in', () => {
    expect(i18n.t('inventory.loadFailed')).toBe('Failed to load inventory items');
    expect(i18n.t('users.roleUpdated', { role: i18n.t('roles.manager') })).toBe(
      'User role updated successfully to manager',
    );
    expect(i18n.t('costs.addFailed', { message: i18n.t('common.unknownError') })).toBe(
      'Failed to add costs: Unknown error',
    );
  });

  it('words a count through the library’s plural forms, not the code', () => {
    const line = (count: number) => i18n.t('receipt.suggestion', { phone: '01712345678', count });
    expect(line(1)).toBe('01712345678 · 1 invoice');
    expect(line(0)).toBe('01712345678 · 0 invoices');
    expect(line(3)).toBe('01712345678 · 3 invoices');
  });

  it('is checked by the typecheck: a key it does not have, or a value left out, does not compile', () => {
    // @ts-expect-error: no such key in the catalogue (strictKeyChecks).
    expect(i18n.t('receipt.noSuchWords')).toBe('receipt.noSuchWords');
    // @ts-expect-error: {{role}} is not given.
    expect(i18n.t('users.roleUpdated')).toBe('User role updated successfully to {{role}}');
  });
});
