/**
 * Malformed input for the API fuzz test: what a careless client or a prober sends. Each list is
 * short on purpose (the test sends every value to every field of every route), and each entry
 * stands for a class of inputs that once broke, or could break, a parser, a schema or a database.
 */

/** Field values (JSON): control characters, broken Unicode, sizes, impossible dates, wrong types. */
export const badFieldValues: unknown[] = [
  'a\u0000b',
  '\u0000',
  'x\u0001\u001f\u007fy',
  'satır\nsatır\r\n',
  '\ud800',
  'a\udfffb',
  '\u{1F600}\ufeff\u200b',
  'x'.repeat(300_000),
  '',
  '   ',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '2027-02-30T10:00:00Z',
  '2100',
  '9999-12-31T23:59:59.999Z',
  "' or 1=1 --",
  '%00',
  -1,
  1e308,
  true,
  null,
  ['a', 'b'],
  { a: 1 },
  nest(200),
];

/** Path and query values, already percent-encoded: the URL form of the same classes. */
export const badUrlValues: string[] = [
  '%00',
  'a%00b',
  '%01%1F%7F',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%25',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
  '%2B275760-09-13T00%3A00%3A00.000Z',
  '2027-02-30',
  '-1',
  '1e309',
  '%5B%5D',
  '',
];

/** Whole bodies that are not what any route takes, with the content type they claim. */
export const badBodies: { contentType: string | undefined; payload: string | Buffer }[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":' + '['.repeat(3000) },
  { contentType: 'application/json', payload: '[1,2]' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { contentType: 'application/json', payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'text/plain', payload: 'merhaba' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&b=%ED%A0%80&c=%' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  {
    contentType: 'multipart/form-data; boundary=X',
    payload: '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  },
  { contentType: 'multipart/form-data; boundary=X', payload: 'garbage without any boundary' },
  {
    contentType: 'multipart/form-data; boundary=X',
    payload:
      '--X\r\nContent-Disposition: form-data; name="title"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhi\r\n' +
      '--X\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n--X--\r\n',
  },
  { contentType: undefined, payload: 'x' },
];

/** An object nested `depth` levels deep. */
function nest(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** A plausible valid value for a body field, so that one bad field at a time reaches deep code. */
export function plausibleValue(
  name: string,
  schema: { type?: string | string[]; format?: string; enum?: unknown[]; anyOf?: unknown[] },
  known: { email: () => string; password: string; userId: string; companyCode: string },
): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (name.includes('email')) return known.email();
  if (name.includes('password')) return known.password;
  if (name === 'assigned_to') return known.userId;
  if (name.includes('code')) return known.companyCode;
  if (name === 'deadline') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.format === 'binary') return undefined;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  return 'Deneme metni';
}
