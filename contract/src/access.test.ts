import { describe, expect, it } from 'vitest';
import { allows } from './access';

describe('an access rule', () => {
  it('lets anyone through a public one, signed in or not', () => {
    expect(allows('public', undefined)).toBe(true);
    expect(allows('public', 'staff')).toBe(true);
  });

  it('lets every role through a signed-in one, but no one who is not signed in', () => {
    expect(['admin', 'manager', 'staff'].every((role) => allows('signed-in', role as 'staff'))).toBe(true);
    expect(allows('signed-in', undefined)).toBe(false);
  });

  it('lets through only the roles a list names', () => {
    expect(allows(['admin', 'manager'], 'manager')).toBe(true);
    expect(allows(['admin', 'manager'], 'staff')).toBe(false);
    expect(allows(['admin'], undefined)).toBe(false);
  });
});
