/**
 * The fuzzer's routes: every operation of the API's own description (GET /api/openapi.json, made
 * from the router and its zod schemas: worker/lib/openapi.ts) with the JSON Schemas of its body,
 * query and path parameters, and the two sign-in entry points outside /api. The fuzzer reads the
 * description the Worker serves, as an outside client would, and fuzz.test.ts checks the table
 * against the router, so a new route is fuzzed from the day it exists.
 */
import { z } from 'zod';
import { type JsonSchema, jsonSchemaOf } from './generate';

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The router's path; each `:name` is filled by the fuzzer. */
  path: string;
  json: JsonSchema | null;
  query: JsonSchema | null;
  params: Record<string, JsonSchema>;
  /**
   * Signing out ends the session the request carries: fuzzed as a visitor and with one-off
   * sessions, so the pool of signed-in users stays signed in.
   */
  endsSession?: boolean;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const ENDS_SESSION = new Set(['POST /api/auth/logout', 'POST /api/auth/logout-all']);

/** The sign-in entry points keep a same-site return path (docs/product.md#screens-and-routes). */
const ReturnToQuerySchema = z.object({ returnTo: z.string().optional() });

/** Routes outside /api, which the API's description leaves out. */
const OUTSIDE_API: FuzzRoute[] = [
  { method: 'GET', path: '/auth', json: null, query: jsonSchemaOf(ReturnToQuerySchema), params: {} },
  { method: 'GET', path: '/auth/check', json: null, query: null, params: {} },
];

/** The query's parameters as one object schema, as the fuzzer builds query strings from. */
function querySchema(parameters: Parameter[]): JsonSchema | null {
  const query = parameters.filter((p) => p.in === 'query');
  if (query.length === 0) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
}

export function fuzzRoutes(document: OpenApiDocument): FuzzRoute[] {
  const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]): FuzzRoute => {
      const parameters = operation.parameters ?? [];
      const routerPath = path.replace(/\{(\w+)\}/g, ':$1');
      const upper = method.toUpperCase() as FuzzRoute['method'];
      return {
        method: upper,
        path: routerPath,
        json: operation.requestBody?.content['application/json'].schema ?? null,
        query: querySchema(parameters),
        params: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}])),
        ...(ENDS_SESSION.has(`${upper} ${routerPath}`) ? { endsSession: true } : {}),
      };
    }),
  );
  return [...routes, ...OUTSIDE_API];
}
