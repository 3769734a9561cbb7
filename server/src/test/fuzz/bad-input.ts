import fc from 'fast-check';

/** Text that has broken web apps before: empty, huge, control characters, other scripts, injection-shaped. */
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\n\r',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '1e309',
  '1E-2',
  '0x1F',
  '١٢٣',
  "' OR '1'='1",
  '"; drop table users; --',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  'مطعم دسترخوان',
  '\u202Eevil\u202C',
  'שלום',
  'দস্তরখান কাচ্চি',
  '𝕯𝖆𝖘𝖙𝖆𝖗𝖐𝖍𝖆𝖓 🍛🥤',
  '\uD800',
  '\uFEFF\u200B',
  'x'.repeat(10_000),
  'ক'.repeat(10_000),
  '2024-02-30',
  '0000-00-00',
  '2024-13-01',
  '9999-12-31',
  '10000-01-01',
  '-000001-01-01',
  '+275760-09-13T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
  '2025-01-01T25:61:61Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
);

export const badString = fc.oneof(
  { weight: 3, arbitrary: nastyStrings },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** Negative, fractional, tiny, huge, past 2^31 / 2^53, and past numeric(14,2). NaN and Infinity are not JSON. */
export const badNumber = fc.oneof(
  fc.constantFrom(
    -1,
    -0.01,
    -0,
    0,
    0.001,
    1.005,
    0.1 + 0.2,
    1e-7,
    2 ** 31,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    999_999_999_999.99,
    1_000_000_000_000,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An object nested far deeper than any form. */
const deepObject = fc.integer({ min: 20, max: 200 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
});

/** Any value in a place that expects something else. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badString },
  { weight: 4, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], [null], [{}]) },
  { weight: 1, arbitrary: fc.array(badString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 1_000 }, (_, i) => i)) },
  { weight: 1, arbitrary: deepObject },
  { weight: 1, arbitrary: fc.object({ maxDepth: 2, maxKeys: 4 }) },
);

/** Keys that must never reach an object's prototype or be mistaken for fields. */
export const badKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    ' ',
    '$where',
    'id',
    '_id',
  ),
  fc.string({ maxLength: 20 }),
);

/** A path parameter that is not a valid id: written raw into the URL, so malformed escapes are included. */
export const badPathSegment = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    'null',
    'undefined',
    'x',
    '%',
    '%zz',
    '%00',
    '..',
    '%2e%2e%2f',
    "'%20OR%201=1--",
    '00000000-0000-0000-0000-000000000000',
    '6f1c5d86-3a2e-4b7f-9c1d-2e4f6a8b0c1',
    '6F1C5D86-3A2E-4B7F-9C1D-2E4F6A8B0C1D',
    '{6f1c5d86-3a2e-4b7f-9c1d-2e4f6a8b0c1d}',
    'a'.repeat(200),
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

/** Bodies that are not JSON objects at all, sent as raw text with a content type. */
export const rawBody = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
  ),
  text: fc.constantFrom(
    '',
    '{',
    '{"a":1,}',
    '[]]',
    'null',
    '"text"',
    '1e999',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '['.repeat(5_000) + ']'.repeat(5_000),
    '<xml/>',
    'a=1&b=2',
  ),
});

type Path = (string | number)[];

/** Every place in a JSON value (objects' keys and arrays' indexes), the root excluded. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

type Node = Record<string | number, unknown>;

function nodeAt(root: unknown, path: Path): Node {
  let node = root as Node;
  for (const key of path) node = node[key] as Node;
  return node;
}

/** Sets a key as an own, enumerable property even when it is `__proto__`, so JSON.stringify sends it. */
function setOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

export type Mutation =
  | { kind: 'valid' }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; at: number; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'valid' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: badValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('extra' as const), at: fc.nat(), key: badKey, value: badValue }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: badValue }) },
);

/** Applies a mutation to a copy of a valid value: one field replaced, removed or joined by a stray key. */
export function mutate(valid: unknown, change: Mutation): unknown {
  if (change.kind === 'valid') return valid;
  if (change.kind === 'whole') return change.value;
  const copy = structuredClone(valid);
  const paths = pathsOf(copy);
  if (change.kind === 'extra') {
    const objects = [[], ...paths].filter((path) => {
      const node = nodeAt(copy, path);
      return node !== null && typeof node === 'object' && !Array.isArray(node);
    });
    if (objects.length === 0) return copy;
    setOwn(nodeAt(copy, objects[change.at % objects.length]!), change.key, change.value);
    return copy;
  }
  if (paths.length === 0) return change.kind === 'replace' ? change.value : copy;
  const path = paths[change.at % paths.length]!;
  const parent = nodeAt(copy, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (change.kind === 'replace') setOwn(parent, key, change.value);
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return copy;
}
