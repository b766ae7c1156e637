/**
 * Astro Gems through the real Worker and D1 (decision 042): the day's gems written once by the
 * daily job or the first request, also when both race or the job is run again; one gem per player
 * and UTC day under 20 parallel requests; the UTC day boundary on the server's clock (injected
 * here through the service, as the route passes `new Date()`); only today's gems, only Explorer;
 * twelve gems within 30 days complete the quest, grant exactly 7 days of Oracle once and close the
 * game; a subscription is never touched; the month's board.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dayStart, GEM_TYPES, type GemType, gemsOfDay, monthOf, utcDay } from '@core/game';
import * as schema from '@schema/db';
import {
  GAME_MESSAGES,
  type CollectGemResult,
  type DailyGems,
  type GameProgress,
  type Leaderboard,
} from '@schema/game';
import { ApiError } from '@worker/lib/errors';
import { translator } from '@worker/lib/i18n';
import { tierOf } from '@worker/lib/tiers';
import worker from '@worker/index';
import { createUser, newClient, signedInClient } from '../../../test/api/accounts';
import { expectError } from '../../../test/api/helpers';
import { boardEntryOf, boardRows } from './game.repository';
import { collectGem, leaderboardOf, progressOf } from './game.service';
import { loadAllTexts } from '@core/i18n/texts';
import { testD1 } from '../../../test/api/database';

// This file reads the catalogues itself; the Worker loads a request's language on its own.
await loadAllTexts();

const db = drizzle(testD1, { schema });
const t = translator('en');
const DAY_MS = 86_400_000;

const userRow = async (id: string) => {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
};

/** Collects on the server's side at `now` (the route's code, with the clock given). */
const collectAt = async (userId: string, gem: GemType, now: Date) => collectGem(db, await userRow(userId), gem, now, t);

/** The error a collect at `now` fails with. */
async function refusalAt(userId: string, gem: GemType, now: Date): Promise<ApiError> {
  try {
    await collectAt(userId, gem, now);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`collecting ${gem} at ${now.toISOString()} succeeded`);
}

const noon = (day: string) => new Date(dayStart(day).getTime() + DAY_MS / 2);

const rotationRows = async (day: string) =>
  (await testD1.prepare('SELECT gems FROM game_rotations WHERE day = ?1').bind(day).all<{ gems: string }>()).results;

async function fire(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '0 0 * * *', scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/**
 * Plays every day from `start`, taking the first of the day's gems not yet held, until the
 * twelfth: the days played and each day's result.
 */
async function playToTheEnd(userId: string, start: string): Promise<{ days: string[]; results: CollectGemResult[] }> {
  const held = new Set<GemType>();
  const days: string[] = [];
  const results: CollectGemResult[] = [];
  for (let d = 0; held.size < GEM_TYPES.length && d < 30; d++) {
    const day = addDays(start, d);
    const gem = gemsOfDay(day).find((g) => !held.has(g));
    if (!gem) continue;
    results.push(await collectAt(userId, gem, noon(day)));
    held.add(gem);
    days.push(day);
  }
  return { days, results };
}

describe('the day’s gems', () => {
  it('are offered to anyone: three of the day’s rotation, named in the reader’s language', async () => {
    const res = await newClient().request('/api/game/daily-gem', { headers: { 'Accept-Language': 'fr' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as DailyGems;
    const today = utcDay(new Date());
    expect(body.day).toBe(today);
    expect(body.availableGems).toEqual(gemsOfDay(today));
    expect(body.nextRotationAt).toBe(dayStart(addDays(today, 1)).toISOString());
    const fr = translator('fr');
    for (const gem of body.availableGems) expect(body.message).toContain(fr(`game.gem.${gem}`));
    expect(await rotationRows(today)).toHaveLength(1);
  });

  it('are written once by the daily job: twice at once, again after a crash, and after a request got there first', async () => {
    // Near today: the schedule's own job-log pruning counts back 90 days from the run.
    const day = addDays(utcDay(new Date()), 1);
    const at = dayStart(day).getTime();
    await Promise.all([fire(at), fire(at)]);
    expect(await rotationRows(day)).toEqual([{ gems: JSON.stringify(gemsOfDay(day)) }]);
    // A run that died half-way leaves its job row "running"; the next run changes nothing.
    await testD1
      .prepare(
        "INSERT INTO job_runs (job, cron, scheduled_at, started_at, status) VALUES ('rotate-astro-gems', '0 0 * * *', ?1, ?1, 'running')",
      )
      .bind(at)
      .run();
    await fire(at);
    expect(await rotationRows(day)).toHaveLength(1);
    const runs = await testD1
      .prepare(
        "SELECT status, detail FROM job_runs WHERE job = 'rotate-astro-gems' AND scheduled_at = ?1 AND status = 'ok'",
      )
      .bind(at)
      .all<{ status: string; detail: string }>();
    expect(runs.results.length).toBeGreaterThanOrEqual(2);
    expect(runs.results.some((r) => r.detail.endsWith('(already written)'))).toBe(true);

    // A day the job has not reached: the first request writes the same set, and the job then leaves it.
    const later = addDays(day, 1);
    const { id } = await createUser();
    await expect(
      refusalAt(id, GEM_TYPES.find((g) => !gemsOfDay(later).includes(g))!, noon(later)),
    ).resolves.toMatchObject({
      message: GAME_MESSAGES.notToday,
    });
    expect(await rotationRows(later)).toEqual([{ gems: JSON.stringify(gemsOfDay(later)) }]);
    await fire(dayStart(later).getTime());
    expect(await rotationRows(later)).toHaveLength(1);
  });

  it('are the stored ones when the stored rotation and today’s computation differ', async () => {
    const day = '2031-04-02';
    const other = GEM_TYPES.filter((g) => !gemsOfDay(day).includes(g)).slice(0, 3);
    await testD1
      .prepare('INSERT INTO game_rotations (day, gems, created_at) VALUES (?1, ?2, ?3)')
      .bind(day, JSON.stringify(other), Date.now())
      .run();
    const { id } = await createUser();
    const offered = gemsOfDay(day)[0]!;
    expect((await refusalAt(id, offered, noon(day))).message).toBe(GAME_MESSAGES.notToday);
    expect((await collectAt(id, other[0]!, noon(day))).gemType).toBe(other[0]);
  });
});

describe('collecting', () => {
  it('is for a signed-in Explorer: 401 signed out, 403 with the notice for Oracle and Master', async () => {
    const gem = gemsOfDay(utcDay(new Date()))[0]!;
    await expectError(await newClient().post('/api/game/collect-gem', { gemType: gem }), 401, 'UNAUTHORIZED');
    await expectError(await newClient().request('/api/game/progress'), 401, 'UNAUTHORIZED');
    for (const tier of ['oracle', 'master'] as const) {
      const client = await signedInClient(tier);
      const refused = await expectError(await client.post('/api/game/collect-gem', { gemType: gem }), 403, 'FORBIDDEN');
      expect(refused.message).toBe(GAME_MESSAGES.premium);
      const progress = (await (await client.request('/api/game/progress')).json()) as GameProgress;
      expect(progress).toMatchObject({ gameDisabled: true, disabledReason: 'premium', hasCompleted: false });
    }
  });

  it('takes one gem a day: of 20 parallel collects by one player exactly one succeeds', async () => {
    const client = await signedInClient('free');
    const today = utcDay(new Date());
    const gems = gemsOfDay(today);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.post('/api/game/collect-gem', { gemType: gems[i % gems.length] })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { message: string }).message).toBe(GAME_MESSAGES.collectedToday);
    const won = (await answers.find((r) => r.status === 200)!.json()) as CollectGemResult;
    expect(won).toMatchObject({ trialGranted: false, gameCompleted: false, points: 100 });
    expect(won.message).toBe(`The ${t(`game.gem.${won.gemType}`)} is yours: 100 points.`);

    const progress = (await (await client.request('/api/game/progress')).json()) as GameProgress;
    expect(progress.progress).toMatchObject({ gemsCollected: 1, totalPoints: 100, trialGranted: false });
    expect(progress.collectedToday).toBe(won.gemType);
    expect(progress.gems.map((g) => g.gemType)).toEqual([won.gemType]);
    const rows = await testD1
      .prepare('SELECT count(*) AS n FROM game_collections WHERE user_id = ?1')
      .bind(client.user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);

    // The gem is in the player's data export, and goes with the account.
    const exported = (await (await client.request('/api/user/export')).json()) as {
      astroGems: { collections: { gem: string; day: string }[]; completion: unknown };
    };
    expect(exported.astroGems).toEqual({
      collections: [expect.objectContaining({ gem: won.gemType, day: today })],
      completion: null,
    });
    expect((await client.post('/api/user', { password: client.user.password }, { method: 'DELETE' })).status).toBe(200);
    const left = await testD1
      .prepare('SELECT count(*) AS n FROM game_collections WHERE user_id = ?1')
      .bind(client.user.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it('counts the server’s UTC day: 23:59:59.9 and 00:00:00.1 are two days, each with its own gem', async () => {
    const { id } = await createUser();
    const day = '2031-05-10';
    const next = addDays(day, 1);
    const first = gemsOfDay(day)[0]!;
    const second = gemsOfDay(next).find((g) => g !== first)!;
    const before = new Date(dayStart(next).getTime() - 100);
    const after = new Date(dayStart(next).getTime() + 100);
    expect((await collectAt(id, first, before)).gemType).toBe(first);
    expect((await collectAt(id, second, after)).gemType).toBe(second);
    const days = await testD1
      .prepare('SELECT day FROM game_collections WHERE user_id = ?1 ORDER BY day')
      .bind(id)
      .all<{ day: string }>();
    expect(days.results.map((r) => r.day)).toEqual([day, next]);
    // A third a moment later is the second gem of that day.
    const third = gemsOfDay(next).find((g) => g !== first && g !== second)!;
    expect((await refusalAt(id, third, new Date(after.getTime() + 1000))).message).toBe(GAME_MESSAGES.collectedToday);
  });

  it('refuses a gem not offered today (400), an unknown one (400), and one already held within 30 days (409)', async () => {
    const client = await signedInClient('free');
    const today = utcDay(new Date());
    const absent = GEM_TYPES.find((g) => !gemsOfDay(today).includes(g))!;
    const notToday = await expectError(
      await client.post('/api/game/collect-gem', { gemType: absent }),
      400,
      'BAD_REQUEST',
    );
    expect(notToday.message).toBe(GAME_MESSAGES.notToday);
    for (const body of [{ gemType: 'diamond' }, { gemType: 7 }, {}, { gemType: 'Aries' }]) {
      const bad = await expectError(await client.post('/api/game/collect-gem', body), 400, 'BAD_REQUEST');
      expect(bad.message).toBe(GAME_MESSAGES.gemType);
    }
    // A date the client sends is not read.
    const gem = gemsOfDay(today)[0]!;
    const res = await client.post('/api/game/collect-gem', { gemType: gem, day: '2020-01-01', collectedAt: 0 });
    expect(res.status).toBe(200);

    // Held: the same gem offered again within 30 days is refused; after 30 days it counts no more.
    const { id } = await createUser();
    const start = '2031-06-01';
    const repeat = Array.from({ length: 29 }, (_, d) => addDays(start, d + 1)).find((day) =>
      gemsOfDay(day).includes(gemsOfDay(start)[0]!),
    )!;
    const held = gemsOfDay(start)[0]!;
    await collectAt(id, held, noon(start));
    expect((await refusalAt(id, held, noon(repeat))).message).toBe(GAME_MESSAGES.owned);
    const expired = Array.from({ length: 10 }, (_, d) => addDays(start, 30 + d)).find((day) =>
      gemsOfDay(day).includes(held),
    )!;
    expect((await collectAt(id, held, noon(expired))).gemType).toBe(held);
    const progress = await progressOf(db, await userRow(id), noon(expired));
    expect(progress.gems.map((g) => g.gemType)).toEqual([held]);
    expect(progress.progress.totalPoints).toBe(200);
  });
});

describe('the quest and its trial', () => {
  it('completes with the twelfth gem: exactly 7 days of Oracle, free again on day 8, and the game closed', async () => {
    const { id } = await createUser();
    const start = '2031-07-01';
    const { days, results } = await playToTheEnd(id, start);
    expect(results).toHaveLength(12);
    expect(results.slice(0, 11).every((r) => !r.trialGranted && !r.gameCompleted)).toBe(true);
    const last = results[11]!;
    expect(last).toMatchObject({ trialGranted: true, gameCompleted: true });
    expect(last.message).toContain('7 days of Oracle');

    const finishedAt = noon(days[11]!);
    const user = await userRow(id);
    expect(user.trialEndsAt?.getTime()).toBe(finishedAt.getTime() + 7 * DAY_MS);
    expect(user.subscriptionType).toBe('free');
    expect(user.isPremium).toBe(false);
    expect(tierOf(user, new Date(finishedAt.getTime() + 7 * DAY_MS - 1))).toBe('oracle');
    expect(tierOf(user, new Date(finishedAt.getTime() + 7 * DAY_MS + 1))).toBe('free');

    const progress = await progressOf(db, user, new Date(finishedAt.getTime() + 8 * DAY_MS));
    expect(progress).toMatchObject({ hasCompleted: true, gameDisabled: true, disabledReason: 'completed' });
    expect(progress.progress).toMatchObject({
      gemsCollected: 12,
      totalPoints: 1200,
      trialGranted: true,
      daysToComplete: days.length === 12 ? Math.round((Date.parse(days[11]!) - Date.parse(start)) / DAY_MS) + 1 : null,
    });
    // Day 8 and later: free again, and the game stays closed for good.
    const day8 = addDays(days[11]!, 8);
    const refused = await refusalAt(id, gemsOfDay(day8)[0]!, noon(day8));
    expect(refused.message).toBe(GAME_MESSAGES.completed);
  });

  it('grants the trial once when the twelfth gem is collected by 20 requests at once', async () => {
    const { id } = await createUser();
    const start = '2031-09-01';
    const held = new Set<GemType>();
    let day = start;
    while (held.size < 11) {
      const gem = gemsOfDay(day).find((g) => !held.has(g));
      if (gem) {
        await collectAt(id, gem, noon(day));
        held.add(gem);
      }
      day = addDays(day, 1);
    }
    while (!gemsOfDay(day).some((g) => !held.has(g))) day = addDays(day, 1);
    const twelfth = gemsOfDay(day).find((g) => !held.has(g))!;
    const user = await userRow(id);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => collectGem(db, user, twelfth, noon(day), t)),
    );
    const won = outcomes.filter((o): o is PromiseFulfilledResult<CollectGemResult> => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(won[0]?.value).toMatchObject({ trialGranted: true, gameCompleted: true });
    const completions = await testD1
      .prepare('SELECT count(*) AS n FROM game_completions WHERE user_id = ?1')
      .bind(id)
      .first<{ n: number }>();
    expect(completions?.n).toBe(1);
    expect((await userRow(id)).trialEndsAt?.getTime()).toBe(noon(day).getTime() + 7 * DAY_MS);
  });

  it('never touches a subscription: a member who subscribes during the trial keeps the plan after it', async () => {
    const { id } = await createUser();
    const { days } = await playToTheEnd(id, '2031-11-01');
    const finished = noon(days.at(-1)!);
    // They subscribe to Master during the trial (the payments code writes these fields).
    await testD1
      .prepare("UPDATE users SET is_premium = 1, subscription_type = 'master', premium_until = ?2 WHERE id = ?1")
      .bind(id, finished.getTime() + 40 * DAY_MS)
      .run();
    const before = await userRow(id);
    const day8 = new Date(finished.getTime() + 8 * DAY_MS);
    expect(tierOf(before, day8)).toBe('master');
    // A collect attempt after the trial (refused: the quest is done) changes nothing on the account.
    await refusalAt(id, gemsOfDay(utcDay(day8))[0]!, day8);
    const after = await userRow(id);
    expect(after).toMatchObject({
      isPremium: true,
      subscriptionType: 'master',
      premiumUntil: before.premiumUntil,
      trialEndsAt: before.trialEndsAt,
    });
  });
});

describe('the leaderboard', () => {
  it('ranks the month’s players by gems, names them by first name and initial, and leaves out who hides', async () => {
    const month = '2032-02';
    const players = await Promise.all(
      ['Ada Lovelace', 'Maria Mitchell', 'Vera Rubin', 'Annie Cannon'].map(async (name) => {
        const { id } = await createUser();
        const [first, last] = name.split(' ');
        await testD1
          .prepare('UPDATE users SET first_name = ?2, last_name = ?3 WHERE id = ?1')
          .bind(id, first, last)
          .run();
        return id;
      }),
    );
    const [ada, maria, vera, annie] = players as [string, string, string, string];
    // Ada three gems, Maria two, Vera two (Vera reached two first), Annie one but hidden.
    const plays: [string, number][] = [
      [vera, 1],
      [vera, 2],
      [maria, 2],
      [maria, 3],
      [ada, 1],
      [ada, 2],
      [ada, 3],
      [annie, 1],
    ];
    for (const [who, date] of plays) {
      const day = `${month}-0${date}`;
      await collectAt(who, gemsOfDay(day)[0]!, new Date(noon(day).getTime() + players.indexOf(who) * 1000));
    }
    await testD1
      .prepare(`UPDATE users SET preferences = '{"showOnLeaderboard":false}' WHERE id = ?1`)
      .bind(annie)
      .run();
    // A gem of the month before does not count.
    await collectAt(annie, gemsOfDay('2032-01-31')[0]!, noon('2032-01-31'));

    const now = noon(`${month}-10`);
    const board = await leaderboardOf(db, await userRow(maria), now, t);
    expect(board.month).toBe(month);
    expect(board.entries.map((e) => [e.rank, e.userName, e.gemsCollected, e.totalPoints, e.isYou])).toEqual([
      [1, 'Ada L.', 3, 300, false],
      [2, 'Vera R.', 2, 200, false],
      [3, 'Maria M.', 2, 200, true],
    ]);
    expect(board.you).toBeNull();
    // A reader further down than the list shown is given their place by a query of their own,
    // which must rank as the list does (ties included), and not at all for who hides.
    const { first, next } = monthOf(utcDay(now));
    for (const entry of board.entries) {
      expect((await boardEntryOf(db, first, next, entry.userId))?.rank, entry.userName).toBe(entry.rank);
    }
    expect(await boardEntryOf(db, first, next, annie)).toBeNull();
    const short = await boardRows(db, first, next, 1);
    expect(short.map((r) => r.user_id)).toEqual([ada]);
    const hidden = await leaderboardOf(db, await userRow(annie), now, t);
    expect(hidden).toMatchObject({ hidden: true, you: null });
    expect(hidden.entries.some((e) => e.userId === annie)).toBe(false);

    const res = await newClient().request('/api/game/leaderboard');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Leaderboard).month).toBe(utcDay(new Date()).slice(0, 7));
  });
});
