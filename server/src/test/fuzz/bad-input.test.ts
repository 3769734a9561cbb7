import { describe, expect, it } from 'vitest';
import { mutate, pathsOf } from './bad-input';

// The fuzzer is only as good as the requests it really sends.
describe('mutations of a valid body', () => {
  const valid = { customer: { name: 'Rahim' }, items: [{ price: 10, quantity: 1 }] };

  it('reaches nested fields and array elements', () => {
    expect(pathsOf(valid)).toEqual([
      ['customer'],
      ['customer', 'name'],
      ['items'],
      ['items', 0],
      ['items', 0, 'price'],
      ['items', 0, 'quantity'],
    ]);
    expect(mutate(valid, { kind: 'replace', at: 4, value: -1 })).toEqual({
      customer: { name: 'Rahim' },
      items: [{ price: -1, quantity: 1 }],
    });
    expect(mutate(valid, { kind: 'drop', at: 1 })).toEqual({ customer: {}, items: valid.items });
  });

  it('sends __proto__ and constructor as real keys, and never alters the valid original', () => {
    const poisoned = mutate(valid, { kind: 'extra', at: 0, key: '__proto__', value: { isAdmin: true } });
    expect(JSON.stringify(poisoned)).toContain('"__proto__":{"isAdmin":true}');
    const constructed = mutate(valid, { kind: 'extra', at: 1, key: 'constructor', value: { prototype: {} } });
    expect(JSON.stringify(constructed)).toContain('"constructor":{"prototype":{}}');
    expect(valid).toEqual({ customer: { name: 'Rahim' }, items: [{ price: 10, quantity: 1 }] });
  });
});
