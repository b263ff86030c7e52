import { AsyncLocalStorage } from 'node:async_hooks';
import { gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * Holds every answer a route test receives to the OpenAPI document the app serves: the status is
 * one the call lists, the media type one that status lists, the body valid against its schema
 * (JSON Schema 2020-12, with Ajv), and a header the API defines present only where documented.
 * A mismatch fails the test that received the answer, and so does a 5xx, which the document lists
 * (any call can meet a failing database) but no test should meet unless it provokes one
 * (`provokingServerError`). A file or a stream is held to its status
 * and media type; a request the document has no operation for (an unknown path, the web app) is
 * not an API call and passes untouched.
 */

interface Header {
  required?: boolean;
}
interface Response {
  $ref?: string;
  headers?: Record<string, Header>;
  content?: Record<string, { schema?: object }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, object>; responses?: Record<string, Response> };
}

/** Headers the API itself sets, each on the answers whose documentation says so. */
const apiHeaders = ['x-next-cursor', 'content-range', 'retry-after', 'etag', 'content-disposition', 'accept-ranges'];

interface Route {
  method: string;
  segments: (string | null)[];
  operation: Operation;
}

/** The operation for a request: static segments win over parameters, segment by segment, as in the router. */
function findRoute(routes: Route[], method: string, path: string): Route | undefined {
  const parts = path.split('/');
  const matches = routes.filter(
    (r) =>
      r.method === method &&
      r.segments.length === parts.length &&
      r.segments.every((segment, i) => (segment === null ? parts[i] !== '' : segment === parts[i])),
  );
  const rank = (r: Route) => r.segments.map((segment) => (segment === null ? '1' : '0')).join('');
  return matches.sort((a, b) => rank(a).localeCompare(rank(b)))[0];
}

const schemaPrefix = '#/components/schemas/';

/**
 * A copy of a schema whose `$ref`s name the schemas by an id Ajv can hold (an `$id` may not be a
 * fragment such as the document's `#/components/schemas/Task`).
 */
function withAjvRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withAjvRefs) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' && child.startsWith(schemaPrefix)
        ? `openapi:${child.slice(schemaPrefix.length)}`
        : withAjvRefs(child),
    ]),
  ) as T;
}

class AnswerChecker {
  private readonly routes: Route[];
  private readonly ajv = new Ajv2020({ allErrors: true, strict: true, formats: { binary: true } });
  private readonly validators = new Map<object, ValidateFunction>();

  constructor(private readonly document: Document) {
    this.routes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        segments: path.split('/').map((segment) => (/^\{.+\}$/.test(segment) ? null : segment)),
        operation,
      })),
    );
    // Each named schema under its own id, so that the document's `$ref`s resolve against them.
    for (const [name, schema] of Object.entries(document.components.schemas ?? {}))
      this.ajv.addSchema({ ...withAjvRefs(schema), $id: `openapi:${name}` });
  }

  /** What is wrong with an answer, or undefined when the document describes it. */
  problem(res: LightMyRequestResponse): string | undefined {
    const method = res.raw.req.method ?? 'GET';
    const [path = ''] = (res.raw.req.url ?? '').split('?');
    // HEAD is GET without the body (RFC 9110): the document lists the GET.
    const route = findRoute(this.routes, method === 'HEAD' ? 'GET' : method, path);
    if (!route) return undefined;
    const { operationId, responses } = route.operation;
    const where = `${method} ${res.raw.req.url} (${operationId}) answered ${res.statusCode}`;
    const listed = responses[String(res.statusCode)];
    if (!listed) return `${where}, a status the document does not list (${Object.keys(responses).join(', ')})`;
    const response = this.resolve(listed);

    for (const header of apiHeaders) {
      const documented = response.headers?.[header];
      if (res.headers[header] !== undefined && !documented) return `${where} with ${header}, not documented there`;
      if (documented?.required && res.headers[header] === undefined) return `${where} without ${header}`;
    }

    const bytes = res.rawPayload;
    const declared = res.headers['content-type'];
    const mediaType = typeof declared === 'string' ? declared.split(';')[0]!.trim().toLowerCase() : undefined;
    if (!response.content) {
      return bytes.length > 0 ? `${where} with a body (${mediaType}), where the document has none` : undefined;
    }
    if (bytes.length === 0 && method === 'HEAD') return undefined;
    const content = mediaType === undefined ? undefined : response.content[mediaType];
    if (!content)
      return `${where} with ${mediaType ?? 'no media type'}, not one of ${Object.keys(response.content).join(', ')}`;
    if (mediaType !== 'application/json' || !content.schema) return undefined;

    const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${where} with a body that is not JSON: ${text.slice(0, 200)}`;
    }
    const validate = this.validator(content.schema);
    if (validate(body)) return undefined;
    return `${where} with a body the document does not describe: ${this.ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`;
  }

  private resolve(response: Response): Response {
    if (!response.$ref) return response;
    const name = response.$ref.replace('#/components/responses/', '');
    const found = this.document.components.responses?.[name];
    if (!found) throw new Error(`the document refers to a response it does not have: ${response.$ref}`);
    return found;
  }

  private validator(schema: object): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(withAjvRefs(schema));
      this.validators.set(schema, validate);
    }
    return validate;
  }
}

const checkers = new WeakMap<FastifyInstance, AnswerChecker>();
const serverErrorExpected = new AsyncLocalStorage<true>();

/** Runs calls that are meant to meet a server error (a database made to fail): their 5xx passes. */
export function provokingServerError<T>(calls: () => Promise<T>): Promise<T> {
  return serverErrorExpected.run(true, calls);
}

/**
 * From now on, every `app.inject` of this (ready) app holds its answer to the app's own document,
 * and throws, naming the call and what differs, when the document does not describe it.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: unknown) => Promise<LightMyRequestResponse>;
  const checked = async (options: unknown) => {
    const res = await inject(options);
    let checker = checkers.get(app);
    if (!checker) {
      checker = new AnswerChecker(app.swagger() as unknown as Document);
      checkers.set(app, checker);
    }
    if (res.statusCode >= 500 && !serverErrorExpected.getStore())
      throw new Error(
        `A server error the test did not provoke (provokingServerError): ${res.raw.req.method} ${res.raw.req.url} ` +
          `answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
      );
    const problem = checker.problem(res);
    if (problem) throw new Error(`The API document does not describe this answer: ${problem}`);
    return res;
  };
  Object.assign(app, { inject: checked });
}
