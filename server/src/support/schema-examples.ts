/** The slice of JSON Schema that the API's OpenAPI document uses (generated from the zod contract). */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * Values by property name for what the schema cannot express (a phone number, an id that must exist); a hint
 * returning undefined leaves the field to the schema.
 */
export type ExampleHints = Record<string, (schema: JsonSchema) => unknown>;

const today = () => new Date().toISOString().slice(0, 10);

function exampleString(schema: JsonSchema, key: string): string {
  switch (schema.format) {
    case 'email':
      return `probe-${Math.random().toString(36).slice(2, 8)}@example.com`;
    case 'date':
      return today();
    case 'date-time':
      return new Date().toISOString();
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'uri':
    case 'url':
      return 'https://example.com/a.jpg';
    default:
      return key ? `Probe ${key}` : 'Probe';
  }
}

/**
 * A plausible, usually valid value for a schema: every property filled (optional ones too, so they are
 * exercised), enums take their first value, numbers their minimum or 1. `hints` override by property name.
 */
export function exampleFor(schema: JsonSchema, hints: ExampleHints = {}, key = ''): unknown {
  const hinted = key ? hints[key]?.(schema) : undefined;
  if (hinted !== undefined) return hinted;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const usable = options.find((option) => option.type !== 'null') ?? options[0]!;
    return exampleFor(usable, hints, key);
  }
  if (schema.allOf?.length) return exampleFor(Object.assign({}, ...schema.allOf) as JsonSchema, hints, key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          exampleFor(property, hints, name),
        ]),
      );
    case 'array':
      return schema.items ? [exampleFor(schema.items, hints, key)] : [];
    case 'integer':
      return typeof schema.default === 'number'
        ? schema.default
        : Math.max(1, Math.ceil(schema.minimum ?? 1));
    case 'number':
      return Math.max(schema.minimum ?? 0, 12.5);
    case 'boolean':
      return true;
    case 'string':
      return exampleString(schema, key);
    default:
      return properties(schema) ? exampleFor({ ...schema, type: 'object' }, hints, key) : 'Probe';
  }
}

function properties(schema: JsonSchema): boolean {
  return schema.properties !== undefined;
}
