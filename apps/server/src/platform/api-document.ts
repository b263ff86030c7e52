import { errorResponses, errorSchemas, type ErrorStatus } from './api-answers.js';

/** The parts of an OpenAPI 3.0 document this pass reads and writes. */
type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[] };
interface MediaType {
  schema?: Schema;
}
interface Response {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, Response>;
  /** Left by the route transform (api-docs.ts) for this pass, which turns it into responses. */
  'x-error-statuses'?: ErrorStatus[];
  /** The route's limit (write-budgets.ts), kept; its description is said on the 429 as well. */
  'x-rate-limit'?: { description: string };
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; responses?: Record<string, Response> } & Record<string, unknown>;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const schemaRef = '#/components/schemas/';

/**
 * An operation's id from its method and path, stable as long as they are: `GET /api/tasks/{id}`
 * is `getTasksById`, `POST /api/tasks/{id}/update-status` is `postTasksByIdUpdateStatus`,
 * `GET /api/tasks/export.csv` is `getTasksExportCsv` (a dot in an id trips some client generators).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? ['by', param] : segment.split(/[-_.]/);
    });
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

const successDescriptions: Record<string, string> = { '200': 'Başarılı', '201': 'Oluşturuldu' };

const nextCursorHeader = {
  description:
    'Sonraki (daha eski) sayfanın imleci: bir sonraki istekte `cursor` olarak gönderilir; son sayfada yoktur',
  schema: { type: 'string' },
};

/** Media types that cannot carry a file: a file field of the body is left out of theirs. */
const textOnlyBodies = new Set(['application/json', 'application/x-www-form-urlencoded']);

const isFileSchema = (schema: Schema | undefined): boolean =>
  schema?.format === 'binary' || (schema?.type === 'array' && isFileSchema(schema.items as Schema | undefined));

function withoutFileFields(media: MediaType): MediaType {
  const schema = media.schema;
  if (!schema?.properties || !Object.values(schema.properties).some(isFileSchema)) return media;
  const { required, ...rest } = schema;
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([, field]) => !isFileSchema(field)));
  const stillRequired = required?.filter((name) => name in properties) ?? [];
  return { ...media, schema: { ...rest, properties, ...(stillRequired.length ? { required: stillRequired } : {}) } };
}

/** JSON first (what most clients send), then the form types, each a media type object of its own. */
function finishBody(content: Record<string, MediaType>): Record<string, MediaType> {
  const types = Object.keys(content).sort(
    (a, b) => Number(b === 'application/json') - Number(a === 'application/json'),
  );
  return Object.fromEntries(
    types.map((type) => [type, textOnlyBodies.has(type) ? withoutFileFields(content[type]!) : { ...content[type] }]),
  );
}

function finishOperation(method: string, path: string, operation: Operation, usedErrors: Set<ErrorStatus>): void {
  operation.operationId ??= operationIdOf(method, path);
  const pages = operation.parameters?.some((p) => p.in === 'query' && p.name === 'cursor');
  for (const [status, response] of Object.entries(operation.responses)) {
    if (response.description === 'Default Response' && successDescriptions[status])
      response.description = successDescriptions[status];
    if (pages && status.startsWith('2') && response.content)
      response.headers = { ...response.headers, 'x-next-cursor': nextCursorHeader };
  }
  for (const status of operation['x-error-statuses'] ?? []) {
    // A status the route answers in a form of its own (PayTR's notification: plain text) keeps its
    // declaration beside the shared error body.
    const own = operation.responses[status]?.content;
    if (own && !('application/json' in own)) {
      operation.responses[status] = {
        ...operation.responses[status],
        content: { ...own, ...(errorResponses[status].response.content as Record<string, MediaType>) },
      };
      usedErrors.add(status);
      continue;
    }
    operation.responses[status] = { $ref: `#/components/responses/${errorResponses[status].name}` };
    // OpenAPI 3.1 lets a reference say its own description: what this route's limit is.
    const limit = operation['x-rate-limit'];
    if (status === 429 && limit) operation.responses[status].description = limit.description;
    usedErrors.add(status);
  }
  delete operation['x-error-statuses'];
  if (operation.requestBody) operation.requestBody.content = finishBody(operation.requestBody.content);
}

/** Every `$ref` string under a value. */
function refsUnder(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsUnder(item, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else refsUnder(child, found);
    }
  return found;
}

function replaceRefs(value: unknown, replace: (ref: string) => string): void {
  if (Array.isArray(value)) for (const item of value) replaceRefs(item, replace);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') (value as Record<string, unknown>)[key] = replace(child);
      else replaceRefs(child, replace);
    }
}

/**
 * The type provider writes every named schema twice, as read (`TaskInput`) and as written
 * (`Task`), whether or not the two differ or are used: one name is kept where they are the same.
 */
function mergeInputTwins(schemas: Record<string, Schema>): Map<string, string> {
  const twins = new Map<string, string>();
  const asOutput = (schema: Schema) =>
    JSON.stringify(schema).replace(/("\$ref":"#\/components\/schemas\/[^"]+?)Input"/g, '$1"');
  for (const name of Object.keys(schemas)) {
    const base = name.replace(/Input$/, '');
    const output = schemas[base];
    if (base !== name && output && asOutput(schemas[name]!) === asOutput(output)) twins.set(name, base);
  }
  return twins;
}

/** Names reached from the paths and responses, and from those names in turn. */
function reachedSchemas(document: ApiDocument): Set<string> {
  const reached = new Set<string>();
  let frontier = [...refsUnder([document.paths, document.components.responses])];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const ref of frontier) {
      if (!ref.startsWith(schemaRef)) continue;
      const name = ref.slice(schemaRef.length);
      if (reached.has(name)) continue;
      reached.add(name);
      next.push(...refsUnder(document.components.schemas?.[name]));
    }
    frontier = next;
  }
  return reached;
}

/**
 * The last pass over the document @fastify/swagger built from the routes: an id for every
 * operation, its error answers as shared responses with the `{detail}` schemas, the paging
 * header, a media type of its own for each body type (without file fields where a file cannot
 * go), and only the named schemas something refers to.
 */
export function finishDocument<T extends ApiDocument>(document: T): T {
  const usedErrors = new Set<ErrorStatus>();
  const ids = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths))
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      finishOperation(method, path, operation, usedErrors);
      const other = ids.get(operation.operationId!);
      if (other) throw new Error(`operationId ${operation.operationId} of ${method} ${path} is also ${other}'s`);
      ids.set(operation.operationId!, `${method} ${path}`);
    }

  const schemas: Record<string, Schema> = { ...document.components.schemas, ...errorSchemas };
  const twins = mergeInputTwins(schemas);
  const rename = (ref: string) => {
    const name = ref.startsWith(schemaRef) ? ref.slice(schemaRef.length) : undefined;
    const twin = name && twins.get(name);
    return twin ? schemaRef + twin : ref;
  };
  replaceRefs([document.paths, schemas], rename);
  const responses = Object.fromEntries(
    [...usedErrors]
      .sort((a, b) => a - b)
      .map((status) => [errorResponses[status].name, errorResponses[status].response]),
  );
  document.components = { ...document.components, schemas, responses };
  const reached = reachedSchemas(document);
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => reached.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return document;
}
