import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

/* ------------------------------------------------------------------------------------------------
 * Routes, read from the app itself: every (method, path) of the router (printRoutes), enriched with
 * the parameters and JSON body schema of the OpenAPI document where the route is documented.
 * ---------------------------------------------------------------------------------------------- */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Field {
  name: string;
  schema: JsonSchema;
}

export interface Route {
  method: string;
  path: string;
  /** Path parameter names, in order (`/:bucket/:name` → bucket, name). */
  params: string[];
  paramSchemas: Record<string, JsonSchema>;
  query: Field[];
  headers: Field[];
  /** The JSON body schema, when the route declares one. */
  body?: JsonSchema;
  /** In the OpenAPI document (false for hidden routes: health, docs, uploads). */
  documented: boolean;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const takesBody = (route: Route) => BODY_METHODS.has(route.method);

/** Every route the router holds, except the CORS preflight catch-all (`OPTIONS *`). */
export function discoverRoutes(app: FastifyInstance): Route[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    if (!schema?.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc.components?.schemas?.[name]);
  };

  const routes = new Map<string, Route>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (path === '*' || method === 'OPTIONS') continue;
      routes.set(`${method} ${path}`, {
        method,
        path,
        params: [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? ''),
        paramSchemas: {},
        query: [],
        headers: [],
        documented: false,
      });
    }
  }

  const documented = new Set<string>();
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    const path = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      const key = `${method} ${path}`;
      documented.add(key);
      const targets = [key, `${method} ${path.replace(/\/$/, '')}`];
      if (method === 'GET') targets.push(`HEAD ${path}`, `HEAD ${path.replace(/\/$/, '')}`);
      for (const target of new Set(targets)) {
        const route = routes.get(target);
        if (!route) {
          if (target === key) throw new Error(`OpenAPI documents ${key}, but the router has no such route`);
          continue;
        }
        route.documented = true;
        for (const parameter of operation.parameters ?? []) {
          const schema = resolve(parameter.schema) ?? {};
          if (parameter.in === 'path') route.paramSchemas[parameter.name] = schema;
          if (parameter.in === 'query') route.query.push({ name: parameter.name, schema });
          if (parameter.in === 'header') route.headers.push({ name: parameter.name, schema });
        }
        const body = resolve(operation.requestBody?.content?.['application/json']?.schema);
        if (body) route.body = body;
      }
    }
  }
  return [...routes.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/* ------------------------------------------------------------------------------------------------
 * Nasty values.
 * ---------------------------------------------------------------------------------------------- */

/** Strings that have broken parsers, queries and file systems before (no upper-case SQL: see INTERNALS). */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  "'",
  '"',
  '\\',
  '`',
  "' or '1'='1",
  '1; drop table users; --',
  "' union all select null, null --",
  '1) or sleep(5)#',
  '%',
  '%00',
  '\u0000',
  'a\u0000b',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '....//....//',
  '/dev/random',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '-1',
  '0',
  '1.5',
  '1e309',
  '0x1F',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  '[]',
  '{}',
  '😀🧸',
  '👩‍👩‍👧‍👦'.repeat(20),
  'ｂｏｎｅｋａ',
  'İı',
  '\u202egnp.exe',
  'Z̷̢̛a̶l̸g̵o̴',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufeff',
  'x'.repeat(201),
  'é'.repeat(1_000),
  'a'.repeat(70_000),
];

export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  1.5,
  0.1,
  -2_147_483_648,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
];

/** Keys a client should never be able to set (mass assignment) or that poison prototypes. */
export const NASTY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'type',
  'role',
  'isAdmin',
  'emailVerified',
  'email_verified',
  'status',
  'payment_status',
  'user_id',
  'userId',
  'id',
  'total_amount',
  'price',
  'subtotal',
  'stock',
  'password_hash',
  '',
  ' ',
  'a.b',
  'a[b]',
  '$where',
  '$ne',
  'x'.repeat(300),
];

const nastyString = () => fc.oneof({ arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 }, fc.string());
const nastyNumber = () => fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true }));

/** Wrong types and odd shapes: what a client that ignores the schema sends. */
export const nastyValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: nastyString(), weight: 4 },
    { arbitrary: nastyNumber(), weight: 3 },
    fc.boolean(),
    fc.constant(null),
    fc.constant([]),
    fc.constant({}),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constant(nested(60)),
    fc.constant(Array.from({ length: 2_000 }, (_, i) => i)),
    fc.constant(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]))),
    fc.constant(Object.fromEntries([['__proto__', { type: 'admin', isAdmin: true, polluted: 1 }]])),
    fc.constant({ constructor: { prototype: { type: 'admin', polluted: 1 } } }),
  );

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/* ------------------------------------------------------------------------------------------------
 * Schema-driven values: mostly well-formed (so the request reaches the service and the database),
 * with wrong types, boundaries and extra keys mixed in. `known` holds real ids/tokens by field name.
 * ---------------------------------------------------------------------------------------------- */

export type Known = Record<string, readonly unknown[]>;
/** The real values for a name (never Object.prototype's: names like `constructor` are generated too). */
const realFor = (known: Known, name: string) => (Object.hasOwn(known, name) ? known[name] : undefined);

const MAX_STRING = 40;

function wellFormed(schema: JsonSchema, name: string, known: Known, depth: number): fc.Arbitrary<unknown> {
  const generic = wellFormedGeneric(schema, name, known, depth);
  const real = realFor(known, name);
  const arbitrary = real?.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 3 }, { arbitrary: generic, weight: 1 })
    : generic;
  return schema.nullable ? fc.oneof({ arbitrary, weight: 4 }, fc.constant(null)) : arbitrary;
}

function wellFormedGeneric(schema: JsonSchema, name: string, known: Known, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => wellFormed(s, name, known, depth)));
  if (schema.allOf?.[0]) return wellFormed(schema.allOf[0], name, known, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, wellFormed(s, key, known, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
    }
    case 'array': {
      const items = schema.items ?? {};
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return depth > 4
        ? fc.constant([])
        : fc.array(wellFormed(items, name, known, depth + 1), { minLength, maxLength });
    }
    case 'string': {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      if (schema.format === 'email' || /email|username/i.test(name)) return fc.emailAddress();
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
    }
    case 'integer':
    case 'number': {
      const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
      const min = Math.max(Number.MIN_SAFE_INTEGER, (schema.minimum ?? -1_000_000) + exclusive);
      const max = Math.min(Number.MAX_SAFE_INTEGER, schema.maximum ?? 1_000_000);
      const small = fc.integer({ min, max: Math.max(min, Math.min(max, min + 1_000)) });
      return fc.oneof({ arbitrary: small, weight: 3 }, fc.integer({ min, max }), fc.constantFrom(min, max));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Off by one just past a schema's bounds. */
function boundaryBreakers(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (schema.maxLength !== undefined) out.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength) out.push('x'.repeat(schema.minLength - 1));
  if (schema.minimum !== undefined) out.push(schema.minimum - 1, schema.minimum);
  if (schema.maximum !== undefined) out.push(schema.maximum + 1, schema.maximum + 0.5);
  if (schema.maxItems !== undefined) out.push(Array.from({ length: schema.maxItems + 1 }, () => ({})));
  return out;
}

/** A value for `schema`: well-formed, broken at one level, or any of the nasty values. */
export function fuzzValue(schema: JsonSchema, name: string, known: Known, depth = 0): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const breakers = boundaryBreakers(schema);
  const options: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: wellFormed(schema, name, known, depth), weight: 6 },
    { arbitrary: nastyValue(), weight: 2 },
  ];
  if (breakers.length) options.push({ arbitrary: fc.constantFrom(...breakers), weight: 1 });
  if (type === 'object' && schema.properties && depth <= 4) {
    // Each property fuzzed on its own, some dropped, plus keys the client must not control.
    const entries = Object.entries(schema.properties).map(([key, s]) =>
      fc.option(
        fuzzValue(s, key, known, depth + 1).map((v) => [key, v] as const),
        { freq: 4 },
      ),
    );
    const extra = fc.array(fc.tuple(fc.constantFrom(...NASTY_KEYS), nastyValue()), { maxLength: 3 });
    options.push({
      arbitrary: fc
        .tuple(fc.tuple(...entries), extra)
        .map(([own, more]) => Object.fromEntries([...own.filter((e) => e !== null), ...more])),
      weight: 6,
    });
  }
  if (type === 'array' && schema.items && depth <= 4) {
    options.push({
      arbitrary: fc.array(fuzzValue(schema.items, name, known, depth + 1), {
        maxLength: Math.min((schema.maxItems ?? 4) + 2, 8),
      }),
      weight: 3,
    });
  }
  return fc.oneof(...options);
}

/* ------------------------------------------------------------------------------------------------
 * Requests.
 * ---------------------------------------------------------------------------------------------- */

export interface FuzzRequest {
  who: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How the body was made (json, raw, multipart, …). */
  bodyKind: string;
}

const preview = (payload: string | Buffer | undefined) => {
  if (payload === undefined) return '';
  const text = typeof payload === 'string' ? payload : payload.toString('latin1');
  const shown = text.length > 600 ? `${text.slice(0, 600)}…` : text;
  return JSON.stringify(shown).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
};

/** One line that lets anyone replay the request by hand. */
export function describeRequest(r: FuzzRequest): string {
  const headers = { ...r.headers };
  if (headers.authorization) headers.authorization = `${headers.authorization.slice(0, 24)}…`;
  const size = r.payload === undefined ? 0 : Buffer.byteLength(r.payload);
  return (
    `[${r.who}] ${r.method} ${r.url.length > 400 ? `${r.url.slice(0, 400)}…` : r.url} ` +
    `headers=${JSON.stringify(headers)} body(${r.bodyKind}, ${size} bytes)=${preview(r.payload)}`
  );
}

const withPrinter = (r: FuzzRequest): FuzzRequest =>
  Object.assign(r, { [fc.toStringMethod]: () => describeRequest(r) });

export interface Identities {
  /** Authorization header value per identity name (undefined: none). */
  [who: string]: string | undefined;
}

export const GARBAGE_AUTH = [
  'Bearer x',
  'Bearer ',
  'Basic b3duZXI6cGFzc3dvcmQ=',
  'bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  `Bearer ${'a'.repeat(5_000)}`,
  "Bearer ' or 1=1 --",
];

/** Path segments that must go on the wire unencoded to mean anything. */
const RAW_SEGMENTS = ['%', '%zz', '%00', '%2F', '%2f..%2f', '%252e%252e', '..', '.', ';', '~', '*', '%C0%AE', '%ff'];

/** encodeURIComponent, with lone surrogates (which no URL can carry) made well-formed first. */
export const encode = (s: string) =>
  encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const ID_STRINGS = ['0', '-1', '1.5', '1e3', '0x10', '00001', ' 1', '+1', '2147483647', '2147483648', '1/1'];

function segmentArb(name: string, schema: JsonSchema | undefined, known: Known): fc.Arbitrary<string> {
  const options: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 300), ...ID_STRINGS), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
    { arbitrary: fc.integer().map(String), weight: 1 },
  ].map((o) => ({ ...o, arbitrary: o.arbitrary.map(encode) }));
  options.push({ arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 });
  const real = realFor(known, name);
  if (real?.length) options.push({ arbitrary: fc.constantFrom(...real.map((v) => encode(String(v)))), weight: 6 });
  if (schema)
    options.push({
      arbitrary: wellFormed(schema, name, known, 0).map((v) => encode(String(v))),
      weight: 3,
    });
  return fc.oneof(...options);
}

const asQueryValue = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v);

/** Percent-encodes only what would break the URL; brackets, quotes, braces and the like go as they are. */
const loose = (s: string) =>
  encode(s).replace(/%(5B|5D|27|22|3C|3E|7B|7D|60|7C|5C|5E|24|2C|3B|3A|40|2F|3F|21|2A|28|29)/g, decodeURIComponent);

function queryArb(fields: Field[], known: Known): fc.Arbitrary<string> {
  const valid = fc
    .tuple(
      ...fields.map((f) =>
        fc.option(
          wellFormed(f.schema, f.name, known, 0).map((v) => `${encode(f.name)}=${encode(asQueryValue(v) ?? '')}`),
          { freq: 2 },
        ),
      ),
    )
    .map((pairs) => pairs.filter((p) => p !== null).join('&'))
    .map((text) => (text ? `?${text}` : ''));
  return fc.oneof(valid, fuzzedQuery(fields, known));
}

function fuzzedQuery(fields: Field[], known: Known): fc.Arbitrary<string> {
  const own = fields.map((f) =>
    fc.option(
      fc.tuple(
        fc.constant(f.name),
        fuzzValue(f.schema, f.name, known).map((v) => asQueryValue(v) ?? ''),
        fc.boolean(), // repeated key: becomes an array
      ),
      { freq: 2 },
    ),
  );
  const extra = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...NASTY_KEYS, '__proto__[type]', 'constructor[prototype][x]', 'page[]', 'limit[$gt]'),
        fc.string({ maxLength: 10 }),
      ),
      nastyString().map((s) => s.slice(0, 2_000)),
      fc.constant(false),
    ),
    { maxLength: 3 },
  );
  return fc.tuple(fc.tuple(...own), extra, fc.boolean()).map(([mine, more, raw]) => {
    const pairs = [...mine.filter((p) => p !== null), ...more];
    if (pairs.length === 0) return '';
    const enc = raw ? loose : encode;
    const text = pairs
      .flatMap(([k, v, twice]) => Array.from({ length: twice ? 2 : 1 }, () => `${enc(k)}=${enc(v)}`))
      .join('&');
    return `?${text}`;
  });
}

/** Malformed or odd JSON text. */
export const RAW_BODIES = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'null',
  'true',
  '0',
  '-0',
  '1e999',
  '123456789012345678901234567890',
  '"text"',
  '[]',
  '[1,2',
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"type":"admin","polluted":1}}',
  '{"constructor":{"prototype":{"type":"admin","polluted":1}}}',
  '{"a":1,"a":2}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  `"${'\\u0041'.repeat(50_000)}"`,
];

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json;charset=UTF-8',
  'APPLICATION/JSON',
];
const WRONG_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/json; charset=utf-16',
  'application/jsonx',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  'image/png',
  '*/*',
  ';',
];

/* ---- multipart ---- */

/** The API's file field names (the earlier shop's): multipart routes declare no body schema, so OpenAPI has none. */
export const FILE_FIELDS = ['image', 'images', 'images[]', 'paymentProof', 'profileImage'];

export interface Samples {
  /** Real images (PNG, JPEG) and hostile files: HTML/SVG/PHP named .png, a decompression bomb's header, … */
  files: Buffer[];
}

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

const FILENAMES = [
  'boneka.png',
  'foto.jpg',
  '../../x.png',
  '..\\..\\x.png',
  '/etc/passwd',
  '',
  'a'.repeat(300),
  'shell.php.png',
  '"quoted".png',
  'ünï cödé 😀.png',
  'x.svg',
  'x.html',
  '%00.png',
];
const PART_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'text/html',
  'application/octet-stream',
  'application/x-php',
  'application/json',
];
const MALFORMATIONS = ['none', 'none', 'none', 'none', 'no-closing', 'other-boundary', 'no-boundary', 'lf-only'];

function partArb(fieldNames: string[], known: Known, samples: Samples): fc.Arbitrary<Part> {
  const data = fc.oneof(
    { arbitrary: fc.constantFrom(...samples.files), weight: 4 },
    { arbitrary: fc.uint8Array({ maxLength: 1_024 }).map((a) => Buffer.from(a)), weight: 2 },
    {
      arbitrary: fc
        .uint8Array({ maxLength: 256 })
        .map((a) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(a)])),
      weight: 1,
    },
    { arbitrary: nastyString().map((s) => Buffer.from(s)), weight: 1 },
  );
  const file = fc.record({
    name: fc.oneof({ arbitrary: fc.constantFrom(...FILE_FIELDS), weight: 4 }, nastyString()),
    filename: fc.constantFrom(...FILENAMES),
    contentType: fc.constantFrom(...PART_TYPES),
    data,
  });
  const field = fc
    .oneof({ arbitrary: fc.constantFrom(...fieldNames, 'removeImage'), weight: 4 }, nastyString())
    .chain((name) =>
      fc.record({
        name: fc.constant(name),
        data: fc
          .oneof(
            { arbitrary: fc.constantFrom(...(realFor(known, name) ?? ['true']).map(String)), weight: 4 },
            nastyString(),
            fc.integer().map(String),
            fc.constantFrom('true', 'false'),
          )
          .map((s) => Buffer.from(s)),
      }),
    );
  return fc.oneof(file, field);
}

const headerSafe = (s: string) => s.replace(/[\r\n"]/g, '_');

function buildMultipart(parts: Part[], boundary: string, malformation: string) {
  const nl = malformation === 'lf-only' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `Content-Disposition: form-data; name="${headerSafe(part.name)}"` +
      (part.filename !== undefined ? `; filename="${headerSafe(part.filename)}"` : '');
    const type = part.contentType ? `${nl}Content-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}${nl}${disposition}${type}${nl}${nl}`), part.data, Buffer.from(nl));
  }
  if (malformation !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--${nl}`));
  const header =
    malformation === 'no-boundary'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${malformation === 'other-boundary' ? `${boundary}x` : boundary}`;
  return { payload: Buffer.concat(chunks), contentType: header };
}

function multipartArb(route: Route, known: Known, samples: Samples) {
  const fieldNames = Object.keys(route.body?.properties ?? {}).concat(['name', 'price', 'stock', 'description']);
  return fc
    .record({
      parts: fc.oneof(
        { arbitrary: fc.array(partArb(fieldNames, known, samples), { maxLength: 6 }), weight: 5 },
        { arbitrary: fc.array(partArb(fieldNames, known, samples), { minLength: 20, maxLength: 40 }), weight: 1 },
      ),
      boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,.-]{1,60}$/),
      malformation: fc.constantFrom(...MALFORMATIONS),
    })
    .map(({ parts, boundary, malformation }) => ({
      ...buildMultipart(parts, boundary, malformation),
      kind: `multipart:${malformation}:${parts.length} parts [${parts
        .map((p) => `${p.filename !== undefined ? 'file' : 'field'} ${JSON.stringify(p.name.slice(0, 20))}`)
        .join(', ')}]`,
    }));
}

interface Body {
  kind: string;
  payload?: string | Buffer;
  contentType?: string;
}

function bodyArb(route: Route, known: Known, samples: Samples, multipartWeight: number): fc.Arbitrary<Body> {
  const json = (value: fc.Arbitrary<unknown>, kind: string) =>
    fc
      .tuple(value, fc.constantFrom(...JSON_TYPES))
      .map(([v, contentType]): Body => ({ kind, payload: JSON.stringify(v) ?? 'null', contentType }));
  const options: fc.WeightedArbitrary<Body>[] = [
    { arbitrary: fc.constant({ kind: 'none' }), weight: 1 },
    { arbitrary: json(nastyValue(), 'json:any'), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom(...JSON_TYPES))
        .map(([payload, contentType]) => ({ kind: 'json:raw', payload, contentType })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
            fc.constantFrom('a=1&b=2', '<x/>'),
          ),
          fc.constantFrom(...WRONG_TYPES),
        )
        .map(([payload, contentType]) => ({ kind: 'wrong-type', payload, contentType })),
      weight: 1,
    },
  ];
  if (route.body) {
    options.push(
      { arbitrary: json(wellFormed(route.body, 'body', known, 0), 'json:valid'), weight: 6 },
      { arbitrary: json(fuzzValue(route.body, 'body', known), 'json:fuzzed'), weight: 6 },
    );
  }
  if (multipartWeight > 0) {
    options.push({
      arbitrary: multipartArb(route, known, samples).map(({ payload, contentType, kind }): Body => ({
        kind,
        payload,
        contentType,
      })),
      weight: multipartWeight,
    });
  }
  return fc.oneof(...options);
}

export interface RequestOptions {
  known: Known;
  identities: Identities;
  samples: Samples;
  /** How often each identity is picked (1 when absent). */
  weights?: Record<string, number>;
  /** Weight of multipart bodies among the body kinds (0: none). */
  multipartWeight?: number;
}

/** Requests for one route: path values, query, identity, headers and (for POST/PUT/DELETE) a body. */
export function requestArb(route: Route, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const { known, identities, samples } = options;
  const names = Object.keys(identities);
  const segments = fc.tuple(...route.params.map((p) => segmentArb(p, route.paramSchemas[p], known)));
  const headerFields = fc.tuple(
    ...route.headers.map((h) =>
      fc.option(
        fuzzValue(h.schema, h.name, known).map(
          (v) =>
            [
              h.name,
              String(asQueryValue(v))
                .replace(/[^\x20-\x7e]/g, '?')
                .slice(0, 500),
            ] as const,
        ),
        { freq: 2 },
      ),
    ),
  );
  const auth = fc.oneof(
    ...names.map((who) => ({
      arbitrary: fc.constant({ who, value: identities[who] }),
      weight: options.weights?.[who] ?? 1,
    })),
    { arbitrary: fc.constantFrom(...GARBAGE_AUTH).map((value) => ({ who: 'garbage', value })), weight: 1 },
  );
  const body: fc.Arbitrary<Body> = takesBody(route)
    ? bodyArb(route, known, samples, options.multipartWeight ?? 0)
    : fc.oneof(
        { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 6 },
        {
          arbitrary: fc
            .jsonValue({ maxDepth: 1 })
            .map((v): Body => ({ kind: 'json:any', payload: JSON.stringify(v), contentType: 'application/json' })),
          weight: 1,
        },
      );
  return fc
    .record({ values: segments, query: queryArb(route.query, known), auth, headers: headerFields, body })
    .map(({ values, query, auth: identity, headers: extra, body: b }) => {
      let i = 0;
      const path = route.path.replace(/:[A-Za-z0-9_]+/g, () => values[i++] ?? '');
      const headers: Record<string, string> = Object.fromEntries(extra.filter((h) => h !== null));
      if (identity.value !== undefined) headers.authorization = identity.value;
      if (b.contentType !== undefined) headers['content-type'] = b.contentType;
      return withPrinter({
        who: identity.who,
        method: route.method,
        url: `${path}${query}`,
        headers,
        payload: b.payload,
        bodyKind: b.kind,
      });
    });
}

/* ------------------------------------------------------------------------------------------------
 * The reply contract (docs/ARCHITECTURE.md, "The server": one error envelope, no internals).
 * ---------------------------------------------------------------------------------------------- */

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  message: z.string().min(1),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** What must never reach a client: stack frames, module paths, SQL, the database's name. */
export const INTERNALS = [
  /\bat \/|\bat [^\n]*\(\/|node_modules|\.[cm]?[jt]s:\d+|\/work\//,
  /SELECT |INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM|SQLITE_|constraint failed|violates/,
  /sqlite|postgres|kysely|busboy/i,
];

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');
const PROTOTYPE_KEYS = prototypeKeys();

/**
 * A product bug already reported: replies matching it are tolerated (and counted) so the fuzzing keeps
 * covering everything else. Each one has a failing reproduction of its own (`it.fails`).
 */
export interface KnownBug {
  id: string;
  matches(r: FuzzRequest, res: LightMyRequestResponse): boolean;
}
/** How often each known bug was hit. */
export const knownBugHits: Record<string, number> = {};

export class ContractViolation extends Error {}

/**
 * Throws (with the request, so it can be replayed) when the reply breaks the contract.
 * Returns the id of the known bug the reply matched, if any.
 */
export function checkReply(
  r: FuzzRequest,
  res: LightMyRequestResponse,
  knownBugs: readonly KnownBug[] = [],
): string | undefined {
  const fail = (why: string): never => {
    throw new ContractViolation(
      `${why}\n  request: ${describeRequest(r)}\n  reply:   ${res.statusCode} ` +
        `${JSON.stringify(res.headers['content-type'] ?? '')} ${res.body.slice(0, 800)}`,
    );
  };
  if (prototypeKeys() !== PROTOTYPE_KEYS || ({} as Record<string, unknown>).polluted !== undefined)
    fail('Object.prototype was polluted');
  const bug = knownBugs.find((b) => b.matches(r, res));
  if (bug) {
    knownBugHits[bug.id] = (knownBugHits[bug.id] ?? 0) + 1;
    return bug.id;
  }
  if (res.statusCode >= 500) fail(`a ${res.statusCode} reply`);
  if (res.statusCode < 400) return undefined;
  if (!/^application\/json\b/.test(String(res.headers['content-type'] ?? ''))) fail('a 4xx that is not JSON');
  if (res.statusCode === 429 && !res.headers['retry-after']) fail('a 429 without Retry-After');
  if (r.method === 'HEAD') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    fail('a 4xx whose body does not parse as JSON');
  }
  const envelope = ErrorEnvelope.safeParse(body);
  if (!envelope.success) fail(`a 4xx without the error envelope (${envelope.error.issues[0]?.message})`);
  if (INTERNALS.some((pattern) => pattern.test(res.body))) fail('a 4xx that leaks internals');
  return undefined;
}

/** Sends the request from a fresh address (so throttles never hide a bug) and checks the reply. */
export async function sendAndCheck(
  app: FastifyInstance,
  r: FuzzRequest,
  remoteAddress: string,
  knownBugs: readonly KnownBug[] = [],
): Promise<{ res: LightMyRequestResponse; knownBug?: string }> {
  const res = await app.inject({
    method: r.method as 'GET',
    url: r.url,
    headers: r.headers,
    payload: r.payload,
    remoteAddress,
  });
  return { res, knownBug: checkReply(r, res, knownBugs) };
}
