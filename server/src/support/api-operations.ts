import type { JsonSchema } from './schema-examples';

type OpenApiParameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, unknown>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** One endpoint and the inputs it declares. `path` keeps OpenAPI's {name} placeholders. */
export type ApiOperation = {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
  /** The status the operation documents for success (201 for most creations, else 200). */
  successCode: number;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every documented operation that takes a path, query or body parameter; deletions last, so probes of other
 * operations still find their rows. */
export function operationsWithInputs(document: OpenApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const found: ApiOperation = {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema })),
        body: operation.requestBody?.content?.['application/json']?.schema,
        successCode: Number(
          Object.keys(operation.responses ?? {}).find((code) => code.startsWith('2')) ?? 200,
        ),
      };
      if (found.pathParams.length || found.query.length || found.body) operations.push(found);
    }
  }
  return operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** The path segment a {param} belongs to: /api/customers/{id} → customers. */
export function resourceOf(path: string, param: string): string {
  const segments = path.split('/');
  return segments[segments.indexOf(`{${param}}`) - 1] ?? '';
}
