import OpenAI, { APIError } from 'openai';
import type { ChatCompletionChunk, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkText, cutText, invalidParagraphs, lengthText, readFacts, wrongVenusSign } from './scenarios';
import {
  MOCK_PROVIDER_DETAIL,
  type MockAi,
  type MockAiRequest,
  mockMarker,
  okParagraphs,
  type ScenarioName,
  startMockAi,
} from './server';

const FACT_LINES = [
  '- P.venus: Venus 14°22′ Libra, house 7',
  '- P.sun: Sun 3°10′ Aries, house 1',
  '- H.7.cusp: House 7 cusp 2°05′ Libra',
];
const SYSTEM = ['You are Stella, an astrologer. Cite the facts you use.', 'Facts:', ...FACT_LINES].join('\n');
const FACTS = readFacts([{ role: 'system', content: SYSTEM }]);
const FACT_IDS = new Set(FACTS.map((f) => f.id));

let server: MockAi;
let client: OpenAI;

beforeAll(async () => {
  server = await startMockAi({ port: 0 });
  // logLevel off: the SDK logs malformed stream events with console.error, which fails a test here.
  client = new OpenAI({ apiKey: 'mock', baseURL: `${server.url}/v1`, maxRetries: 0, logLevel: 'off' });
});

afterAll(async () => {
  await server?.close();
});

beforeEach(() => {
  server.clearRequests();
});

function ask(question: string): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: 'An earlier question [mock:500]' },
    { role: 'assistant', content: 'An earlier answer.' },
    { role: 'user', content: question },
  ];
}

function logged(id: string): MockAiRequest {
  const entry = server.requests().find((r) => r.id === id);
  if (!entry) throw new Error(`no request ${id} in the log`);
  return entry;
}

interface Collected {
  id: string;
  chunks: string[];
  text: string;
  finish: string | null;
  usage: ChatCompletionChunk['usage'] | null;
}

/** Reads a stream to its end (or its error, returned beside what came before it). */
async function collect(stream: AsyncIterable<ChatCompletionChunk>): Promise<Collected & { error?: unknown }> {
  const got: Collected = { id: '', chunks: [], text: '', finish: null, usage: null };
  try {
    for await (const chunk of stream) {
      got.id = chunk.id;
      const choice = chunk.choices[0];
      if (chunk.usage) got.usage = chunk.usage;
      if (!choice) continue;
      expect(chunk.object).toBe('chat.completion.chunk');
      if (choice.delta.content) {
        got.chunks.push(choice.delta.content);
        got.text += choice.delta.content;
      }
      if (choice.finish_reason) got.finish = choice.finish_reason;
    }
  } catch (error) {
    return { ...got, error };
  }
  return got;
}

const stream = (question: string, extra: { include_usage?: boolean; model?: string } = {}) =>
  client.chat.completions.create({
    model: extra.model ?? 'gpt-test',
    messages: ask(question),
    stream: true,
    ...(extra.include_usage ? { stream_options: { include_usage: true } } : {}),
  });
const once = (question: string, model = 'gpt-test') =>
  client.chat.completions.create({ model, messages: ask(question) });

const MARKER_AT_END = /\s\[\[([A-Z]\.[\w.-]+)(?: ([A-Z]\.[\w.-]+))?\]\]$/;

describe('ok', () => {
  it('streams 2-3 cited paragraphs in small chunks, one marker split across chunks', async () => {
    const got = await collect(await stream(`How is my week? ${mockMarker('ok')}`, { include_usage: true }));
    expect(got.error).toBeUndefined();
    const paragraphs = got.text.split('\n\n');
    expect(got.text).toBe(okParagraphs(FACTS).join('\n\n'));
    expect(paragraphs).toHaveLength(3);
    for (const paragraph of paragraphs) {
      const match = MARKER_AT_END.exec(paragraph);
      expect(match, paragraph).not.toBeNull();
      for (const id of match!.slice(1).filter(Boolean)) expect(FACT_IDS.has(id as string)).toBe(true);
    }
    expect(got.chunks.length).toBeGreaterThan(40);
    expect(Math.max(...got.chunks.map((c) => Array.from(c).length))).toBeLessThanOrEqual(8);
    expect(got.chunks.some((c) => c.includes('[') && !/\[\[[^\]]*\]\]/.test(c))).toBe(true);
    expect(got.finish).toBe('stop');
    expect(got.usage?.completion_tokens).toBeGreaterThan(0);
    expect(got.usage?.total_tokens).toBe((got.usage?.prompt_tokens ?? 0) + (got.usage?.completion_tokens ?? 0));
    expect(logged(got.id)).toMatchObject({ scenario: 'ok', stream: true, closedByClient: false, finished: true });
  });

  it('answers a chat.completion with usage when not streaming, and by default', async () => {
    const answer = await once('How is my week?');
    expect(answer.object).toBe('chat.completion');
    expect(answer.choices[0]?.message).toMatchObject({ role: 'assistant', content: okParagraphs(FACTS).join('\n\n') });
    expect(answer.choices[0]?.finish_reason).toBe('stop');
    expect(answer.usage?.prompt_tokens).toBeGreaterThan(0);
    expect(logged(answer.id)).toMatchObject({ scenario: 'ok', stream: false, model: 'gpt-test', finished: true });
  });

  it('cites nothing without facts, and says so', async () => {
    const answer = await client.chat.completions.create({
      model: 'gpt-test',
      messages: [{ role: 'user', content: 'Hello [mock:ok:0]' }],
    });
    const text = answer.choices[0]?.message.content ?? '';
    expect(text.split('\n\n')).toHaveLength(2);
    expect(text).not.toContain('[[');
    expect(text).toContain('no chart facts');
  });

  it('honours max_tokens with finish_reason length', async () => {
    const answer = await client.chat.completions.create({
      model: 'gpt-test',
      messages: ask('Short please [mock:ok:0]'),
      max_tokens: 10,
    });
    expect(answer.choices[0]?.finish_reason).toBe('length');
    expect(answer.choices[0]?.message.content).toHaveLength(40);
  });
});

describe('scenario choice', () => {
  it('reads the marker in the last user message only, then the model name, else ok', async () => {
    // ask() puts [mock:500] in an earlier user message: ignored.
    await expect(once('Plain question')).resolves.toMatchObject({ object: 'chat.completion' });
    const byModel = await once('Plain question', 'mock-length');
    expect(byModel.choices[0]?.finish_reason).toBe('length');
    const markerWins = await once('[mock:ok:0] wins', 'mock-500');
    expect(markerWins.choices[0]?.finish_reason).toBe('stop');
    expect(server.requests().map((r) => r.scenario)).toEqual(['ok', 'length', 'ok']);
  });

  it('reads the marker in content parts', async () => {
    const answer = await client.chat.completions.create({
      model: 'gpt-test',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Parts [mock:length:0]' }] }],
    });
    expect(answer.choices[0]?.finish_reason).toBe('length');
  });

  it('refuses an unknown scenario with a 400', async () => {
    await expect(once('[mock:nope]')).rejects.toMatchObject({ status: 400 });
    await expect(once('x', 'mock-nope')).rejects.toMatchObject({ status: 400 });
  });
});

describe.each([429, 500] as const)('%i', (status) => {
  it.each([true, false])('raises APIError %i with the provider detail (stream: %s)', async (streaming) => {
    const question = `Week? ${mockMarker(String(status) as ScenarioName)}`;
    const error = await (streaming ? stream(question) : once(question)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).status).toBe(status);
    expect((error as APIError).message).toContain(MOCK_PROVIDER_DETAIL);
    expect((error as APIError).error).toMatchObject({ message: expect.stringContaining(MOCK_PROVIDER_DETAIL) });
    expect(server.requests().at(-1)).toMatchObject({ scenario: String(status), stream: streaming, finished: true });
  });
});

describe('slow', () => {
  it.each([true, false])('waits ARG ms, then answers as ok (stream: %s)', async (streaming) => {
    const began = Date.now();
    const text = streaming
      ? (await collect(await stream('Week? [mock:slow:300]'))).text
      : (await once('Week? [mock:slow:300]')).choices[0]?.message.content;
    expect(Date.now() - began).toBeGreaterThanOrEqual(290);
    expect(text).toBe(okParagraphs(FACTS).join('\n\n'));
  });
});

describe('cut', () => {
  it('streams half the first paragraph, then drops the connection', async () => {
    const got = await collect(await stream('Week? [mock:cut:1]'));
    expect(got.finish).toBeNull();
    expect(got.text).toBe(cutText(FACTS));
    expect(okParagraphs(FACTS)[0]?.startsWith(got.text)).toBe(true);
    await vi.waitFor(() => expect(server.requests().at(-1)).toMatchObject({ finished: false, closedByClient: false }));
  });

  it('drops a non-streamed answer half-way', async () => {
    await expect(once('Week? [mock:cut]')).rejects.toThrow();
    expect(server.requests().at(-1)).toMatchObject({ scenario: 'cut', finished: false, closedByClient: false });
  });
});

describe('length', () => {
  it.each([true, false])('gives one and a half paragraphs and finish_reason length (stream: %s)', async (streaming) => {
    if (streaming) {
      const got = await collect(await stream('Week? [mock:length:1]', { include_usage: true }));
      expect(got.error).toBeUndefined();
      expect(got.finish).toBe('length');
      expect(got.text).toBe(lengthText(FACTS));
      expect(got.usage?.completion_tokens).toBeGreaterThan(0);
    } else {
      const answer = await once('Week? [mock:length]');
      expect(answer.choices[0]?.finish_reason).toBe('length');
      expect(answer.choices[0]?.message.content).toBe(lengthText(FACTS));
    }
    const paragraphs = lengthText(FACTS).split('\n\n');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toBe(okParagraphs(FACTS)[0]);
    expect(paragraphs[1]).not.toContain('[[');
  });
});

describe('malformed', () => {
  it('sends a valid first chunk, then lines the SDK cannot parse', async () => {
    const got = await collect(await stream('Week? [mock:malformed:1]'));
    expect(got.text).toBe(chunkText(okParagraphs(FACTS).join('\n\n'))[0]);
    expect(got.error).toBeInstanceOf(SyntaxError);
  });

  it('sends a body that is not JSON when not streaming', async () => {
    await expect(once('Week? [mock:malformed]')).rejects.toThrow();
  });
});

describe('invalid', () => {
  it.each([true, false])('puts Venus in the wrong sign and cites a bogus id (stream: %s)', async (streaming) => {
    const text = streaming
      ? (await collect(await stream('Week? [mock:invalid:1]'))).text
      : (await once('Week? [mock:invalid]')).choices[0]?.message.content;
    const [first, second] = (text ?? '').split('\n\n');
    expect(first).toContain('Venus in Scorpio');
    expect(first).toMatch(/\[\[P\.venus X\.bogus\]\]$/);
    expect(second).toMatch(/\[\[P\.sun\]\]$/);
    expect(second).toContain('Sun 3°10′ Aries, house 1');
  });

  it('picks the sign after the one the facts say, else Aries', () => {
    const venus = (label: string) => [{ id: 'P.venus', label }];
    expect(wrongVenusSign(venus('Venus 1°00′ Pisces, house 2'))).toBe('Aries');
    expect(wrongVenusSign(venus('Venus 1°00′ Aries, house 2'))).toBe('Taurus');
    expect(wrongVenusSign(venus('Venus, house unknown'))).toBe('Aries');
    expect(wrongVenusSign([])).toBe('Aries');
    expect(invalidParagraphs([])[1]).not.toContain('[[');
  });
});

describe('hang', () => {
  it('streams a word at a time until the client aborts, and logs the close', async () => {
    const controller = new AbortController();
    const response = await client.chat.completions.create(
      { model: 'gpt-test', messages: ask('Week? [mock:hang:20]'), stream: true },
      { signal: controller.signal },
    );
    let id = '';
    let words = 0;
    for await (const chunk of response) {
      id = chunk.id;
      if (chunk.choices[0]?.delta.content && ++words === 3) break;
    }
    controller.abort();
    await vi.waitFor(() => expect(logged(id)).toMatchObject({ closedByClient: true, finished: false }), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it('holds a non-streamed request until the client aborts', async () => {
    const controller = new AbortController();
    const pending = client.chat.completions.create(
      { model: 'gpt-test', messages: ask('Week? [mock:hang]') },
      { signal: controller.signal },
    );
    await vi.waitFor(() => expect(server.requests()).toHaveLength(1), { timeout: 5_000, interval: 10 });
    controller.abort();
    await expect(pending).rejects.toThrow();
    await vi.waitFor(() => expect(server.requests()[0]).toMatchObject({ scenario: 'hang', closedByClient: true }), {
      timeout: 5_000,
      interval: 20,
    });
  });
});

describe('requests log and HTTP', () => {
  it('records the token limit field', async () => {
    const base = { model: 'gpt-test', messages: ask('Week? [mock:ok:0]') };
    await client.chat.completions.create({ ...base, max_tokens: 300 });
    await client.chat.completions.create({ ...base, max_completion_tokens: 400 });
    await client.chat.completions.create(base);
    expect(server.requests().map((r) => [r.maxTokensField, r.maxTokens])).toEqual([
      ['max_tokens', 300],
      ['max_completion_tokens', 400],
      [null, null],
    ]);
    expect(server.requests()[0]?.messages).toEqual(ask('Week? [mock:ok:0]'));
  });

  it('lists, filters and clears the log over HTTP', async () => {
    await once('First [mock:ok:0] needle-1');
    await once('Second [mock:ok:0] needle-2');
    const all = (await (await fetch(`${server.url}/__mock/requests`)).json()) as MockAiRequest[];
    expect(all).toHaveLength(2);
    const some = (await (await fetch(`${server.url}/__mock/requests?contains=needle-2`)).json()) as MockAiRequest[];
    expect(some.map((r) => r.id)).toEqual([all[1]?.id]);
    const cleared = await fetch(`${server.url}/__mock/requests`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ cleared: 2 });
    expect(server.requests()).toEqual([]);
  });

  it('answers /chat/completions without /v1 too', async () => {
    const bare = new OpenAI({ apiKey: 'mock', baseURL: server.url, maxRetries: 0 });
    const answer = await bare.chat.completions.create({ model: 'mock-ok', messages: ask('Week?') });
    expect(answer.choices[0]?.message.content).toBe(okParagraphs(FACTS).join('\n\n'));
  });

  it('wants a Bearer key, and 404s unknown paths, in OpenAI error shapes', async () => {
    const body = JSON.stringify({ model: 'gpt-test', messages: [{ role: 'user', content: 'hi' }] });
    const anonymous = await fetch(`${server.url}/v1/chat/completions`, { method: 'POST', body });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      error: { message: expect.any(String), type: 'invalid_request_error', param: null, code: null },
    });
    const unknown = await fetch(`${server.url}/v1/embeddings`, {
      method: 'POST',
      body,
      headers: { Authorization: 'Bearer mock' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: 'Invalid URL (POST /v1/embeddings)' } });
    const broken = await fetch(`${server.url}/v1/chat/completions`, {
      method: 'POST',
      body: '{',
      headers: { Authorization: 'Bearer mock' },
    });
    expect(broken.status).toBe(400);
    expect(server.requests()).toEqual([]);
  });
});

describe('chunkText', () => {
  it('joins back to the text and splits the first marker between its brackets', () => {
    const text = okParagraphs(FACTS).join('\n\n');
    const chunks = chunkText(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks.some((c) => c.endsWith('[') && !c.endsWith('[['))).toBe(true);
  });
});
