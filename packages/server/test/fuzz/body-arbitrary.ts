import fc from 'fast-check';
import { type ZodType, z } from 'zod';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, WRONG_TYPES } from './hostile-values.ts';

/** Real values of the database under test, so generated bodies reach past "not found". */
export interface ValuePools {
  uuids: string[];
  ints: number[];
  strings: string[];
  states: string[];
  cities: string[];
  /** ISO dates from today on, in order, so a start and an end can make a valid pair. */
  dates: string[];
  campaignIds: string[];
  /** Sites in a plan, and the media owner users and approval-link tokens of the demo data. */
  plannedSiteIds: number[];
  ownerUserIds: string[];
  linkTokens: string[];
  /** Roles, members and policies, so the accounts calls get past "not found" too. */
  roleIds: string[];
  memberIds: string[];
  policyIds: string[];
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  maxItems?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const MAX_DEPTH = 6;

/** The JSON Schema of what a route accepts; a schema zod cannot describe becomes "anything". */
export function inputSchemaOf(schema: ZodType | undefined): JsonSchema {
  if (!schema) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Any hostile value: the replacement for one leaf of a plausible body. */
export function hostileArbitrary(pools: ValuePools): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constantFrom(...WRONG_TYPES),
    fc.constantFrom(...pools.uuids),
    fc.constantFrom(...pools.ints),
  );
}

/**
 * Bodies shaped like the route's schema — right keys, plausible values drawn from the real
 * database and guessed from the field's name — of which some carry one hostile value at a random
 * leaf, so each defence is met where it stands rather than the first one every time.
 */
export function bodyArbitrary(root: JsonSchema, pools: ValuePools): fc.Arbitrary<unknown> {
  const hostile = hostileArbitrary(pools);
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').pop() ?? '';
    return root.$defs?.[name] ?? {};
  };

  const anyValue = (): fc.Arbitrary<unknown> =>
    fc.oneof(
      fc.constantFrom(...pools.strings),
      fc.constantFrom(...pools.uuids),
      fc.constantFrom(...pools.ints),
      fc.string({ maxLength: 20 }),
      fc.boolean(),
    );

  const plausible = (raw: JsonSchema, depth: number, key = ''): fc.Arbitrary<unknown> => {
    const schema = resolve(raw);
    if (depth > MAX_DEPTH) return anyValue();
    const byName = guessByName(key, schema, pools);
    if (byName) return byName;
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options?.length) return fc.oneof(...options.map((o) => plausible(o, depth + 1, key)));
    if (schema.allOf?.length) return plausible(schema.allOf[0], depth, key);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length > 1) return fc.oneof(...types.map((type) => plausible({ ...schema, type }, depth, key)));
    switch (types[0]) {
      case 'object':
        return objectOf(schema, depth);
      case 'array':
        return arrayOf(schema, depth, key);
      case 'string':
        return stringOf(schema);
      case 'integer':
        return fc.oneof(
          fc.constantFrom(...pools.ints),
          fc.integer({ min: bounded(lowest(schema), -1e6), max: bounded(schema.maximum, 1e6) }),
        );
      case 'number':
        return fc.oneof(
          fc.integer({
            min: Math.ceil(bounded(lowest(schema), -1e6)),
            max: Math.floor(bounded(schema.maximum, 1e6)),
          }),
          fc.double({
            min: bounded(lowest(schema), -1e6),
            max: bounded(schema.maximum, 1e6),
            noNaN: true,
            noDefaultInfinity: true,
          }),
        );
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return anyValue();
    }
  };

  const objectOf = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    const properties = schema.properties ?? {};
    const keys = Object.keys(properties);
    if (keys.length === 0) {
      const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
      return fc.dictionary(
        fc.oneof(fc.constantFrom(...pools.strings), fc.string({ maxLength: 8 })),
        plausible(values, depth + 1),
        { maxKeys: 4 },
      );
    }
    const model = Object.fromEntries(keys.map((key) => [key, plausible(properties[key], depth + 1, key)]));
    const required = (schema.required ?? []).filter((key) => keys.includes(key));
    return fc.oneof(
      { arbitrary: fc.record(model, { requiredKeys: required }), weight: 6 },
      { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
      {
        arbitrary: fc
          .record(model, { requiredKeys: required })
          .map((value) => ({ ...(value as object), unexpected: 'key' })),
        weight: 1,
      },
    );
  };

  const arrayOf = (schema: JsonSchema, depth: number, key: string): fc.Arbitrary<unknown> => {
    if (schema.prefixItems?.length)
      return fc.tuple(...schema.prefixItems.map((item) => plausible(item, depth + 1)));
    const items = Array.isArray(schema.items) ? (schema.items[0] ?? {}) : (schema.items ?? {});
    return fc.array(plausible(items, depth + 1, key), {
      minLength: Math.min(schema.minItems ?? 0, 3),
      maxLength: Math.max(Math.min(schema.maxItems ?? 5, 5), Math.min(schema.minItems ?? 0, 3)),
    });
  };

  const stringOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
    switch (schema.format) {
      case 'uuid':
        return fc.oneof(fc.constantFrom(...pools.uuids), fc.uuid());
      case 'email':
        return fc.oneof(fc.constantFrom(...pools.strings.filter((s) => s.includes('@'))), fc.emailAddress());
      case 'date':
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      default:
        if (schema.pattern) {
          try {
            return fc.stringMatching(new RegExp(schema.pattern));
          } catch {
            // An expression fast-check cannot generate from: plain strings will do.
          }
        }
        return fc.oneof(
          fc.constantFrom(...pools.strings),
          fc.string({
            minLength: Math.min(schema.minLength ?? 0, 40),
            maxLength: Math.max(Math.min(schema.maxLength ?? 40, 40), Math.min(schema.minLength ?? 0, 40)),
          }),
        );
    }
  };

  return fc.oneof(
    { arbitrary: plausible(root, 0), weight: 1 },
    {
      arbitrary: fc
        .tuple(plausible(root, 0), fc.nat(), hostile)
        .map(([body, pick, value]) => withLeaf(body, pick, value)),
      weight: 2,
    },
    { arbitrary: hostile, weight: 1 },
  );
}

/** Every path to a leaf (or an empty object/array) of a JSON value. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  if (entries.length === 0) return [prefix];
  return entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

/** A copy of `body` with the leaf chosen by `pick` replaced by `value`. */
export function withLeaf(body: unknown, pick: number, value: unknown): unknown {
  const paths = leafPaths(body);
  return setPath(body, paths[pick % paths.length], value);
}

export function setPath(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  copy[head] = setPath(copy[head], rest, value);
  return copy;
}

/** Values by the field's name, where the schema alone cannot say what makes sense. */
function guessByName(key: string, schema: JsonSchema, pools: ValuePools): fc.Arbitrary<unknown> | null {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' && /^(inv_?ids|siteId)$/i.test(key)) {
    return fc.constantFrom(...pools.plannedSiteIds, ...pools.ints);
  }
  if (type !== 'string' && schema.anyOf === undefined) return null;
  if (/(^|_)(date|start|end)(_|$)/i.test(key)) return fc.constantFrom(...pools.dates);
  if (/^camp(aign)?_?id$/i.test(key)) return fc.constantFrom(...pools.campaignIds);
  if (key === 'media_type') return fc.constantFrom('all', 'ooh', 'digital');
  if (key === 'token') return fc.constantFrom(...pools.linkTokens);
  if (key === 'userId') return fc.constantFrom(...pools.ownerUserIds);
  if (/^role(Id)?$/.test(key)) return fc.constantFrom(...pools.roleIds);
  if (/^(memberId|_id|shared_users)$/.test(key)) return fc.constantFrom(...pools.memberIds);
  if (key === 'policies') return fc.constantFrom(...pools.policyIds);
  if (key === 'phone') {
    // Mostly valid, so the calls that take a phone (members, media owners) are reached past it.
    return fc.oneof(
      { arbitrary: fc.constantFrom('+56 9 6123 4567', '(2) 2345-6789'), weight: 3 },
      { arbitrary: fc.constantFrom('12', ...pools.strings), weight: 1 },
    );
  }
  if (/^(password|new_pass)$/.test(key)) return fc.string({ minLength: 6, maxLength: 24 });
  if (/^states?$/i.test(key)) return fc.constantFrom(...pools.states);
  if (/^cities$|^city$/i.test(key)) return fc.constantFrom('All', ...pools.cities);
  if (/email/i.test(key)) {
    return fc.oneof(
      fc.constantFrom(...pools.strings.filter((s) => s.includes('@'))),
      fc.stringMatching(/^[a-z]{3,10}@[a-z]{3,8}\.test$/),
    );
  }
  return null;
}

function lowest(schema: JsonSchema): number | undefined {
  return schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
}

function bounded(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.max(Math.min(value, 1e9), -1e9);
}
