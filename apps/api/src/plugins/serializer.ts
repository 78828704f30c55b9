import type { FastifySerializerCompiler } from 'fastify';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** The shape could not be written by fast-json-stringify with the same bytes as zod; the route keeps zod. */
class NotCompilable extends Error {}

/** Keywords that only validate: they change nothing in what is written. */
const VALIDATION_ONLY = new Set([
  '$schema',
  'id',
  '$id',
  'title',
  'description',
  'examples',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
]);
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

function keywordsOf(schema: JsonSchema, allowed: string[]) {
  for (const key of Object.keys(schema)) {
    if (!allowed.includes(key) && !VALIDATION_ONLY.has(key)) throw new NotCompilable(`keyword ${key}`);
  }
}

/**
 * Rewrites zod's JSON Schema (io: output) into the subset fast-json-stringify writes exactly as
 * `JSON.stringify(z.encode(schema, data))` does for every value the zod schema accepts:
 * - `T | null` becomes `nullable: true` (fast-json-stringify would pick an `anyOf` branch by running ajv);
 * - `required` keeps only the properties before the first optional one: fast-json-stringify writes required
 *   properties first, which would move `data` ahead of an optional `message`;
 * - `default` goes (zod applies no default when encoding; fast-json-stringify would write it);
 * - an object drops unknown keys (zod strips them), a record keeps every key in the object's own order;
 * - validation keywords go; anything else (unions, tuples, passthrough objects, …) is refused.
 */
function normalize(schema: unknown): JsonSchema {
  if (schema === true) return {};
  if (typeof schema !== 'object' || schema === null) throw new NotCompilable(`schema ${String(schema)}`);
  const s = schema as JsonSchema;
  if (Object.keys(s).every((key) => VALIDATION_ONLY.has(key))) return {};

  if (Array.isArray(s.anyOf)) {
    keywordsOf(s, ['anyOf']);
    const branches = s.anyOf as JsonSchema[];
    const others = branches.filter((b) => !(b.type === 'null' && Object.keys(b).length === 1));
    if (branches.length !== 2 || others.length !== 1) throw new NotCompilable('union');
    return nullable(normalize(others[0]));
  }
  if ('const' in s) {
    keywordsOf(s, ['const', 'type']);
    if (Array.isArray(s.type)) throw new NotCompilable('nullable const');
    return { const: s.const };
  }
  if (Array.isArray(s.enum)) {
    keywordsOf(s, ['enum', 'type']);
    if (!s.enum.every((v) => typeof v === 'string')) throw new NotCompilable('non-string enum');
    return { type: 'string' };
  }
  if (Array.isArray(s.type)) {
    const types = s.type as string[];
    const others = types.filter((t) => t !== 'null');
    if (types.length !== 2 || others.length !== 1) throw new NotCompilable('several types');
    return nullable(normalize({ ...s, type: others[0] }));
  }
  switch (s.type) {
    case 'object':
      return object(s);
    case 'array':
      keywordsOf(s, ['type', 'items']);
      return { type: 'array', items: normalize(s.items ?? true) };
    default:
      if (typeof s.type !== 'string' || !PRIMITIVES.has(s.type)) throw new NotCompilable(`type ${String(s.type)}`);
      keywordsOf(s, ['type', 'default']);
      return { type: s.type };
  }
}

function nullable(schema: JsonSchema): JsonSchema {
  if (schema.nullable === true || Object.keys(schema).length === 0) return schema;
  return { ...schema, nullable: true };
}

function object(s: JsonSchema): JsonSchema {
  keywordsOf(s, ['type', 'properties', 'required', 'additionalProperties', 'propertyNames', 'default']);
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  const keys = Object.keys(properties);
  const extra = s.additionalProperties;
  if (keys.length > 0 || extra === false || extra === undefined) {
    // A z.object: declared keys only (a passthrough object keeps others, in an order of its own: refused).
    if (extra !== false && extra !== undefined) throw new NotCompilable('passthrough object');
    const required = new Set((s.required ?? []) as string[]);
    const leading: string[] = [];
    for (const key of keys) {
      if (!required.has(key)) break;
      leading.push(key);
    }
    const out: Record<string, JsonSchema> = {};
    for (const key of keys) out[key] = normalize(properties[key]);
    return { type: 'object', properties: out, required: leading };
  }
  // A z.record with string keys: every own key, in the object's order, as JSON.stringify writes it.
  const names = s.propertyNames as JsonSchema | undefined;
  if (names !== undefined && !(names.type === 'string' && Object.keys(names).length === 1)) {
    throw new NotCompilable('record keys');
  }
  return { type: 'object', additionalProperties: normalize(extra) };
}

/** A fast-json-stringify schema for the zod schema, or undefined when the route must keep zod's serializer. */
export function fastJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  try {
    return normalize(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', cycles: 'throw' }));
  } catch {
    // NotCompilable, or a type JSON Schema cannot say (a date, a transform): zod's serializer it is.
    return undefined;
  }
}

/** Why a reply's bytes differ from zod's: the test suite fails on it instead of a client. */
export class SerializerMismatchError extends Error {
  constructor(route: string, fast: string, expected: string) {
    super(`${route}: compiled serializer wrote ${fast.slice(0, 300)} where zod writes ${expected.slice(0, 300)}`);
  }
}

export interface SerializerOptions {
  /**
   * Also encode every reply with zod and compare the bytes (tests and development): an invalid reply fails as
   * it did with zod's serializer, and a shape the compiled one writes differently fails loudly.
   */
  verify: boolean;
}

/**
 * Replies written by fast-json-stringify from each route's zod response schema, compiled once per route, instead
 * of encoding every reply with zod and then JSON.stringify (docs/performance.md). The bytes are zod's: shapes
 * that could differ (see `normalize`) keep zod's serializer.
 */
export function responseSerializerCompiler(options: SerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const zodSerialize = zodSerializerCompiler(route) as (data: unknown) => string;
    const jsonSchema = route.schema instanceof z.ZodType ? fastJsonSchema(route.schema) : undefined;
    if (!jsonSchema) return zodSerialize;
    const fast = fastJson(jsonSchema as AnySchema) as (data: unknown) => string;
    if (!options.verify) return fast;
    const name = `${route.method} ${route.url} ${String(route.httpStatus ?? '')}`.trim();
    return (data: unknown) => {
      const expected = zodSerialize(data);
      const written = fast(data);
      if (written !== expected) throw new SerializerMismatchError(name, written, expected);
      return written;
    };
  };
}
