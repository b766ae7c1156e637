import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, getQueryFn, onUnauthorized } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends credentials always, and a JSON type and body only when there is a body', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    await apiRequest('POST', '/api/x', { a: 1 });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    await apiRequest('POST', '/api/logout');
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ headers: {}, body: undefined, credentials: 'include' });
  });

  it('turns a non-2xx answer into "status: text" and keeps the parsed error body', async () => {
    const body = { message: 'Invalid Plan', code: 'VALIDATION_FAILED', requestId: 'r1' };
    stubFetch(new Response(JSON.stringify(body), { status: 422 }));
    const error = await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(`422: ${JSON.stringify(body)}`);
    expect((error as ApiRequestError).body?.code).toBe('VALIDATION_FAILED');
    expect((error as ApiRequestError).userMessage).toBe('Invalid Plan');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('tells the 401 listeners', async () => {
    stubFetch(new Response('no', { status: 401 }));
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('401: no');
    off();
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('getQueryFn', () => {
  it('GETs the key parts joined with a slash', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}'));
    expect(await getQueryFn()(['/api/astrology/horoscope', 'leo', 'today'])).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/astrology/horoscope/leo/today');
  });

  it('yields null on 401 only when asked to', async () => {
    stubFetch(new Response('', { status: 401 }));
    expect(await getQueryFn({ on401: 'returnNull' })('/api/auth/user')).toBeNull();
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn()('/api/auth/user')).rejects.toThrow('401: Unauthorized');
  });
});
