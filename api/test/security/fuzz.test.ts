/**
 * Malformed requests across every route, generated from the api's own OpenAPI document: each
 * operation gets hostile path parameters, headers, query strings, JSON bodies (built from its
 * body schema: missing, mistyped, oversized and NUL-bearing fields, prototype keys, broken
 * JSON, wrong content types) and broken multipart, with no token, a bad token and a real
 * SuperAdmin token. No reply may be a 5xx, and every error must be JSON `{ message }`.
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { TENANT, suiteApp } from '../helper';

const t = suiteApp({ env: { LOG_LEVEL: 'warn' }, admin: true, resetEachTest: false });

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  maxLength?: number;
  enum?: unknown[];
}
interface Operation {
  summary?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
type Paths = Record<string, Record<string, Operation>>;

/** A valid value of a schema, to mutate one field at a time. */
function sample(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]),
      );
    case 'array':
      return [sample(schema.items ?? { type: 'string' })];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return 'fuzz@example.com';
  }
}

const HOSTILE_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  {},
  [[[[[]]]]],
  '',
  ' ',
  'x'.repeat(70_000),
  'nul\u0000byte',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  { $gt: '' },
  { __proto__: { admin: true } },
];

/** Bodies for an operation with a JSON body schema. */
function jsonBodies(schema: Schema): { payload: string; type: string }[] {
  const valid = sample(schema) as Record<string, unknown>;
  const bodies: unknown[] = [undefined, null, [], 'text', 42, {}];
  for (const key of Object.keys(schema.properties ?? {})) {
    const { [key]: _dropped, ...missing } = valid;
    bodies.push(missing);
    for (const value of HOSTILE_VALUES) bodies.push({ ...valid, [key]: value });
  }
  bodies.push({ ...valid, __proto__: { role: 'SuperAdmin' } });
  bodies.push(JSON.parse(`{"constructor":{"prototype":{"polluted":1}},"__proto__":{"x":1}}`));
  const json = bodies.map((body) => ({
    payload: body === undefined ? '' : JSON.stringify(body),
    type: 'application/json',
  }));
  return [
    ...json,
    { payload: '{"unterminated": ', type: 'application/json' },
    { payload: '{"a":1}{"b":2}', type: 'application/json' },
    { payload: '\u0000\u0001\u0002', type: 'application/json' },
    { payload: JSON.stringify(valid), type: 'text/plain' },
    { payload: JSON.stringify(valid), type: 'application/xml' },
    { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { payload: JSON.stringify(valid), type: 'application/json; charset=utf-16' },
    { payload: '['.repeat(5000), type: 'application/json' },
  ];
}

/** Broken and hostile multipart bodies. */
function multipartBodies(): { payload: Buffer | string; type: string }[] {
  const b = `fz${randomBytes(6).toString('hex')}`;
  const part = (headers: string, body: string) => `--${b}\r\n${headers}\r\n\r\n${body}\r\n`;
  const type = `multipart/form-data; boundary=${b}`;
  return [
    { payload: 'x', type: 'multipart/form-data' },
    { payload: '', type },
    { payload: `--${b}--\r\n`, type },
    { payload: part('Content-Disposition: form-data; name="file"; filename="a.png"', 'x'), type },
    { payload: part('Content-Dispo', 'x') + `--${b}--`, type },
    { payload: part('Content-Disposition: form-data; name="__proto__"', 'x') + `--${b}--`, type },
    {
      payload:
        part(
          'Content-Disposition: form-data; name="resume"; filename="../../etc/passwd"',
          '%PDF-1',
        ) + `--${b}--`,
      type,
    },
    {
      payload:
        Array.from({ length: 40 }, (_, i) =>
          part(`Content-Disposition: form-data; name="f${i}"`, 'v'),
        ).join('') + `--${b}--`,
      type,
    },
    { payload: `--${b}\r\n${'X-H: v\r\n'.repeat(300)}\r\nbody\r\n--${b}--`, type },
    { payload: randomBytes(2048), type },
    { payload: 'x', type: `multipart/form-data; boundary=${'b'.repeat(300)}` },
    { payload: 'x', type: 'multipart/mixed; boundary=abc' },
  ];
}

const PARAM_VALUES = [
  TENANT,
  'other',
  'nope',
  'x'.repeat(600),
  '%00',
  '%ZZ',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%92%A9',
  "'%20OR%201=1",
  '__proto__',
];

const AUTH: (() => Record<string, string>)[] = [
  () => ({}),
  () => ({ authorization: 'Bearer not-a-real-token' }),
  () => ({ authorization: 'Basic YWRtaW46YWRtaW4=' }),
  () => ({ authorization: `Bearer ${t.admin}` }),
];

function requestsFor(path: string, method: string, operation: Operation): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const fill = (value: string) => path.replace(/\{[^}]+\}/g, value);
  const valid = fill(TENANT).replace(`/${TENANT}/${TENANT}`, `/${TENANT}/does-not-exist`);
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const isMultipart = /multipart/i.test(operation.summary ?? '');
  const bodies = jsonSchema
    ? jsonBodies(jsonSchema)
    : isMultipart
      ? multipartBodies()
      : [{ payload: '{"x":1}', type: 'application/json' }];
  const base = (auth: Record<string, string>) => ({ 'x-tenant-id': TENANT, ...auth });
  const upper = method.toUpperCase() as InjectOptions['method'];

  // Hostile path parameters, with and without a token.
  for (const value of PARAM_VALUES)
    for (const auth of AUTH.slice(0, 2).concat(AUTH[3]!))
      requests.push({ method: upper, url: fill(value), headers: base(auth()) });
  // Hostile headers.
  for (const headers of [
    {},
    { 'x-tenant-id': '' },
    { 'x-tenant-id': 'other' },
    { 'x-tenant-id': 'x'.repeat(5000) },
    { 'x-tenant-id': [TENANT, 'other'] as unknown as string },
    { 'x-tenant-id': TENANT, authorization: 'Bearer ' },
    { 'x-tenant-id': TENANT, authorization: `Bearer ${'a'.repeat(10_000)}` },
    { 'x-tenant-id': TENANT, 'content-length': '99999999' },
    { 'x-tenant-id': TENANT, 'content-type': 'application/json', 'content-encoding': 'gzip' },
  ])
    requests.push({ method: upper, url: valid, headers, payload: '{}' });
  // Hostile query strings.
  for (const query of [
    '?status=%00',
    '?status[]=a&status[]=b',
    '?status=Draft&status=Draft',
    `?${'a=1&'.repeat(2000)}`,
  ])
    requests.push({ method: upper, url: `${valid}${query}`, headers: base(AUTH[3]!()) });
  // Bodies, anonymous and as the SuperAdmin (past authentication, into validation and handlers).
  if (method !== 'get') {
    for (const body of bodies)
      for (const auth of [AUTH[0]!, AUTH[3]!])
        requests.push({
          method: upper,
          url: valid,
          headers: { ...base(auth()), 'content-type': body.type },
          payload: body.payload,
        });
  }
  return requests;
}

it('answers ≥1,000 malformed requests on every route without a 5xx, errors as { message }', async () => {
  const paths = (t.app.swagger() as { paths: Paths }).paths;
  const requests: InjectOptions[] = [];
  for (const [path, operations] of Object.entries(paths))
    for (const [method, operation] of Object.entries(operations))
      requests.push(...requestsFor(path, method, operation));
  expect(requests.length).toBeGreaterThanOrEqual(1000);
  expect(Object.keys(paths).length).toBeGreaterThanOrEqual(25);

  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (const request of requests) {
    const res = await t.app.inject(request);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const what = `${request.method} ${String(request.url).slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
    if (res.statusCode >= 500) failures.push(what);
    else if (res.statusCode >= 400) {
      let body: unknown;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      if (typeof message !== 'string' || message === '') failures.push(`no { message }: ${what}`);
    }
  }
  expect(failures).toEqual([]);
  // Enough of them reached the handlers, not only the first checks.
  expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
  expect(statuses.get(400)).toBeGreaterThan(300);
}, 240_000); // every new route adds requests: a busy two-core machine needs minutes
