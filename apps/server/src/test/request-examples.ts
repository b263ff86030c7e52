import type { InjectOptions } from 'fastify';
import { bodySchemaOf, deref, type IdField, type OpenApiDocument, type Route, type Schema } from './openapi-ids.js';
import { multipart } from './sample-files.js';

/**
 * A valid value of a schema, so that a generated call passes validation and reaches the company
 * check. An object gets its required fields only: an optional one can change what a call means.
 */
export function example(document: OpenApiDocument, schema: Schema, where: string): unknown {
  const resolved = deref(document, schema);
  if (resolved.enum) return resolved.enum[0];
  if ('const' in resolved) return resolved.const;
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) {
    const chosen = alternatives.find((s) => deref(document, s).type !== 'null') ?? alternatives[0]!;
    return example(document, chosen, where);
  }
  const type = Array.isArray(resolved.type) ? resolved.type.find((x) => x !== 'null') : resolved.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (resolved.required ?? []).map((key) => [
          key,
          example(document, resolved.properties?.[key] ?? {}, `${where}.${key}`),
        ]),
      );
    case 'string':
      if (resolved.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      return 'Deneme metni'.padEnd(resolved.minLength ?? 0, '.').slice(0, resolved.maxLength ?? 1000);
    case 'integer':
    case 'number':
      return resolved.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    default:
      throw new Error(`${where}: cannot write an example of ${JSON.stringify(resolved)}`);
  }
}

/** The values given for a request's ids, by where they go (`path id`, `body member_ids`). */
export type IdValues = Map<string, string | string[]>;
export const keyOf = (field: Pick<IdField, 'in' | 'name'>) => `${field.in} ${field.name}`;

/** A body field that takes a file (multipart): its schema, as the upload plugin declares it. */
const isFileField = (schema: Schema) =>
  schema.format === 'binary' || (schema.type === 'array' && schema.items?.format === 'binary');

/**
 * The request of a route with these ids: the path filled, the query and the body written from
 * their schemas with the ids in place. A body with `is_group` says whether its id is a group's:
 * the contract reads a conversation's id as a person's unless it does.
 */
export function requestOf(
  document: OpenApiDocument,
  route: Route,
  ids: IdValues,
  opts: { isGroup?: boolean; file?: Buffer } = {},
): { url: string; payload?: InjectOptions['payload'] } {
  const where = `${route.method} ${route.path}`;
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = ids.get(`path ${name}`);
    if (typeof value !== 'string') throw new Error(`${where}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [key, value] of ids)
    if (key.startsWith('query '))
      for (const one of Array.isArray(value) ? value : [value]) query.append(key.slice('query '.length), one);
  const search = query.size > 0 ? `?${query}` : '';

  const body = bodySchemaOf(document, route);
  if (!body) return { url: url + search };
  const fields = example(document, body.schema, `${where} body`) as Record<string, unknown>;
  for (const [key, value] of ids) if (key.startsWith('body ')) fields[key.slice('body '.length)] = value;
  if (body.schema.properties?.is_group && opts.isGroup !== undefined) fields.is_group = opts.isGroup;
  if (body.type === 'application/json') return { url: url + search, payload: fields as InjectOptions['payload'] };
  if (body.type !== 'multipart/form-data') throw new Error(`${where}: cannot write a ${body.type} body`);
  const text: Record<string, string> = {};
  const files: { field: string; name: string; data: Buffer; type: string }[] = [];
  for (const [name, schema] of Object.entries(body.schema.properties ?? {})) {
    const value = fields[name];
    if (isFileField(deref(document, schema))) {
      if (body.schema.required?.includes(name) || opts.file)
        files.push({ field: name, name: 'ornek.jpg', data: opts.file ?? Buffer.alloc(0), type: 'image/jpeg' });
    } else if (value !== undefined) text[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return { url: url + search, payload: multipart(text, files) as unknown as InjectOptions['payload'] };
}
