/**
 * Tarot through the real Worker (docs/product.md#tarot-page, decision 040): who may read (Master),
 * the spreads, a deal whose fingerprint is given before the picks and whose seed, revealed with
 * the reading, replays to the cards read; a client that sends cards gets the deal's; a deal is read
 * once, also under 20 parallel readings; 20 parallel readings of 20 deals are each kept once; the
 * spec's validation; the kept readings listed, reopened, exported and deleted.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dealOf, fingerprintOf, seedFromHex } from '@core/tarot/deal';
import type { TarotDeal, TarotReading, TarotReadingItem, TarotSpreadView } from '@schema/tarot';
import { type Client, newClient, signedInClient } from '../../../test/api/accounts';
import { expectError } from '../../../test/api/helpers';
import worker from '@worker/index';
import { testD1 } from '../../../test/api/database';

const QUESTION = 'What should I keep in mind about my new job?';

async function deal(client: Client): Promise<TarotDeal> {
  const res = await client.post('/api/tarot/deal');
  expect(res.status).toBe(201);
  return (await res.json()) as TarotDeal;
}

async function read(client: Client, body: Record<string, unknown>): Promise<TarotReading> {
  const res = await client.post('/api/tarot/reading', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TarotReading;
}

/** The cards the revealed seed lays at the picked positions, as the reading must show them. */
function replayed(reading: TarotReading): { id: string; reversed: boolean }[] {
  const seed = seedFromHex(reading.deal?.seed ?? '');
  expect(seed).not.toBeNull();
  const laid = dealOf(seed as Uint8Array);
  return (reading.deal?.positions ?? []).map((p) => ({ id: laid[p]!.card, reversed: laid[p]!.reversed }));
}

const readOf = (client: Client, dealId: string) =>
  read(client, { spread: 'single-card', question: QUESTION, positions: [0], dealId });

const rowsOf = async (userId: string, table: 'tarot_readings' | 'tarot_deals') =>
  (await testD1.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?1`).bind(userId).first<{ n: number }>())
    ?.n;

describe('tarot', () => {
  it('is Master’s: 401 signed out, 403 for Explorer and Oracle, 200 for Master', async () => {
    const body = { spread: 'three-card', question: QUESTION };
    await expectError(await newClient().post('/api/tarot/reading', body), 401, 'UNAUTHORIZED');
    await expectError(await newClient().post('/api/tarot/deal'), 401, 'UNAUTHORIZED');
    for (const tier of ['free', 'oracle'] as const) {
      const client = await signedInClient(tier);
      const refused = await expectError(await client.post('/api/tarot/reading', body), 403, 'FORBIDDEN');
      expect(refused.message).toBe('Tarot readings require a Master subscription');
      await expectError(await client.post('/api/tarot/deal'), 403, 'FORBIDDEN');
    }
    const reading = await read(await signedInClient('master'), body);
    expect(reading.cards).toHaveLength(3);
  });

  it('lists the spec’s four spreads with their positions, in the reader’s language', async () => {
    const res = await newClient().request('/api/tarot/spreads', { headers: { 'Accept-Language': 'fr' } });
    const spreads = (await res.json()) as TarotSpreadView[];
    expect(spreads.map((s) => [s.id, s.cards, s.free, s.positions.length])).toEqual([
      ['single-card', 1, false, 1],
      ['three-card', 3, false, 3],
      ['love-spread', 5, false, 5],
      ['celtic-cross', 10, false, 10],
    ]);
    const english = (await (await newClient().request('/api/tarot/spreads')).json()) as TarotSpreadView[];
    expect(spreads[1]?.name).not.toBe(english[1]?.name);
  });

  it('reads the picked positions of a sealed deal: the revealed seed hashes to the fingerprint and replays to the cards', async () => {
    const client = await signedInClient('master');
    const sealed = await deal(client);
    expect(sealed.faceDown).toBe(30);
    expect(sealed.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const reading = await read(client, {
      spread: 'Three Card',
      question: QUESTION,
      positions: [29, 4, 17],
      dealId: sealed.dealId,
    });
    expect(reading.spread).toMatchObject({ id: 'three-card', cards: 3, free: false });
    expect(reading.question).toBe(QUESTION);
    expect(reading.deal).toMatchObject({ id: sealed.dealId, fingerprint: sealed.fingerprint, positions: [29, 4, 17] });
    expect(await fingerprintOf(seedFromHex(reading.deal?.seed ?? '') as Uint8Array)).toBe(sealed.fingerprint);
    expect(reading.cards.map((c) => ({ id: c.id, reversed: c.reversed }))).toEqual(replayed(reading));
    expect(reading.cards.map((c) => c.position.id)).toEqual(['past', 'present', 'future']);
    expect(reading.cards.map((c) => c.slot)).toEqual([29, 4, 17]);
    for (const card of reading.cards) {
      expect(card.name && card.meaning && card.description && card.imagery && card.imagePrompt).toBeTruthy();
      expect(card.type).toBe(card.suit === null ? 'major' : 'minor');
    }
    expect(reading.interpretation.length).toBeGreaterThan(200);
    expect(reading.guidance.length).toBeGreaterThan(60);
    // Every paragraph is verified and cites the cards it reads.
    for (const p of reading.paragraphs) {
      expect(p.status).toBe('verified');
      expect(p.withheld).toBe(0);
      for (const f of p.facts) expect(f.id).toMatch(/^(C\.\d+\.[a-z0-9-]+(\.r)?|T\.[a-z0-9.-]+)$/);
    }
    const cited = new Set(reading.paragraphs.flatMap((p) => p.facts.map((f) => f.id)));
    for (const [i, c] of reading.cards.entries())
      expect(cited).toContain(`C.${i + 1}.${c.id}${c.reversed ? '.r' : ''}`);

    // A deal is read once.
    const again = await client.post('/api/tarot/reading', {
      spread: 'three-card',
      question: QUESTION,
      positions: [0, 1, 2],
      dealId: sealed.dealId,
    });
    await expectError(again, 409, 'CONFLICT');
  });

  it('gives a client that sends cards the deal’s cards, never its own', async () => {
    const client = await signedInClient('master');
    const wanted = [
      { id: 'sun', name: 'The Sun', reversed: false },
      { id: 'star', name: 'The Star', reversed: false },
      { id: 'world', name: 'The World', reversed: false },
    ];
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const withDeal = i % 2 === 0 ? { dealId: (await deal(client)).dealId, positions: [0, 1, 2] } : {};
      const reading = await read(client, {
        spread: 'three-card',
        question: QUESTION,
        cards: wanted,
        userId: 'someone-else',
        ...withDeal,
      });
      expect(reading.cards.map((c) => ({ id: c.id, reversed: c.reversed }))).toEqual(replayed(reading));
      seen.add(reading.cards.map((c) => c.id).join());
    }
    // Six fair deals of three cards from 78 are all different (the chance of a repeat is about 1 in 10,000).
    expect(seen.size).toBe(6);
  });

  it('reads one deal once under 20 parallel readings', async () => {
    const client = await signedInClient('master');
    const one = await deal(client);
    const body = { spread: 'single-card', question: QUESTION, positions: [7], dealId: one.dealId };
    const racing = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/tarot/reading', body)));
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of racing.filter((r) => r.status !== 200)) await expectError(r, 409, 'CONFLICT');
    expect(await rowsOf(client.user.id, 'tarot_readings')).toBe(1);
  });

  it('keeps 20 parallel readings of 20 deals once each', async () => {
    const client = await signedInClient('master');
    const deals = await Promise.all(Array.from({ length: 20 }, () => deal(client)));
    const results = await Promise.all(
      deals.map((d, i) =>
        client.post('/api/tarot/reading', {
          spread: 'three-card',
          question: `${QUESTION} (${i})`,
          positions: [0, 1, 2],
          dealId: d.dealId,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = await Promise.all(results.map(async (r) => ((await r.json()) as TarotReading).id));
    expect(new Set(ids).size).toBe(20);
    expect(await rowsOf(client.user.id, 'tarot_readings')).toBe(20);
    const stored = await testD1
      .prepare('SELECT question FROM tarot_readings WHERE user_id = ?1 AND question LIKE ?2')
      .bind(client.user.id, `${QUESTION} (%`)
      .all<{ question: string }>();
    expect(stored.results.map((r) => r.question).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `${QUESTION} (${i})`).sort(),
    );
  });

  it('refuses a missing spread, a blank question and picks that do not fit the spread, in words', async () => {
    const client = await signedInClient('master');
    const cases: [Record<string, unknown>, string][] = [
      [{ spread: 'tree-card', question: QUESTION }, 'Choose a spread'],
      [{ question: QUESTION }, 'Choose a spread'],
      [{ spread: 'three-card', question: '   ' }, 'Ask a question for your reading'],
      [
        { spread: 'three-card', question: QUESTION, positions: [1, 2] },
        'Pick exactly the spread’s number of cards from the deck',
      ],
      [
        { spread: 'three-card', question: QUESTION, positions: [1, 1, 2] },
        'Pick exactly the spread’s number of cards from the deck',
      ],
      [
        { spread: 'three-card', question: QUESTION, positions: [1, 2, 30] },
        'Pick exactly the spread’s number of cards from the deck',
      ],
      [{ spread: 'three-card', question: 'x'.repeat(501) }, 'A question has at most 500 characters'],
    ];
    for (const [body, message] of cases) {
      const refused = await expectError(await client.post('/api/tarot/reading', body), 400, 'BAD_REQUEST');
      expect(refused.message, JSON.stringify(body).slice(0, 60)).toBe(message);
    }
    expect(await rowsOf(client.user.id, 'tarot_readings')).toBe(0);
  });

  it('answers a question about self-harm with the crisis reply, turning no card and keeping nothing', async () => {
    const client = await signedInClient('master');
    const reading = await read(client, { spread: 'three-card', question: 'Should I kill myself?' });
    expect(reading).toMatchObject({ crisis: true, cards: [], deal: null, id: null });
    expect(reading.interpretation).toMatch(/findahelpline/);
    expect(await rowsOf(client.user.id, 'tarot_readings')).toBe(0);
  });

  it('lists, reopens, exports and deletes the kept readings; they go with the account', async () => {
    const client = await signedInClient('master');
    const reading = await read(client, { spread: 'love-spread', question: 'Where is my relationship going?' });
    const list = (await (await client.request('/api/tarot/readings')).json()) as TarotReadingItem[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: reading.id,
      spread: 'love-spread',
      question: 'Where is my relationship going?',
    });
    expect(list[0]?.cards.map((c) => c.id)).toEqual(reading.cards.map((c) => c.id));
    const reopened = (await (await client.request(`/api/tarot/readings/${reading.id}`)).json()) as TarotReading;
    expect(reopened).toEqual(reading);
    const other = await signedInClient('master');
    await expectError(await other.request(`/api/tarot/readings/${reading.id}`), 404, 'NOT_FOUND');
    const exported = (await (await client.request('/api/user/export')).json()) as { tarotReadings: { seed: string }[] };
    expect(exported.tarotReadings.map((r) => r.seed)).toEqual([reading.deal?.seed]);
    expect((await client.request(`/api/tarot/readings/${reading.id}`, { method: 'DELETE' })).status).toBe(200);
    await expectError(await client.request(`/api/tarot/readings/${reading.id}`), 404, 'NOT_FOUND');

    await read(client, { spread: 'single-card', question: QUESTION });
    await deal(client);
    expect((await client.post('/api/user', { password: client.user.password }, { method: 'DELETE' })).status).toBe(200);
    expect(await rowsOf(client.user.id, 'tarot_readings')).toBe(0);
    expect(await rowsOf(client.user.id, 'tarot_deals')).toBe(0);
  });

  it('prunes the deals nobody read once they expire, and keeps a read deal with its reading', async () => {
    const client = await signedInClient('master');
    const unread = await deal(client);
    const read = await deal(client);
    await readOf(client, read.dealId);
    const fresh = await deal(client);
    // The two older deals were made two hours before the job runs; the fresh one just now.
    const twoHoursAgo = Date.now() - 2 * 3_600_000;
    await testD1
      .prepare('UPDATE tarot_deals SET created_at = ?1 WHERE id IN (?2, ?3)')
      .bind(twoHoursAgo, unread.dealId, read.dealId)
      .run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '0 0 * * *', scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await testD1
      .prepare('SELECT id FROM tarot_deals WHERE user_id = ?1 ORDER BY id')
      .bind(client.user.id)
      .all<{ id: string }>();
    expect(left.results.map((r) => r.id).sort()).toEqual([read.dealId, fresh.dealId].sort());
  });
});
