import { describe, expect, it } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };
import { HealthSchema } from '@schema/health';
import { api } from '../../../test/api/helpers';

describe('GET /api/health', () => {
  it('reports the version and that D1 and KV answer', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(HealthSchema.parse(await res.json())).toEqual({ version: pkg.version, database: 'ok', kv: 'ok' });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('carries a request id and the security headers', async () => {
    const res = await api('/api/health');
    expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('gives every response its own request id', async () => {
    const [a, b] = await Promise.all([api('/api/health'), api('/api/health')]);
    expect(a.headers.get('X-Request-Id')).not.toBe(b.headers.get('X-Request-Id'));
  });
});
