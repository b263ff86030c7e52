import type { FastifyInstance } from 'fastify';

/** One call of the API as the OpenAPI document describes it: enough to build requests from. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Body fields with their JSON schema; empty when the call takes no body. */
  bodyFields: Record<string, FieldSchema>;
  requiredBodyFields: string[];
  /** No security requirement: callable without a token. */
  isPublic: boolean;
}

export interface FieldSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: FieldSchema[];
  default?: unknown;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, FieldSchema>; required?: string[] } }>;
  };
  security?: unknown[];
}

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;

/**
 * The app's OpenAPI document (call after `ready()`) with every named schema written out where it
 * is referred to, and a lone `allOf` (how a `$ref` keeps a default beside it) merged into its
 * owner: what tests that build requests from the document read. The document has no cycles.
 */
export function resolvedDocument(app: FastifyInstance): { paths: Record<string, Record<string, unknown>> } {
  const doc = app.swagger() as { components?: { schemas?: Record<string, unknown> } };
  const schemas = doc.components?.schemas ?? {};
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (!value || typeof value !== 'object') return value;
    const { $ref, allOf, ...rest } = value as { $ref?: string; allOf?: unknown[] } & Record<string, unknown>;
    const own = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, resolve(child)]));
    if (typeof $ref === 'string' && $ref.startsWith('#/components/schemas/'))
      return { ...(resolve(schemas[$ref.slice('#/components/schemas/'.length)]) as object), ...own };
    if (allOf?.length === 1) return { ...(resolve(allOf[0]) as object), ...own };
    return allOf ? { ...own, allOf: resolve(allOf) } : own;
  };
  return resolve(doc) as { paths: Record<string, Record<string, unknown>> };
}

/** Every operation of the app's OpenAPI document (call after `ready()`), docs pages left out. */
export function openApiOperations(app: FastifyInstance): Operation[] {
  const doc = resolvedDocument(app) as {
    paths: Record<string, Partial<Record<(typeof methods)[number], OpenApiOperation>>>;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: schema?.properties ?? {},
        requiredBodyFields: schema?.required ?? [],
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return operations;
}

/** The path with each `{name}` replaced by the (already encoded) value given for it. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
}
