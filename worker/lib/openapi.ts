/**
 * The public API described in OpenAPI 3.1 (GET /api/openapi.json), made from the router itself:
 * every /api route the app has, with the path parameters, query and JSON body its zod schemas
 * check (`validate()` records them) as JSON Schema, and the one error shape every failure answers
 * in. A route cannot be added without appearing here, nor a schema changed without the
 * description changing with it.
 */
import { z } from 'zod';
import { ErrorBodySchema } from '@schema/errors';
import pkg from '../../package.json' with { type: 'json' };
import { validationOf, type Validation } from './validation';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A schema as a client sends it: the input side (before defaults and transforms), JSON Schema 2020-12. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(check: Validation, place: 'path' | 'query') {
  const schema = jsonSchema(check.schema);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || (schema.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = {
  description:
    'The one error shape: a message in the reader’s language, a code, the request id, and each refused field',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** What the description is made from: the router's routes, as Hono lists them. */
export interface Router {
  routes: readonly { method: string; path: string; handler: unknown }[];
}

export function openApiDocument(app: Router) {
  const routes = new Map<string, { method: string; path: string; checks: Validation[] }>();
  for (const route of app.routes) {
    if (!(METHODS as readonly string[]).includes(route.method) || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    const entry = routes.get(key) ?? { method: route.method, path: route.path, checks: [] };
    const check = validationOf(route.handler);
    if (check) entry.checks.push(check);
    routes.set(key, entry);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, checks } of routes.values()) {
    const openPath = path.replace(/:(\w+)/g, '{$1}');
    const parameters = checks.flatMap((check) =>
      check.target === 'param'
        ? parametersOf(check, 'path')
        : check.target === 'query'
          ? parametersOf(check, 'query')
          : [],
    );
    // Every path parameter is named, whether a schema checks it or the handler reads it as it is.
    for (const [, name] of path.matchAll(/:(\w+)/g)) {
      if (!parameters.some((p) => p.in === 'path' && p.name === name)) {
        parameters.push({ name: name as string, in: 'path', required: true, schema: { type: 'string' } });
      }
    }
    const body = checks.find((check) => check.target === 'json');
    paths[openPath] ??= {};
    paths[openPath][method.toLowerCase()] = {
      operationId: `${method.toLowerCase()}${openPath.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())}`,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body.schema) } } } }
        : {}),
      responses: {
        '2XX': { description: 'Success' },
        ...(method === 'GET' && path === '/api/login' ? { '302': { description: 'To the sign-in page' } } : {}),
        default: errorResponse,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stella API',
      version: pkg.version,
      description:
        'The API of Stella, the astrology app: charts, places, horoscopes, accounts, payments, Ask Stella, synastry, numerology, tarot, the game and the admin portal. Signed-in calls carry the session cookie; writes from a browser carry its Origin.',
    },
    servers: [{ url: '/' }],
    components: {
      schemas: { Error: jsonSchema(ErrorBodySchema) },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'stella_session' },
        admin: { type: 'apiKey', in: 'cookie', name: 'stella_admin' },
      },
    },
    paths,
  };
}
