/**
 * Ask Stella's daily allowance (decision 030): Oracle (and a running trial) 25
 * conversations a day, Master a fair-use ceiling of 200. A conversation is taken when a thread
 * starts, in one guarded upsert on `stella_usage`, so any number of simultaneous requests take
 * exactly what is left; it is given back only when no answer was produced. The count is mirrored
 * in KV for the usage badge's fast read; D1 stays the authority. Days are UTC: the allowance
 * starts again at 00:00 UTC for everyone, which no change of zone can game.
 */
import { sql } from 'drizzle-orm';
import { ORACLE_DAILY_CONVERSATIONS, type Tier } from '@core/plans';
import { MASTER_FAIR_USE_CONVERSATIONS, type StellaUsage } from '@schema/stella';
import { firstRow, type Database } from '@worker/lib/db';

export const usageDay = (now: Date) => now.toISOString().slice(0, 10);

export function nextReset(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return next.toISOString();
}

/** The conversations a tier may start a day, and whether the tier is sold as unlimited. */
export function allowanceOf(tier: Tier): { limit: number; unlimited: boolean } {
  if (tier === 'master') return { limit: MASTER_FAIR_USE_CONVERSATIONS, unlimited: true };
  if (tier === 'oracle') return { limit: ORACLE_DAILY_CONVERSATIONS, unlimited: false };
  return { limit: 0, unlimited: false };
}

/** The reader's allowance as the usage badge shows it (GET /api/stella/usage). */
export async function todaysUsage(
  db: Database,
  kv: KVNamespace | undefined,
  reader: { userId: string; tier: Tier },
  now: Date,
): Promise<StellaUsage> {
  return usageOf(reader.tier, await usedToday(db, kv, reader.userId, now), now);
}

const kvKey = (userId: string, day: string) => `stella:usage:${userId}:${day}`;

export function usageOf(tier: Tier, used: number, now: Date): StellaUsage {
  const { limit, unlimited } = allowanceOf(tier);
  return {
    remaining: unlimited ? null : Math.max(0, limit - used),
    dailyLimit: unlimited ? null : limit,
    used,
    unlimited,
    resetsAt: nextReset(now),
  };
}

async function mirror(kv: KVNamespace | undefined, userId: string, day: string, used: number): Promise<void> {
  // Two days: the key outlives its day and then disappears on its own.
  await kv?.put(kvKey(userId, day), String(used), { expirationTtl: 2 * 86_400 }).catch(() => {});
}

/** Conversations used today: KV first, D1 when KV has no count (or cannot be read). */
export async function usedToday(db: Database, kv: KVNamespace | undefined, userId: string, now: Date): Promise<number> {
  const day = usageDay(now);
  const cached = await kv?.get(kvKey(userId, day)).catch(() => null);
  if (cached != null && /^\d+$/.test(cached)) return Number(cached);
  const row = await firstRow<{ conversations: number }>(
    db,
    sql`select conversations from stella_usage where user_id = ${userId} and day = ${day}`,
  );
  const used = row?.conversations ?? 0;
  await mirror(kv, userId, day, used);
  return used;
}

/** Takes one conversation of today's allowance: the count after taking it, or null when none is left. */
export async function takeConversation(
  db: Database,
  kv: KVNamespace | undefined,
  userId: string,
  limit: number,
  now: Date,
): Promise<number | null> {
  const day = usageDay(now);
  const taken = await firstRow<{ conversations: number }>(
    db,
    sql`
    insert into stella_usage (user_id, day, conversations)
    select ${userId}, ${day}, 1 where ${limit} > 0
    on conflict (user_id, day) do update set conversations = conversations + 1 where conversations < ${limit}
    returning conversations`,
  );
  if (!taken) return null;
  await mirror(kv, userId, day, taken.conversations);
  return taken.conversations;
}

/** Gives back a conversation that produced no answer. */
export async function refundConversation(
  db: Database,
  kv: KVNamespace | undefined,
  userId: string,
  now: Date,
): Promise<void> {
  const day = usageDay(now);
  const row = await firstRow<{ conversations: number }>(
    db,
    sql`
    update stella_usage set conversations = conversations - 1
    where user_id = ${userId} and day = ${day} and conversations > 0
    returning conversations`,
  );
  if (row) await mirror(kv, userId, day, row.conversations);
}

/** Adds a model answer's cost to today's spend (one upsert). */
export async function addSpend(db: Database, microdollars: number, now: Date): Promise<void> {
  if (!(microdollars > 0)) return;
  const amount = Math.round(microdollars);
  await db.run(sql`
    insert into ai_spend (day, microdollars) values (${usageDay(now)}, ${amount})
    on conflict (day) do update set microdollars = microdollars + ${amount}`);
}

/** Whether today's model spend has reached the ceiling (then the offline writer answers). */
export async function spendReached(db: Database, ceilingMicrodollars: number, now: Date): Promise<boolean> {
  const row = await firstRow<{ microdollars: number }>(
    db,
    sql`select microdollars from ai_spend where day = ${usageDay(now)}`,
  );
  return (row?.microdollars ?? 0) >= ceilingMicrodollars;
}
