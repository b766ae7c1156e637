/**
 * Request bodies for the route fuzzer, built from a route's zod schema (through its JSON
 * Schema) and then broken on purpose: wrong types, missing and extra fields, huge strings,
 * deep nesting, unicode, numbers out of range, broken JSON. Deterministic per seed.
 */
import { type ZodType, z } from 'zod';

/** A small, fast, seedable PRNG (mulberry32). */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof random>;

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema is untyped data
export type JsonSchema = Record<string, any>;

/** The JSON Schema of what a route accepts (its input side). */
export function jsonSchemaOf(schema: ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values a real client would send for fields of these names, so that some requests get past validation. */
const PLAUSIBLE: Record<string, readonly unknown[]> = {
  email: ['ada@example.com', 'someone.else@example.org'],
  password: ['correct horse battery', 'x'],
  currentPassword: ['correct horse battery'],
  newPassword: ['a brand new password'],
  birthDate: ['1990-05-15', '1900-01-01', '2100-12-31', '1969-07-20'],
  birthTime: ['14:30', '00:00', '23:59'],
  birthLocation: ['Paris, France', 'Tokyo', 'New York, NY, USA'],
  timezone: ['Europe/Paris', 'UTC', 'America/New_York'],
  latitude: [48.8566, -33.87, 0],
  longitude: [2.3522, 151.21, 0],
  date: ['2026-11-25'],
  q: ['Par', 'Lon', 'São'],
  plan: ['oracle', 'master'],
  kind: ['horoscope_read', 'compatibility_check'],
  token: ['0123456789abcdef0123456789abcdef'],
  houseSystem: ['placidus', 'whole-sign'],
};

const UNICODE = [
  '🜁🌒✨',
  'مرحبا بالعالم',
  'Z̷̢̛a̶͎l̴g̵o̸',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  'Ñoño Æsir Ǆ',
  '𝕊𝕥𝕖𝕝𝕝𝕒',
  '\ufeff',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
];

const EDGE_NUMBERS = [0, -0, -1, 1e308, -1e308, 5e-324, 2 ** 53 + 1, -(2 ** 63), 0.1, 1e21, 999999999];

function resolve(root: JsonSchema, node: JsonSchema): JsonSchema {
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/$defs/')) {
    return resolve(root, root.$defs?.[node.$ref.slice('#/$defs/'.length)] ?? {});
  }
  return node;
}

/** A value that fits the schema as far as a generator can tell (patterns are helped by field names). */
export function plausible(root: JsonSchema, node: JsonSchema, rng: Random, key = '', depth = 0): unknown {
  const schema = resolve(root, node);
  if (key in PLAUSIBLE && rng.chance(0.8)) return rng.pick(PLAUSIBLE[key] as unknown[]);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return rng.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(options) && options.length > 0) return plausible(root, rng.pick(options), rng, key, depth);
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return plausible(root, schema.allOf[0], rng, key, depth);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(schema.required ?? []);
      for (const [name, child] of Object.entries<JsonSchema>(schema.properties ?? {})) {
        if (required.has(name) || rng.chance(0.5)) out[name] = plausible(root, child, rng, name, depth + 1);
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      return Array.from({ length: rng.int(min, max) }, () => plausible(root, schema.items ?? {}, rng, key, depth + 1));
    }
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? min + 12, min + 40);
      if (schema.format === 'email') return `fuzz${rng.int(0, 1e6)}@example.com`;
      return 'abcdefghijklmnopqrstuvwxyz0123456789 '.repeat(2).slice(0, rng.int(min, max)) || 'x'.repeat(min);
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1000;
      const value = min + rng.next() * (max - min);
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    default:
      return rng.pick(['x', 1, true, null]);
  }
}

/** Something of another JSON type than `value`. */
function otherType(value: unknown, rng: Random): unknown {
  const choices: unknown[] = ['text', 42, -1.5, true, null, [], {}, [1, 'two'], { nested: { value: 1 } }];
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  return rng.pick(choices.filter((c) => kind(c) !== kind(value)));
}

function deep(levels: number, rng: Random): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = rng.chance(0.5) ? [value] : { a: value };
  return value;
}

function hugeString(rng: Random): string {
  return rng.pick(['x', 'é', '🜁', 'a ', '%']).repeat(rng.int(1_000, 40_000));
}

/** The body's field paths, so a mutation can reach into nested objects. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Object.entries(value as Record<string, unknown>);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

function setAt(value: unknown, path: string[], next: unknown | typeof REMOVE): unknown {
  if (path.length === 0) return next === REMOVE ? undefined : next;
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path as [string, ...string[]];
  const record = copy as Record<string, unknown>;
  if (rest.length === 0 && next === REMOVE) delete record[head];
  else record[head] = setAt(record[head], rest, next);
  return copy;
}
const REMOVE = Symbol('remove');

export const MUTATIONS = [
  'valid',
  'wrong-type',
  'missing-field',
  'huge-string',
  'deep-nesting',
  'unicode',
  'number-edge',
  'extra-fields',
  'not-an-object',
  'broken-json',
  'wrong-content-type',
  'oversize-body',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** A request body: the JSON text (or not-JSON text) and the content type it is sent with. */
export interface FuzzBody {
  text: string;
  contentType: string;
  mutation: Mutation;
}

/** A plausible body for the schema, broken by one mutation. */
export function fuzzBody(root: JsonSchema, rng: Random, mutation: Mutation): FuzzBody {
  const valid = plausible(root, root, rng);
  const targets = paths(valid).filter((p) => p.length > 0);
  const target = targets.length > 0 ? rng.pick(targets) : [];
  const json = (value: unknown): FuzzBody => ({
    text: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
    mutation,
  });
  switch (mutation) {
    case 'valid':
      return json(valid);
    case 'wrong-type':
      return json(target.length ? setAt(valid, target, otherType(undefined, rng)) : otherType(valid, rng));
    case 'missing-field':
      return json(target.length ? setAt(valid, target, REMOVE) : {});
    case 'huge-string':
      return json(target.length ? setAt(valid, target, hugeString(rng)) : hugeString(rng));
    case 'deep-nesting':
      return rng.chance(0.5)
        ? json(deep(rng.int(100, 3_000), rng))
        : json(target.length ? setAt(valid, target, deep(rng.int(50, 1_000), rng)) : deep(500, rng));
    case 'unicode':
      return json(target.length ? setAt(valid, target, rng.pick(UNICODE)) : rng.pick(UNICODE));
    case 'number-edge':
      return json(target.length ? setAt(valid, target, rng.pick(EDGE_NUMBERS)) : rng.pick(EDGE_NUMBERS));
    case 'extra-fields': {
      const extra = rng.pick<Record<string, unknown>>([
        { isPremium: true },
        { tier: 'master', userId: 'someone-else' },
        { ['__proto__']: { admin: true } },
        { constructor: { prototype: { polluted: 1 } } },
        { [`field${rng.int(0, 999)}`]: 'extra' },
      ]);
      const base = valid && typeof valid === 'object' && !Array.isArray(valid) ? valid : {};
      // JSON text, so that "__proto__" reaches the server as an own key.
      const text = JSON.stringify(base).replace(
        /^\{/,
        `{${JSON.stringify(extra).slice(1, -1)}${Object.keys(base).length ? ',' : ''}`,
      );
      return { text, contentType: 'application/json', mutation };
    }
    case 'not-an-object':
      return json(rng.pick([null, [], [valid], 'a string', 12, true, {}]));
    case 'broken-json':
      return {
        text: rng.pick(['{', '{"a":}', '{"a":1}}', "{'a':1}", '[1,2', '\u0000', 'undefined', '{"a":1,}', 'NaN']),
        contentType: 'application/json',
        mutation,
      };
    case 'wrong-content-type':
      return {
        text: JSON.stringify(valid),
        contentType: rng.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/xml',
        ]),
        mutation,
      };
    case 'oversize-body':
      return json({ ...(valid as object), padding: 'x'.repeat(rng.int(65 * 1024, 200 * 1024)) });
  }
}

/** A query string for the schema, with the same kinds of damage (everything in a query is text). */
export function fuzzQuery(root: JsonSchema | null, rng: Random, mutation: Mutation): string {
  const params = new URLSearchParams();
  const valid = root ? plausible(root, root, rng) : {};
  if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
    for (const [k, v] of Object.entries(valid)) params.set(k, String(v));
  }
  const keys = [...params.keys()];
  const key = keys.length ? rng.pick(keys) : `k${rng.int(0, 9)}`;
  switch (mutation) {
    case 'valid':
      break;
    case 'missing-field':
      params.delete(key);
      break;
    case 'huge-string':
    case 'oversize-body':
      params.set(key, hugeString(rng).slice(0, 6_000));
      break;
    case 'unicode':
      params.set(key, rng.pick(UNICODE));
      break;
    case 'number-edge':
      params.set(key, String(rng.pick([...EDGE_NUMBERS, 'NaN', 'Infinity', '-1', '1e400', '0x10'])));
      break;
    case 'extra-fields':
      params.set(rng.pick(['__proto__', 'constructor', 'limit', 'x']), 'extra');
      break;
    default:
      params.append(key, String(otherType(params.get(key), rng)));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A path parameter: plausible ids and hostile ones. */
export function fuzzParam(rng: Random): string {
  return rng.pick([
    crypto.randomUUID(),
    'seed-0000',
    '..',
    '%2e%2e',
    '%2F',
    'a%2Fb',
    '%00',
    encodeURIComponent(rng.pick(UNICODE.filter((text) => text !== '\ud800'))),
    '%ED%A0%80',
    'x'.repeat(rng.int(65, 9_000)),
    '1',
    '-1',
    'null',
    '%E0%A4%A',
    encodeURIComponent("' OR 1=1 --"),
  ]);
}
