import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_INFO } from '@core/i18n/locales';
import type { StellaEvent } from '@schema/stella';
import { ApiRequestError } from '@web/lib/api';
import { askStella } from './stella-api';

const input = { message: 'What does my Venus say?', conversationId: 'c1', numerologyContext: null };

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function eventsOf(signal = new AbortController().signal): Promise<StellaEvent[]> {
  const events: StellaEvent[] = [];
  for await (const e of askStella(input, signal)) events.push(e);
  return events;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('askStella', () => {
  it('posts through the API client as a stream: credentials, language, Stop', async () => {
    const fetchMock = stubFetch(new Response('', { headers: { 'Content-Type': 'text/event-stream' } }));
    const stop = new AbortController();
    await eventsOf(stop.signal);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/stella/ask');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', signal: stop.signal });
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(headers.get('Accept-Language')).toBe(LOCALE_INFO.en.tag);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toMatchObject({ message: input.message, conversationId: 'c1' });
  });

  it('yields the stream’s events, skipping keep-alives, unknown names and malformed data', async () => {
    const stream = [
      'event: ping\ndata: {}',
      'event: delta\ndata: {"text":"Venus is in Libra."}',
      'event: whisper\ndata: {}',
      'event: delta\ndata: {not json',
      'event: error\ndata: {"message":"Stella is temporarily unavailable."}',
    ].join('\n\n');
    stubFetch(new Response(`${stream}\n\n`, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }));
    expect(await eventsOf()).toEqual([
      { event: 'delta', data: { text: 'Venus is in Libra.' } },
      { event: 'error', data: { message: 'Stella is temporarily unavailable.' } },
    ]);
  });

  it('refuses an answer that is not an event stream', async () => {
    stubFetch(Response.json({ response: 'hello' }));
    const error = await eventsOf().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
  });

  it('turns a refusal before the stream into an ApiRequestError', async () => {
    const body = { message: 'Daily limit', code: 'RATE_LIMITED', requestId: 'r1' };
    stubFetch(new Response(JSON.stringify(body), { status: 429 }));
    const error = await eventsOf().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(429);
  });
});
