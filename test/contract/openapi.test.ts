/**
 * GET /api/openapi.json: the description is valid OpenAPI 3.1 (checked against the
 * specification's own schema) and names every route of the router with what its schemas check.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { app } from '@worker/app';
import { openApiDocument } from '@worker/lib/openapi';

const document = openApiDocument(app);
const routes = [
  ...new Set(
    app.routes
      .filter((r) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
  ),
];
const described = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
);
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } };
};
const operation = (method: string, path: string) =>
  (document.paths[path] as Record<string, Operation> | undefined)?.[method] as Operation;

describe('the OpenAPI description', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as object);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names every route of the router, and no other', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect([...described].sort()).toEqual([...routes].sort());
  });

  it('describes what each route checks: its JSON body, query and path parameters', () => {
    expect(
      Object.keys(
        operation('post', '/api/birth-chart').requestBody?.content['application/json'].schema.properties ?? {},
      ),
    ).toEqual(expect.arrayContaining(['birthDate', 'birthTime', 'latitude', 'longitude', 'timezone', 'placeId']));
    expect(operation('get', '/api/places').parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'q', in: 'query' })]),
    );
    expect(operation('get', '/api/birth-charts/{id}').parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path' }),
      expect.objectContaining({ name: 'zodiac', in: 'query', required: false }),
    ]);
    expect(
      operation('get', '/api/astrology/horoscope/{sign}/{period}').parameters?.map((p) => `${p.in}:${p.name}`),
    ).toEqual(expect.arrayContaining(['path:sign', 'path:period']));
  });
});
