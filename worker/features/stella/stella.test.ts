/**
 * Ask Stella through the real Worker (decision 030): who may ask, the answer as JSON and as
 * server-sent events with receipts, the daily allowance under concurrency, threads, the crisis
 * gate, and the language model through the mock provider with every way it can fail.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it, vi } from 'vitest';
import type { AnalysisAnswer, AskResponse, ConversationDetail, StellaUsage } from '@schema/stella';
import { skyNow } from '@core/coach/facts';
import { sentenceKey, sentencesOf } from '@core/coach/sentences';
import { readersCount } from '@core/sky/reading';
import { type SignId, SIGN_IDS, getSign } from '@core/zodiac';
import { app } from '@worker/app';
import { type Client, createUser, newClient, PASSWORD, signedInClient } from '../../../test/api/accounts';
import { expectError, ORIGIN } from '../../../test/api/helpers';
import { MOCK_PROVIDER_DETAIL, mockMarker } from '../../../test/mock-ai/scenarios';
import { testD1 } from '../../../test/api/database';

/** Makes a chart cast in Belgrade (with or without a birth time) the client's "my chart". */
async function withMyChart(client: Client, timeKnown = true): Promise<void> {
  const saved = await client.post('/api/birth-charts', {
    name: 'Me',
    birthDate: '1990-05-04',
    birthTime: '12:30',
    birthTimeUnknown: !timeKnown,
    latitude: 44.8176,
    longitude: 20.4569,
    timezone: 'Europe/Belgrade',
  });
  expect(saved.status).toBe(201);
  const { chart } = (await saved.json()) as { chart: { id: string } };
  const put = await client.request('/api/user/my-chart', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ chartId: chart.id }),
  });
  expect(put.status).toBe(200);
}

async function member(tier: 'oracle' | 'master', timeKnown = true) {
  const client = await signedInClient(tier);
  await withMyChart(client, timeKnown);
  return client;
}

const ask = (client: Client, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.post('/api/stella/ask', body, { headers });

interface SseEvent {
  event: string;
  data: unknown;
}

/** Reads a whole event stream. */
async function events(res: Response): Promise<SseEvent[]> {
  expect(res.headers.get('Content-Type')).toMatch(/text\/event-stream/);
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: data ? JSON.parse(data) : null };
    });
}

const done = (list: SseEvent[]) => list.find((e) => e.event === 'done')?.data as AskResponse;

async function setUsage(userId: string, used: number): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  await testD1
    .prepare(
      `INSERT INTO stella_usage (user_id, day, conversations) VALUES (?1, ?2, ?3)
     ON CONFLICT (user_id, day) DO UPDATE SET conversations = ?3`,
    )
    .bind(userId, day, used)
    .run();
  await env.KV.delete(`stella:usage:${userId}:${day}`);
}

async function usage(client: Client): Promise<StellaUsage> {
  const res = await client.request('/api/stella/usage');
  expect(res.status).toBe(200);
  return (await res.json()) as StellaUsage;
}

/**
 * A sign for the reader's Moon that is wrong for the Belgrade chart (natal Moon in Virgo) and not
 * the sky's Moon either: the sign opposite the Moon's now, which it cannot reach during a test.
 */
function wrongMoonSign(): string {
  const label = skyNow(new Date()).find((s) => s.id === 'S.moon')?.label ?? '';
  const now = SIGN_IDS.findIndex((id) => label.endsWith(getSign(id).name));
  const opposite = SIGN_IDS[(now + 6) % 12] as SignId;
  return getSign(opposite === 'virgo' ? 'libra' : opposite).name;
}

describe('who may ask Stella', () => {
  it('answers visitors 401 and Explorer members 403 on every coach route', async () => {
    const free = await signedInClient('free');
    for (const [path, init] of [
      ['/api/stella/usage', {}],
      ['/api/stella/daily-insight', {}],
      ['/api/user-chart', {}],
      [
        '/api/stella/ask',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"message":"hi"}' },
      ],
    ] as const) {
      const visitor = await expectError(await newClient().request(path, init), 401, 'UNAUTHORIZED');
      expect(visitor.message).toBe('Please sign in to continue');
      const refused = await expectError(await free.request(path, init), 403, 'FORBIDDEN');
      expect(refused.message).toBe('This feature needs the Oracle plan or higher');
    }
  });

  it('tells Oracle its real allowance and Master that it is unlimited', async () => {
    const oracle = await signedInClient('oracle');
    expect(await usage(oracle)).toMatchObject({ remaining: 25, dailyLimit: 25, used: 0, unlimited: false });
    const master = await signedInClient('master');
    expect(await usage(master)).toMatchObject({ remaining: null, dailyLimit: null, unlimited: true });
  });

  it('refuses an empty message and one over 1,000 characters in the reader’s words', async () => {
    const oracle = await member('oracle');
    const empty = await expectError(await ask(oracle, { message: '   ' }), 422, 'VALIDATION_FAILED');
    expect(JSON.stringify(empty)).toContain('Please write a message');
    await expectError(await ask(oracle, { message: 'x'.repeat(1001) }), 422, 'VALIDATION_FAILED');
    expect((await usage(oracle)).used).toBe(0);
  });
});

describe('an answer from the offline writer', () => {
  it('answers the spec’s JSON with receipts, insights from them and the usage', async () => {
    const oracle = await member('oracle');
    const res = await ask(oracle, { message: 'What does my Venus say about love?', conversationHistory: [] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AskResponse;
    expect(body.writer).toBe('offline');
    expect(body.response).toBe(body.message);
    expect(body.response.length).toBeGreaterThan(300);
    expect(body.usage).toMatchObject({ remaining: 24, dailyLimit: 25 });
    expect(body.usageInfo).toEqual(body.usage);
    const verified = body.paragraphs.filter((p) => p.status === 'verified');
    expect(verified.length).toBeGreaterThanOrEqual(2);
    expect(body.paragraphs.every((p) => p.status !== 'unverified')).toBe(true);
    const ids = verified.flatMap((p) => p.facts.map((f) => f.id));
    expect(ids).toContain('P.venus');
    expect(verified[0]?.facts[0]?.label).toMatch(/°/);
    expect(body.insights.relevantPlanets).toContain('venus');
    expect(body.insights.astrologyTopics).toContain('love');
    expect(body.response).not.toMatch(/\[\[/);
  });

  it('sets a wrong premise right before it answers, in a paragraph of its own with its receipt', async () => {
    const oracle = await member('oracle');
    const said = wrongMoonSign();
    const body = (await (
      await ask(oracle, { message: `My Moon is in ${said}: what does it say about love?` })
    ).json()) as AskResponse;
    const [first, ...rest] = body.paragraphs;
    expect(first?.status).toBe('verified');
    expect(first?.facts.map((f) => f.id)).toEqual(['P.moon']);
    expect(first?.text).toMatch(/Moon.*Virgo|Virgo.*Moon/);
    expect(first?.text).toContain(said);
    expect(rest.filter((p) => p.status === 'verified').length).toBeGreaterThanOrEqual(2);
    // Nothing the answer says after it places the Moon in the reader's sign.
    expect(rest.map((p) => p.text).join(' ')).not.toMatch(new RegExp(`Moon (?:is )?in ${said}`));
    // A true premise is not corrected.
    const plain = (await (
      await ask(oracle, { message: 'My Moon is in Virgo: what does it say about love?' })
    ).json()) as AskResponse;
    expect(plain.paragraphs[0]?.text).not.toContain(said);
    expect(plain.paragraphs[0]?.facts.map((f) => f.id)).not.toEqual(['P.moon']);
  });

  it('streams meta, sentences as deltas, a receipt per paragraph, then done', async () => {
    const oracle = await member('oracle');
    const list = await events(
      await ask(oracle, { message: 'How can I grow in my career?' }, { Accept: 'text/event-stream' }),
    );
    expect(list[0]?.event).toBe('meta');
    const kinds = list.map((e) => e.event);
    expect(kinds.filter((k) => k === 'delta').length).toBeGreaterThan(3);
    expect(kinds.indexOf('receipt')).toBeGreaterThan(kinds.indexOf('delta'));
    expect(kinds[kinds.length - 1]).toBe('done');
    const final = done(list);
    const receipts = list.filter((e) => e.event === 'receipt').map((e) => e.data as { text: string });
    expect(receipts.map((r) => r.text).join('\n\n')).toBe(final.response);
    const deltas = list
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(deltas.replace(/\s+/g, '')).toBe(final.response.replace(/\s+/g, ''));
  });

  it('does not repeat itself when the reader asks again the same day, in another thread', async () => {
    const oracle = await member('oracle');
    const question = { message: 'How does my work look this month?' };
    const first = (await (await ask(oracle, question)).json()) as AskResponse;
    const second = (await (await ask(oracle, question)).json()) as AskResponse;
    expect(second.conversationId).not.toBe(first.conversationId);
    // Both read the month's sky: a dated contact or a New or Full Moon or station.
    const cited = (a: AskResponse) => a.paragraphs.flatMap((p) => p.facts.map((f) => f.id));
    expect(cited(first).some((id) => /^[TE]\./.test(id))).toBe(true);
    expect(cited(second).some((id) => /^[TE]\./.test(id))).toBe(true);
    const before = new Set(sentencesOf(first.response).map(sentenceKey));
    const again = sentencesOf(second.response).map(sentenceKey);
    expect(again.length).toBeGreaterThan(3);
    expect(again.filter((s) => before.has(s)).length / again.length).toBeLessThanOrEqual(0.1);
  });

  it('answers in the language of the question, and in the reader’s language otherwise', async () => {
    const oracle = await member('oracle');
    const french = (await (await ask(oracle, { message: 'Que dit mon thème sur l’amour ?' })).json()) as AskResponse;
    expect(french.language).toBe('fr');
    const hindi = (await (
      await ask(oracle, { message: 'Tell me more' }, { 'Accept-Language': 'hi' })
    ).json()) as AskResponse;
    expect(hindi.language).toBe('hi');
    expect(hindi.response).toMatch(/\p{Script=Devanagari}/u);
  });

  it('never claims a house or an Ascendant for a chart without a birth time', async () => {
    const oracle = await member('oracle', false);
    const body = (await (
      await ask(oracle, { message: 'What does my 7th house and my Ascendant say about love?' })
    ).json()) as AskResponse;
    expect(body.paragraphs.every((p) => p.status !== 'unverified' && p.withheld === 0)).toBe(true);
    expect(body.paragraphs.flatMap((p) => p.facts.map((f) => f.id)).some((id) => /^H\.|ascendant/.test(id))).toBe(
      false,
    );
  });

  it('answers a message about self-harm with the crisis reply and no astrology', async () => {
    const oracle = await member('oracle');
    const body = (await (await ask(oracle, { message: 'I want to kill myself' })).json()) as AskResponse;
    expect(body.writer).toBe('crisis');
    expect(body.response).toContain('988');
    expect(body.paragraphs.every((p) => p.facts.length === 0)).toBe(true);
  });

  it('reads a numerology context as facts', async () => {
    const oracle = await member('oracle');
    const body = (await (
      await ask(oracle, {
        message: 'What do my numbers say about me?',
        numerologyContext: {
          type: 'numerology',
          name: 'Ada Lovelace',
          birthDate: '1990-05-04',
          data: { lifePathNumber: 1, expressionNumber: 1, soulUrgeNumber: 1, personalityNumber: 1, birthDayNumber: 1 },
        },
      })
    ).json()) as AskResponse;
    // The numbers are computed again on the server: 1990-05-04 is Life Path 1 (5 + 4 + 1).
    const ids = body.paragraphs.flatMap((p) => p.facts.map((f) => f.id));
    expect(ids).toContain('N.lifePath.1');
    expect(ids.some((id) => id.startsWith('N.expression.'))).toBe(true);
  });
});

describe('threads', () => {
  it('keeps a conversation, resumes it without taking another allowance, and refuses a 21st message', async () => {
    const oracle = await member('oracle');
    const first = (await (await ask(oracle, { message: 'Tell me about my Moon' })).json()) as AskResponse;
    for (let turn = 2; turn <= 10; turn++) {
      const res = await ask(oracle, { message: `And what else? (${turn})`, conversationId: first.conversationId });
      expect(res.status).toBe(200);
      expect(((await res.json()) as AskResponse).usage.used).toBe(1);
    }
    const full = await expectError(
      await ask(oracle, { message: 'One more?', conversationId: first.conversationId }),
      409,
      'CONFLICT',
    );
    expect(full.message).toContain('20 messages');
    const detail = (await (
      await oracle.request(`/api/stella/conversations/${first.conversationId}`)
    ).json()) as ConversationDetail;
    expect(detail.messages).toHaveLength(20);
    expect(detail.messages[0]).toMatchObject({ role: 'user', content: 'Tell me about my Moon' });
    expect(detail.messages[1]?.role).toBe('assistant');
    expect(detail.messages[1]?.paragraphs?.length).toBeGreaterThan(0);
    expect(detail.full).toBe(true);
    const list = (await (await oracle.request('/api/stella/conversations')).json()) as {
      conversations: { id: string }[];
    };
    expect(list.conversations.map((c) => c.id)).toContain(first.conversationId);
  });

  it('never lets one reader read or continue another’s thread', async () => {
    const a = await member('oracle');
    const b = await member('oracle');
    const thread = (await (await ask(a, { message: 'Hello' })).json()) as AskResponse;
    await expectError(await b.request(`/api/stella/conversations/${thread.conversationId}`), 404, 'NOT_FOUND');
    await expectError(await ask(b, { message: 'Hi', conversationId: thread.conversationId }), 404, 'NOT_FOUND');
  });

  it('exports the reader’s conversations and deletes them with the account', async () => {
    const oracle = await member('oracle');
    const thread = (await (await ask(oracle, { message: 'Tell me about love' })).json()) as AskResponse;
    const exported = (await (await oracle.request('/api/user/export')).json()) as {
      stellaConversations: { id: string; messages: { role: string }[] }[];
    };
    const mine = exported.stellaConversations.find((c) => c.id === thread.conversationId);
    expect(mine?.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    const deleted = await oracle.request('/api/user', {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(deleted.status).toBe(200);
    const left = await testD1
      .prepare('SELECT count(*) AS n FROM stella_messages WHERE conversation_id = ?1')
      .bind(thread.conversationId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe('the daily allowance', () => {
  it('gives an Oracle member at 24 of 25 exactly one answer out of 50 at once', async () => {
    const oracle = await member('oracle');
    await setUsage(oracle.user.id, 24);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => ask(oracle, { message: `Question ${i} about my Sun` })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(49);
    const refused = answers.find((r) => r.status === 429) as Response;
    const body = await expectError(refused, 429, 'RATE_LIMITED');
    expect(body.message).toBe(
      "You've used all your Stella conversations for today. Your cosmic guidance resets tomorrow!",
    );
    expect(await usage(oracle)).toMatchObject({ remaining: 0, used: 25 });
  });

  it('does not limit Master below the fair-use ceiling, and stops at it', async () => {
    const master = await member('master');
    await setUsage(master.user.id, 150);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => ask(master, { message: `Question ${i} about my Moon` })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
    await setUsage(master.user.id, 200);
    await expectError(await ask(master, { message: 'One more' }), 429, 'RATE_LIMITED');
  });
});

describe('the language model through the mock provider', () => {
  const mockUrl = inject('mockAiUrl');
  const withModel = (overrides: Record<string, string> = {}) => ({
    ...env,
    AI_API_KEY: 'mock-key',
    AI_BASE_URL: `${mockUrl}/v1`,
    AI_MODEL: 'mock-ok',
    AI_FIRST_TOKEN_TIMEOUT_MS: '1500',
    ...overrides,
  });

  /** The client's request through the app with the model configured (the default tests have none). */
  function modelAsk(client: Client, message: string, stream = true, overrides: Record<string, string> = {}) {
    const headers = new Headers({ 'Content-Type': 'application/json', 'CF-Connecting-IP': client.address });
    if (client.cookie) headers.set('Cookie', client.cookie);
    if (stream) headers.set('Accept', 'text/event-stream');
    return app.fetch(
      new Request(`${ORIGIN}/api/stella/ask`, { method: 'POST', headers, body: JSON.stringify({ message }) }),
      withModel(overrides) as unknown as typeof env,
    );
  }

  async function requestsContaining(text: string) {
    const res = await fetch(`${mockUrl}/__mock/requests?contains=${encodeURIComponent(text)}`);
    return (await res.json()) as {
      closedByClient: boolean;
      finished: boolean;
      messages: { role: string; content: string }[];
    }[];
  }

  it('streams the model’s answer with verified receipts; the prompt holds facts and the message as data', async () => {
    const oracle = await member('oracle');
    const tag = `ok-${crypto.randomUUID()}`;
    const final = done(await events(await modelAsk(oracle, `What about love? ${tag}`)));
    expect(final.writer).toBe('model');
    expect(final.paragraphs.filter((p) => p.status === 'verified').length).toBeGreaterThan(0);
    expect(final.response).not.toMatch(/\[\[/);
    const [sent] = await requestsContaining(tag);
    const roles = sent?.messages.map((m) => m.role);
    expect(roles?.filter((r) => r === 'system')).toHaveLength(1);
    expect(sent?.messages[0]?.content).toMatch(/^- P\.venus: Venus /m);
    expect(sent?.messages.at(-1)?.content).toMatch(/^<user_message>\n[\s\S]*\n<\/user_message>$/);
  });

  it('tells the model the corrected premise and what it said today in the reader’s other threads', async () => {
    const oracle = await member('oracle');
    const earlier = (await (
      await ask(oracle, { message: 'What does my Venus say about love?' })
    ).json()) as AskResponse;
    const said = wrongMoonSign();
    const tag = `premise-${crypto.randomUUID()}`;
    const final = done(await events(await modelAsk(oracle, `My Moon is in ${said}: what about love? ${tag}`)));
    expect(final.writer).toBe('model');
    expect(final.paragraphs[0]?.facts.map((f) => f.id)).toEqual(['P.moon']);
    expect(final.paragraphs.length).toBeGreaterThan(1);
    const [sent] = await requestsContaining(tag);
    const system = sent?.messages[0]?.content ?? '';
    expect(system).toContain(`their moon is in ${said.toLowerCase()}; it is in virgo (P.moon)`);
    expect(system).toContain('ALREADY TOLD TODAY');
    expect(system).toContain((earlier.response.split('\n')[0] ?? '').slice(0, 80));
  });

  it('answers with the offline writer, asking the model nothing, once the day’s spend is reached', async () => {
    const oracle = await member('oracle');
    const day = new Date().toISOString().slice(0, 10);
    // Two dollars spent today (on top of this file's other answers), against a one-dollar ceiling.
    await testD1
      .prepare(
        `INSERT INTO ai_spend (day, microdollars) VALUES (?1, 2000000)
       ON CONFLICT (day) DO UPDATE SET microdollars = microdollars + 2000000`,
      )
      .bind(day)
      .run();
    const tag = `spend-${crypto.randomUUID()}`;
    const over = done(
      await events(await modelAsk(oracle, `About work ${tag}`, true, { AI_DAILY_SPEND_LIMIT_USD: '1' })),
    );
    expect(over.writer).toBe('offline');
    expect(await requestsContaining(tag)).toHaveLength(0);
    const under = done(
      await events(await modelAsk(oracle, `About love ${tag}-more`, true, { AI_DAILY_SPEND_LIMIT_USD: '1000' })),
    );
    expect(under.writer).toBe('model');
  });

  it('strips the invalid id and withholds the contradiction', async () => {
    const oracle = await member('oracle');
    const final = done(await events(await modelAsk(oracle, `Tell me ${mockMarker('invalid')}`)));
    expect(final.writer).toBe('model');
    const [first, second] = final.paragraphs;
    expect(first?.withheld).toBeGreaterThan(0);
    expect(first?.status).toBe('unverified');
    expect(first?.facts.map((f) => f.id)).toEqual(['P.venus']);
    expect(final.response).not.toMatch(/X\.bogus/);
    expect(second?.status).toBe('verified');
  });

  it.each(['429', '500', 'malformed'] as const)(
    'answers with the offline writer when the provider fails (%s), never with its message',
    async (scenario) => {
      const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
      // The SDK reports a chunk it cannot parse on the console before it throws.
      const sdk = vi.spyOn(console, 'error').mockImplementation(() => {});
      const oracle = await member('oracle');
      const res = await modelAsk(oracle, `What about my career? ${mockMarker(scenario)}`);
      const list = await events(res);
      const final = done(list);
      expect(final.writer).toBe('offline');
      expect(final.paragraphs.filter((p) => p.status === 'verified').length).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(list)).not.toContain(MOCK_PROVIDER_DETAIL);
      expect(list.some((e) => e.event === 'error')).toBe(false);
      spy.mockRestore();
      sdk.mockRestore();
    },
  );

  it('answers with the offline writer when the first words do not come in time', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const oracle = await member('oracle');
    const final = done(await events(await modelAsk(oracle, `When? ${mockMarker('slow', 5000)}`)));
    expect(final.writer).toBe('offline');
    expect(final.response.length).toBeGreaterThan(200);
    spy.mockRestore();
  });

  it('keeps what was shown when the stream is cut, and ends with a clean error event', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const oracle = await member('oracle');
    const list = await events(await modelAsk(oracle, `Tell me ${mockMarker('cut')}`));
    const error = list.find((e) => e.event === 'error')?.data as { message: string } | undefined;
    const final = done(list);
    if (final.writer === 'model') {
      expect(error?.message).toBe('Stella is temporarily unavailable. Please try again.');
      expect(final.status).toBe('interrupted');
    } else {
      // Cut before a whole sentence was shown: the offline writer answered instead.
      expect(error).toBeUndefined();
    }
    expect(JSON.stringify(list)).not.toContain(MOCK_PROVIDER_DETAIL);
    spy.mockRestore();
  });

  it('ends a reply cut by the length cap with what was written', async () => {
    const oracle = await member('oracle');
    const final = done(await events(await modelAsk(oracle, `Tell me ${mockMarker('length')}`)));
    expect(final.writer).toBe('model');
    expect(final.status).toBe('complete');
    expect(final.response.length).toBeGreaterThan(0);
  });

  it('closes the upstream request when the reader stops, and keeps the partial reply', {
    timeout: 60_000,
  }, async () => {
    const oracle = await member('oracle');
    const tag = `stop-${crypto.randomUUID()}`;
    const res = await modelAsk(oracle, `Talk ${tag} ${mockMarker('hang', 20)}`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let seen = '';
    while ((seen.match(/event: delta/g) ?? []).length < 2) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      seen += decoder.decode(value);
    }
    const conversationId = /"conversationId":"([^"]+)"/.exec(seen)?.[1];
    await reader.cancel();
    await vi.waitFor(
      async () => {
        const [upstream] = await requestsContaining(tag);
        expect(upstream?.closedByClient).toBe(true);
      },
      { timeout: 20_000, interval: 100 },
    );
    await vi.waitFor(
      async () => {
        const detail = (await (
          await oracle.request(`/api/stella/conversations/${conversationId}`)
        ).json()) as ConversationDetail;
        const answer = detail.messages.find((m) => m.role === 'assistant');
        expect(answer?.status).toBe('stopped');
        expect(answer?.content.length).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 100 },
    );
  });

  it('gives the conversation back when Stop comes before any answer', { timeout: 60_000 }, async () => {
    const oracle = await member('oracle');
    const res = await modelAsk(oracle, `Wait ${mockMarker('slow', 10_000)}`, true, {
      AI_FIRST_TOKEN_TIMEOUT_MS: '20000',
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(async () => expect((await usage(oracle)).used).toBe(0), { timeout: 20_000, interval: 100 });
  });
});

describe('today’s insight and the user chart', () => {
  it('reads the strongest transit of the day with its receipt, or a quiet day', async () => {
    const oracle = await member('oracle');
    const res = await oracle.request('/api/stella/daily-insight?timeZone=Europe/Paris');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { insight: string; facts: { id: string }[] };
    expect(body.insight.length).toBeGreaterThan(40);
    for (const fact of body.facts) expect(fact.id).toMatch(/^T\./);
    const chartless = await signedInClient('oracle');
    await expectError(await chartless.request('/api/stella/daily-insight'), 404, 'NOT_FOUND');
  });

  it('gives the signs of the reader’s own chart', async () => {
    const oracle = await member('oracle');
    const body = (await (await oracle.request('/api/user-chart')).json()) as Record<string, string | null>;
    expect(body.sunSign).toBe('Taurus');
    expect(body.risingSign).not.toBeNull();
    const none = (await (await (await signedInClient('master')).request('/api/user-chart')).json()) as Record<
      string,
      unknown
    >;
    expect(none).toMatchObject({ sunSign: null, moonSign: null, risingSign: null });
  });
});

describe('the deep analysis', () => {
  const BIRTH = {
    birthDate: '1988-10-09',
    birthTime: '07:45',
    latitude: 48.8566,
    longitude: 2.3522,
    timezone: 'Europe/Paris',
  };

  it('is for Oracle and Master: 500-700 words with receipts, then from the cache', async () => {
    await expectError(await newClient().post('/api/stella/analysis', BIRTH), 401, 'UNAUTHORIZED');
    await expectError(await (await signedInClient('free')).post('/api/stella/analysis', BIRTH), 403, 'FORBIDDEN');
    const oracle = await signedInClient('oracle');
    const res = await oracle.post('/api/stella/analysis', BIRTH);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AnalysisAnswer;
    expect(body.words).toBeGreaterThanOrEqual(500);
    expect(body.words).toBeLessThanOrEqual(700);
    expect(body.writer).toBe('offline');
    expect(body.cached).toBe(false);
    expect(body.paragraphs.every((p) => p.status !== 'unverified' && p.withheld === 0)).toBe(true);
    const ids = body.paragraphs.flatMap((p) => p.facts.map((f) => f.id));
    expect(ids).toEqual(expect.arrayContaining(['P.sun', 'P.moon', 'P.ascendant', 'B.balance']));
    const again = (await (
      await (await signedInClient('master')).post('/api/stella/analysis', BIRTH)
    ).json()) as AnalysisAnswer;
    expect(again.cached).toBe(true);
    expect(again.paragraphs).toEqual(body.paragraphs);
  });

  it('is written in the reader’s language, and without houses when the birth time is unknown', async () => {
    const oracle = await signedInClient('oracle');
    const res = await oracle.post(
      '/api/stella/analysis',
      { ...BIRTH, birthTimeUnknown: true },
      { headers: { 'Accept-Language': 'es' } },
    );
    const body = (await res.json()) as AnalysisAnswer;
    expect(body.language).toBe('es');
    expect(body.words).toBeGreaterThanOrEqual(500);
    const ids = body.paragraphs.flatMap((p) => p.facts.map((f) => f.id));
    expect(ids.some((id) => id.startsWith('H.') || id === 'P.ascendant')).toBe(false);
  });

  it('reads the chart in the tropical zodiac when the page shows it sidereal (decision 047)', async () => {
    const oracle = await signedInClient('oracle');
    const read = async (body: object) =>
      (await (await oracle.post('/api/stella/analysis', body)).json()) as AnalysisAnswer;
    const sidereal = await read({ ...BIRTH, zodiac: 'sidereal', houseSystem: 'placidus' });
    // The Sun at 16° Libra, 22° Virgo in Lahiri's zodiac: the analysis speaks of the Libra Sun.
    expect(sidereal.sunSign).toBe('Libra');
    expect(sidereal.paragraphs).toEqual((await read({ ...BIRTH, houseSystem: 'placidus' })).paragraphs);
  });

  it('counts a Chinese analysis in characters, as its readers do', async () => {
    const oracle = await signedInClient('oracle');
    const res = await oracle.post('/api/stella/analysis', BIRTH, { headers: { 'Accept-Language': 'zh' } });
    const body = (await res.json()) as AnalysisAnswer;
    expect(body.language).toBe('zh');
    const text = body.paragraphs.map((p) => p.text).join('\n\n');
    expect(body.words).toBe(readersCount(text, 'zh-Hans'));
    expect(body.words).toBeGreaterThan(700);
  });
});

void createUser;
