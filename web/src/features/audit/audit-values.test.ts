import { describe, expect, it } from 'vitest';
import '../../lib/i18n/audit-words';
import { formatDateTime } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { auditRequest } from './audit-filters';
import {
  entityName,
  fieldChanges,
  fieldLabel,
  shownEntityName,
  formatValue,
  historyOwner,
  voidedReceipts,
} from './audit-values';

const t = i18n.t.bind(i18n);

describe('an audit entry as the trail shows it', () => {
  it('lists an edit’s changed fields with the owner’s headline fields first, each side as it was', () => {
    const changes = fieldChanges({
      before: { waiter: 'Rafiq', total: 960, status: 'paid' },
      after: { waiter: 'Karim', total: 2, status: 'due' },
    });
    expect(changes).toEqual([
      { field: 'total', before: 960, after: 2 },
      { field: 'status', before: 'paid', after: 'due' },
      { field: 'waiter', before: 'Rafiq', after: 'Karim' },
    ]);
  });

  it('leaves out an edit’s field that changed only in the ids inside it, as a receipt’s lines saved again', () => {
    const changes = fieldChanges({
      before: { items: [{ _id: 'l1', name: 'Kacchi', quantity: 2 }], waiter: '' },
      after: { items: [{ _id: 'l2', name: 'Kacchi', quantity: 2 }], waiter: 'Rafiq' },
    });
    expect(changes).toEqual([{ field: 'waiter', before: '', after: 'Rafiq' }]);
    const requantified = fieldChanges({
      before: { items: [{ _id: 'l1', name: 'Kacchi', quantity: 2 }] },
      after: { items: [{ _id: 'l2', name: 'Kacchi', quantity: 3 }] },
    });
    expect(requantified.map((change) => change.field)).toEqual(['items']);
  });

  it('shows a create only as what was made, and a void only as what there was, without the id beside it', () => {
    expect(fieldChanges({ before: null, after: { _id: 'r1', name: 'Kacchi' } })).toEqual([
      { field: 'name', after: 'Kacchi' },
    ]);
    expect(fieldChanges({ before: { _id: 'r1', total: 960 }, after: null })).toEqual([
      { field: 'total', before: 960 },
    ]);
  });

  it('writes money in taka as the app does, quantities as numbers, lines by name and times in the restaurant’s zone', () => {
    expect(formatValue(t, 'amountPaid', 1440)).toBe('৳1,440.00');
    expect(formatValue(t, 'total', 123456)).toBe('৳1,23,456.00');
    // A percentage discount is a number, not taka.
    expect(formatValue(t, 'discountAmount', 10)).toBe('10');
    expect(formatValue(t, 'quantity', 0.0025)).toBe('0.003');
    expect(
      formatValue(t, 'items', [
        { name: 'Kacchi', quantity: 3 },
        { name: 'Borhani', quantity: 2 },
      ]),
    ).toBe('Kacchi ×3, Borhani ×2');
    expect(formatValue(t, 'payments', [{ method: 'Cash' }, { method: 'bKash' }])).toBe('2 lines');
    expect(formatValue(t, 'voidedAt', '2026-11-22T06:30:00.000Z')).toBe(
      formatDateTime('2026-11-22T06:30:00Z'),
    );
    expect(formatValue(t, 'voidedAt', '2026-11-22T06:30:00.000Z')).toMatch(/^22 Nov 2026/);
    expect(formatValue(t, 'isAvailable', false)).toBe('No');
    expect(formatValue(t, 'reason', null)).toBe('—');
    expect(formatValue(t, 'customer', { name: 'Walk-in' })).toBe('Walk-in');
    expect(fieldLabel(t, 'amountPaid')).toBe('Amount paid');
    expect(fieldLabel(t, 'dueTk')).toBe('Due (৳)');
    // A field the catalogue does not name (an older entry's) reads as the API's name in words.
    expect(fieldLabel(t, 'someOldField')).toBe('Some old field');
    // A setting is named by the catalogue, not by the key the books file it under.
    const setting = {
      kind: 'setting' as const,
      entityId: 'business_details',
      label: null,
      before: null,
      after: null,
    };
    expect(shownEntityName(t, setting)).toBe('Business details');
    expect(shownEntityName(t, { ...setting, entityId: 'someOldSetting' })).toBe('someOldSetting');
  });

  it('names the entity by the label its entry was written with: an edit of a receipt’s waiter by the receipt’s number', () => {
    const edit = {
      entityId: 'e82c537d-7d0c-4c2e-9f1e-2f5a3c9b1d40',
      label: '20261127184230',
      before: { waiter: '' },
      after: { waiter: 'Rafiq' },
    };
    expect(entityName(edit)).toBe('20261127184230');
  });

  it('names an entry without a label by the number or name among its values, else its id', () => {
    expect(
      entityName({ entityId: 'r1', label: null, before: null, after: { invoiceNumber: '20261122123456' } }),
    ).toBe('20261122123456');
    expect(entityName({ entityId: 'd1', label: null, before: { name: 'Kacchi' }, after: null })).toBe(
      'Kacchi',
    );
    expect(
      entityName({ entityId: 'u1', label: null, before: { role: 'staff' }, after: { role: 'manager' } }),
    ).toBe('u1');
  });

  it('opens a receipt voided on the page as voided, and files payments, movements and recipes under their owner', () => {
    const voided = voidedReceipts([
      { kind: 'receipt', entityId: 'r1', action: 'create' },
      { kind: 'receipt', entityId: 'r1', action: 'void' },
      { kind: 'order', entityId: 'o1', action: 'void' },
      { kind: 'receipt', entityId: 'r2', action: 'update' },
    ]);
    expect([...voided]).toEqual(['r1']);
    expect(historyOwner('payment')).toBe('receipt');
    expect(historyOwner('stock-movement')).toBe('stock-item');
    expect(historyOwner('recipe')).toBe('dish');
    expect(historyOwner('user')).toBe('user');
  });
});

describe('the trail’s filters as a request', () => {
  it('sends only the filters set, and a period from its first instant to the next one’s', () => {
    const tuesday = new Date('2026-03-10T12:00:00+06:00');
    expect(auditRequest({ user: undefined, kind: undefined, action: undefined, period: 'all' }, 1)).toEqual({
      page: 1,
    });
    expect(
      auditRequest({ user: 'u1', kind: 'receipt', action: 'void', period: 'today' }, 3, tuesday),
    ).toEqual({
      page: 3,
      userId: 'u1',
      kind: 'receipt',
      action: 'void',
      startDate: '2026-03-09T18:00:00.000Z',
      endDate: '2026-03-10T18:00:00.000Z',
    });
  });
});
