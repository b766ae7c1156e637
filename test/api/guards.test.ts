import { env, exports } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { app } from '@worker/app';
import type { AppEnv } from '@worker/lib/context';
import { handleError } from '@worker/lib/errors';
import { bodyGuards, requestId } from '@worker/lib/middleware';
import { ORIGIN, api, expectError } from './helpers';

const THREE_MB = 'x'.repeat(3 * 1024 * 1024);

describe('guards on every /api request', () => {
  it('refuses a non-JSON body with 415', async () => {
    const res = await api('/api/health', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
    const body = await expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(body.message).toMatch(/JSON/);
  });

  it('refuses a form body with 415 even on an unknown route', async () => {
    const res = await api('/api/nope', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    await expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('lets a bodiless POST through to routing', async () => {
    const res = await api('/api/nope', { method: 'POST' });
    await expectError(res, 404, 'NOT_FOUND');
  });

  it('refuses a 3 MB body with 413 by its declared length', async () => {
    const res = await api('/api/nope', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: THREE_MB,
    });
    await expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a streamed body without a length once it passes 64 KiB', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 10) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/api/nope`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: stream,
        // @ts-expect-error: duplex is required for streamed bodies in fetch, missing from older typings
        duplex: 'half',
      }),
    );
    await expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('measures a body by its bytes when its declared length is false or nonsense', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(70 * 1024) });
    for (const length of ['0', '-1', 'abc', '12']) {
      const res = await api('/api/user/activity', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': length },
        body: big,
      });
      await expectError(res, 413, 'PAYLOAD_TOO_LARGE');
      const form = await api('/api/nope', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'Content-Length': length },
        body: 'not json',
      });
      await expectError(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('accepts a body just under the limit', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(60 * 1024) });
    const res = await api('/api/nope', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    await expectError(res, 404, 'NOT_FOUND');
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const body = await expectError(await api('/api/does-not-exist'), 404, 'NOT_FOUND');
    expect(body.message).toContain('/api/does-not-exist');
  });

  it('answers a wrong method on a known route with 404, never 5xx', async () => {
    const res = await api('/api/health', { method: 'DELETE' });
    expect(res.status).toBeLessThan(500);
    await expectError(res, 404, 'NOT_FOUND');
  });
});

describe('configuration', () => {
  it('refuses to serve with 503 when a required secret is missing, naming no secret', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.fetch(new Request(`${ORIGIN}/api/health`), {
      ...env,
      JWT_SECRET: undefined,
    } as unknown as typeof env);
    const body = await expectError(res, 503, 'UNAVAILABLE');
    expect(body.message).not.toMatch(/JWT|PEPPER/);
    expect(spy).toHaveBeenCalledOnce();
    expect(String(spy.mock.calls[0]?.[0])).toMatch(/JWT_SECRET/);
  });

  it('refuses a secret that is too short', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.fetch(new Request(`${ORIGIN}/api/health`), {
      ...env,
      PASSWORD_PEPPER: 'short',
    } as unknown as typeof env);
    await expectError(res, 503, 'UNAVAILABLE');
    expect(spy).toHaveBeenCalledOnce();
  });
});

describe('worker-first paths outside /api', () => {
  it('hands /auth to the single-page app with the request id and security headers', async () => {
    const res = await api('/auth', { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('X-Request-Id')).toBeTruthy();
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });

  it('answers a missing hashed asset with a 404 no cache keeps, not the app page cached for a year', async () => {
    for (const path of ['/assets/index-doesnotexist.js', '/assets/nothing.css', '/assets/deep/missing.png']) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type') ?? '', path).not.toContain('text/html');
      expect(res.headers.get('Cache-Control'), path).toBe('no-store');
    }
  });
});

describe('per-route body limits', () => {
  const big = new Hono<AppEnv>()
    .use(requestId)
    .use('/api/*', bodyGuards({ '/api/webhook': 1024 * 1024 }))
    .post('/api/webhook', async (c) => c.json({ bytes: (await c.req.text()).length }, 200))
    .post('/api/other', async (c) => c.json({ bytes: (await c.req.text()).length }, 200));
  big.onError(handleError);
  const send = (path: string, size: number) =>
    big.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify('x'.repeat(size)),
    });

  it('lets a route declare a larger limit than 64 KiB', async () => {
    const res = await send('/api/webhook', 500 * 1024);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: 500 * 1024 + 2 });
    await expectError(await send('/api/webhook', 2 * 1024 * 1024), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('keeps the default for every other route', async () => {
    await expectError(await send('/api/other', 500 * 1024), 413, 'PAYLOAD_TOO_LARGE');
  });
});
