import { afterAll, describe, expect, it } from 'vitest';
import {
  operationsWithInputs,
  resourceOf,
  type ApiOperation,
  type OpenApiDocument,
} from '../../support/api-operations';
import { exampleFor, type ExampleHints, type JsonSchema } from '../../support/schema-examples';
import { fingerprinter } from '../fingerprint';
import { createTestContext } from '../test-app';
import { adminWithProbeFixtures } from './probe-setup';

// Every quantity and amount the API takes has a documented maximum (contract/src/limits.ts, ADR 0150), and a
// value just over it is refused with a 400 that names the field, writing nothing. The fields come from the
// OpenAPI document the app serves, so a new route or field is covered (or reported unbounded) without a list.
const ctx = await createTestContext();
afterAll(() => ctx.close());
const fingerprintNow = fingerprinter(ctx.pool);
const { admin, fixtures } = await adminWithProbeFixtures(ctx);
const operations = operationsWithInputs(
  (await ctx.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>(),
).filter((operation) => operation.method !== 'DELETE');

type Path = (string | number)[];
/** A number the API takes: where it sits in a valid body, and the schema that bounds it. */
type NumberField = { body: unknown; path: Path; schema: JsonSchema };

const isNumber = (schema: JsonSchema) =>
  [schema.type].flat().some((type) => type === 'number' || type === 'integer');

/**
 * Each number field of a body schema, each in a valid example of the body (a union's fields in an example of
 * their own branch, so the rest of the body stays valid).
 */
function numberFields(schema: JsonSchema, hints: ExampleHints, key = ''): NumberField[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap((option) => numberFields(option, hints, key));
  if (isNumber(schema)) return [{ body: exampleFor(schema, hints, key), path: [], schema }];
  if (schema.items)
    return numberFields(schema.items, hints, key).map((field) => ({
      ...field,
      body: [field.body],
      path: [0, ...field.path],
    }));
  const base = exampleFor(schema, hints, key) as Record<string, unknown>;
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    numberFields(property, hints, name).map((field) => ({
      ...field,
      body: { ...base, [name]: field.body },
      path: [name, ...field.path],
    })),
  );
}

/** The smallest step over a maximum that is still a well-formed value of its type. */
const justOver = (schema: JsonSchema) =>
  schema.type === 'integer' ? schema.maximum! + 1 : Number((schema.maximum! + 0.01).toFixed(2));

function withValue(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withValue(copy[head!], rest, value);
  return copy;
}

const urlOf = (operation: ApiOperation, query: Record<string, unknown>) => {
  const path = operation.pathParams.reduce(
    (url, param) =>
      url.replace(`{${param}}`, encodeURIComponent(fixtures.pathValues[resourceOf(url, param)] ?? 'x')),
    operation.path,
  );
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return search.size ? `${path}?${search}` : path;
};

type Probe = { name: string; url: string; body?: unknown; errorPaths: string[]; schema: JsonSchema };

/** Every number an operation takes, in its body or its query, set just over its maximum. */
function probesOf(operation: ApiOperation): Probe[] {
  const validQuery = Object.fromEntries(
    operation.query
      .filter((parameter) => parameter.required)
      .map(({ name, schema }) => [name, fixtures.queryValue(name, schema)]),
  );
  const name = `${operation.method} ${operation.path}`;
  const inQuery = operation.query
    .filter((parameter) => isNumber(parameter.schema))
    .map(({ name: parameter, schema }) => ({
      name: `${name} ?${parameter}`,
      url: urlOf(operation, { ...validQuery, [parameter]: justOver(schema) }),
      errorPaths: [parameter],
      schema,
    }));
  const inBody = operation.body
    ? numberFields(operation.body, fixtures.hints).map((field) => {
        const dotted = field.path.join('.');
        return {
          name: `${name} ${dotted}`,
          url: urlOf(operation, validQuery),
          body: withValue(field.body, field.path, justOver(field.schema)),
          // A list of rows (one bare row included) names the row too: "0.quantity".
          errorPaths: [dotted, `0.${dotted}`],
          schema: field.schema,
        };
      })
    : [];
  return [...inQuery, ...inBody];
}

const probes = operations.flatMap((operation) =>
  probesOf(operation).map((probe) => ({ ...probe, method: operation.method })),
);

describe('the maximum of every quantity and amount', () => {
  it('is documented for every number the API takes', () => {
    expect(probes.length).toBeGreaterThan(40);
    expect(probes.filter((probe) => probe.schema.maximum === undefined).map((probe) => probe.name)).toEqual(
      [],
    );
  });

  it.each(probes.filter((probe) => probe.schema.maximum !== undefined))(
    'refuses $name just over its maximum with a 400 naming it, writing nothing',
    async (probe) => {
      const before = await fingerprintNow();
      const response = await ctx.app.inject({
        method: probe.method as 'POST',
        url: probe.url,
        headers: admin.headers,
        ...(probe.body === undefined ? {} : { payload: probe.body as object }),
      });
      expect(response.statusCode, response.body).toBe(400);
      const { errors = [] } = response.json<{ errors?: { path: string; message: string }[] }>();
      // A union (a recipe's bill: a batch or a portion) refuses the body as a whole, saying which maximum.
      const named = (error: { path: string; message: string }) =>
        probe.errorPaths.includes(error.path) ||
        (error.path === '' && error.message.includes('must be at most'));
      expect(errors.some(named), `${JSON.stringify(probe.body)} → ${response.body}`).toBe(true);
      expect(await fingerprintNow()).toEqual(before);
    },
  );
});
