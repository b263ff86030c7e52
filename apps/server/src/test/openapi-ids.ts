import { idKinds, type IdKind } from '@vazife/contract';

/** A JSON schema of the OpenAPI document, as far as the generated tests read it. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  format?: string;
  /** The kind (or kinds) of object an id names: `idOf` in packages/contract/src/common.ts. */
  'x-id-of'?: IdKind | IdKind[];
}

export interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, unknown>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: Method;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  operation: OpenApiOperation;
}

/** An id a request carries, where it goes and what it names. */
export interface IdField {
  in: 'path' | 'query' | 'body';
  name: string;
  kinds: IdKind[];
  /** A list of ids (`member_ids`), not one. */
  list: boolean;
  /** A call must carry it; an optional one may change what the call means (`group_id` for `receiver_id`). */
  required: boolean;
}

const methods = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options'];

/**
 * An operator's call (its token alone opens it): the operator reaches every company by design, so
 * the tests of one company's people against another's leave these out.
 */
export function isOperatorRoute(route: Route): boolean {
  const security = route.operation.security;
  return security !== undefined && security.length > 0 && security.every((s) => 'operatorBearer' in s);
}

/** Every operation of the document, the documentation's own pages left out. */
export function routesOf(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.includes(method))
        .map(([method, operation]) => {
          if (!['get', 'post', 'put', 'delete'].includes(method))
            throw new Error(`${method.toUpperCase()} ${path}: the generated tests call no such method yet`);
          return { method: method.toUpperCase() as Method, path, operation };
        }),
    );
}

/** The schema itself where it is a reference to one of the document's named schemas. */
export function deref(document: OpenApiDocument, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; current.$ref; hops++) {
    const name = current.$ref.slice(current.$ref.lastIndexOf('/') + 1);
    const target = document.components?.schemas?.[name];
    if (!target || hops > 20) throw new Error(`unresolved schema reference ${current.$ref}`);
    current = target;
  }
  return current;
}

function kindsOf(schema: Schema): IdKind[] | undefined {
  const marked = schema['x-id-of'];
  if (marked === undefined) return undefined;
  const kinds = Array.isArray(marked) ? marked : [marked];
  for (const kind of kinds) if (!idKinds.includes(kind)) throw new Error(`unknown x-id-of ${JSON.stringify(kind)}`);
  return kinds;
}

/** Whether an id is marked anywhere under this schema. */
function holdsId(document: OpenApiDocument, schema: Schema, seen = new Set<Schema>()): boolean {
  const resolved = deref(document, schema);
  if (seen.has(resolved)) return false;
  seen.add(resolved);
  if (kindsOf(resolved)) return true;
  const children = [
    ...Object.values(resolved.properties ?? {}),
    ...(resolved.items ? [resolved.items] : []),
    ...(resolved.anyOf ?? []),
    ...(resolved.oneOf ?? []),
    ...(resolved.allOf ?? []),
  ];
  return children.some((child) => holdsId(document, child, seen));
}

/**
 * The id a field's schema carries: one, or a list (a union's array branch counts: the form shape
 * of a list is its comma-separated text). Undefined for a field that names nothing.
 */
function idOfField(
  document: OpenApiDocument,
  schema: Schema,
  where: string,
): Pick<IdField, 'kinds' | 'list'> | undefined {
  const resolved = deref(document, schema);
  const single = kindsOf(resolved);
  if (single) return { kinds: single, list: false };
  const branches = [resolved, ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])].map((s) => deref(document, s));
  for (const branch of branches) {
    const kinds = kindsOf(branch);
    if (kinds) return { kinds, list: false };
    const items = branch.items && kindsOf(deref(document, branch.items));
    if (items) return { kinds: items, list: true };
  }
  // An id deeper in a field (a list of objects that each name one) is not filled by these tests
  // yet: better to fail, naming it, than to pass without calling it.
  if (holdsId(document, resolved))
    throw new Error(`${where}: an id nested in the field; teach openapi-ids.ts to reach it`);
  return undefined;
}

/** The request body's schema: JSON where the route takes it, else its first media type. */
export function bodySchemaOf(document: OpenApiDocument, route: Route): { type: string; schema: Schema } | undefined {
  const content = route.operation.requestBody?.content;
  if (!content) return undefined;
  const type = content['application/json'] ? 'application/json' : Object.keys(content)[0]!;
  return { type, schema: deref(document, content[type]!.schema) };
}

/** Every id the route's requests carry: path and query parameters, and the body's fields. */
export function idFieldsOf(document: OpenApiDocument, route: Route): IdField[] {
  const fields: IdField[] = [];
  for (const parameter of route.operation.parameters ?? []) {
    if ((parameter.in !== 'path' && parameter.in !== 'query') || !parameter.schema) continue;
    const where = `${route.method} ${route.path} ${parameter.in} ${parameter.name}`;
    const found = idOfField(document, parameter.schema, where);
    const required = parameter.in === 'path' || parameter.required === true;
    if (found) fields.push({ in: parameter.in, name: parameter.name, required, ...found });
  }
  const body = bodySchemaOf(document, route);
  for (const [name, schema] of Object.entries(body?.schema.properties ?? {})) {
    const found = idOfField(document, schema, `${route.method} ${route.path} body ${name}`);
    const required = body?.schema.required?.includes(name) ?? false;
    if (found) fields.push({ in: 'body', name, required, ...found });
  }
  return fields;
}
