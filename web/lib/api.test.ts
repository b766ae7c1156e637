import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, api, call, onUnauthorized, parseErrorBody, send } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('sends credentials always, and JSON for a body', async () => {
    const fetchMock = stubFetch(new Response('{"success":true,"message":"ok"}'));
    await call(api.auth['forgot-password'].$post({ json: { email: 'a@example.com' } }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/forgot-password');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@example.com"}' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('builds query strings and path parameters from the route table', async () => {
    const fetchMock = stubFetch(new Response('{"places":[]}'));
    await call(api.places.$get({ query: { q: 'São Paulo', limit: '5' } }));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/places?q=S%C3%A3o+Paulo&limit=5');
    // hc puts path parameters in as given: a value from outside is encoded by its caller.
    const again = stubFetch(new Response('{"success":true,"message":"Chart deleted"}'));
    await send(api['birth-charts'][':id'].$delete({ param: { id: encodeURIComponent('a/b') } }));
    expect(String(again.mock.calls[0]![0])).toBe('/api/birth-charts/a%2Fb');
  });

  it('turns a non-2xx answer into "status: text" and keeps the parsed error body', async () => {
    const body = { message: 'Invalid Plan', code: 'VALIDATION_FAILED', requestId: 'r1' };
    stubFetch(new Response(JSON.stringify(body), { status: 422 }));
    const error = await call(api.payments['create-checkout'].$post({ json: { plan: 'oracle' } })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    if (!(error instanceof ApiRequestError)) return;
    expect(error.message).toBe(`422: ${JSON.stringify(body)}`);
    expect(error.body?.code).toBe('VALIDATION_FAILED');
    expect(error.body?.message).toBe('Invalid Plan');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(call(api.health.$get())).rejects.toThrow('503: Service Unavailable');
  });

  it('tells the 401 listeners', async () => {
    stubFetch(new Response('no', { status: 401 }));
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    await expect(call(api.auth.user.$get())).rejects.toThrow('401: no');
    off();
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('parseErrorBody', () => {
  it('reads the one error shape and nothing else', () => {
    expect(
      parseErrorBody(
        '{"message":"Bad","code":"VALIDATION_FAILED","requestId":"r","issues":[{"path":"a","message":"m"}]}',
      ),
    ).toEqual({ message: 'Bad', code: 'VALIDATION_FAILED', requestId: 'r', issues: [{ path: 'a', message: 'm' }] });
    expect(
      parseErrorBody('{"message":"x","code":"PLACE_NOT_FOUND","requestId":"r","details":{"alternatives":[]}}')?.details,
    ).toEqual({
      alternatives: [],
    });
    expect(parseErrorBody('not json')).toBeUndefined();
    expect(parseErrorBody('{"error":"x"}')).toBeUndefined();
    expect(parseErrorBody('[1]')).toBeUndefined();
    expect(parseErrorBody('{"message":1,"code":"X"}')).toBeUndefined();
  });
});
