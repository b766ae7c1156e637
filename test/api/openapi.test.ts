import { describe, expect, it } from 'vitest';
import { api } from './helpers';
import { API_ROUTES } from './route-matrix';

describe('GET /api/openapi.json', () => {
  it('serves the API described in OpenAPI 3.1, every route of the router in it, to anyone', async () => {
    const res = await api('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(described.sort()).toEqual([...API_ROUTES].sort());
  });
});
