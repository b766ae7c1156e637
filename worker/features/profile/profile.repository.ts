/** The profile's queries: counts for the statistics, every row of the user for export and deletion (the row itself is auth's). */
import { desc, eq, sql } from 'drizzle-orm';
import {
  billingCustomers,
  birthCharts,
  emailTokens,
  gameCollections,
  gameCompletions,
  mailOutbox,
  requestCounts,
  sessions,
  stellaConversations,
  synastryReadings,
  tarotDeals,
  tarotReadings,
  stellaMessages,
  stellaUsage,
  subscriptions,
  userActivity,
  type UserRow,
  users,
} from '@schema/db';
import type { LoggedActivity } from '@worker/lib/activity';
import { batch, type Database } from '@worker/lib/db';

export interface ProfileCounts {
  charts: number;
  horoscopes: number;
  compatibility: number;
  conversations: number;
  /** Whether the chart the user calls theirs (users.my_chart_id) is still one of their charts. */
  myChartKept: boolean;
}

/** The counts statement's row: each count, and whether "my chart" is kept as 0 or 1. */
export type ProfileCountsRow = { [K in keyof ProfileCounts]: number };

/** `profileCountsQuery`'s "my chart" read from the users row itself. */
export const STORED_MY_CHART = Symbol('users.my_chart_id');

/**
 * The profile's statistics and whether "my chart" is still there, as one statement (one round
 * trip) over the user's row, to await or batch. `myChart` is the chart the user calls theirs, or
 * `STORED_MY_CHART` for the one that row names (the read the session's lookup brings, in the
 * same snapshot as the user it read).
 */
export function profileCountsQuery(db: Database, userId: string, myChart: string | null | typeof STORED_MY_CHART) {
  // Each under a name of its own: a batch's rows come back keyed by name, where the three
  // activity counts would otherwise share their statement's text.
  const activity = (kind: LoggedActivity) =>
    sql<number>`(SELECT count(*) FROM ${userActivity} WHERE ${userActivity.userId} = ${userId} AND ${userActivity.kind} = ${kind})`.as(
      kind,
    );
  const chartId = myChart === STORED_MY_CHART ? users.myChartId : (myChart ?? '');
  return db
    .select({
      charts: sql<number>`(SELECT count(*) FROM ${birthCharts} WHERE ${birthCharts.userId} = ${userId})`.as('charts'),
      horoscopes: activity('horoscope_read'),
      compatibility: activity('compatibility_check'),
      conversations: activity('stella_conversation'),
      myChartKept:
        sql<number>`EXISTS (SELECT 1 FROM ${birthCharts} WHERE ${birthCharts.userId} = ${userId} AND ${birthCharts.id} = ${chartId})`.as(
          'my_chart_kept',
        ),
    })
    .from(users)
    .where(eq(users.id, userId));
}

/** The counts statement's answer as the profile reads it (zero for a user with no row). */
export function profileCountsOf(rows: ProfileCountsRow[]): ProfileCounts {
  const row = rows[0];
  return {
    charts: row?.charts ?? 0,
    horoscopes: row?.horoscopes ?? 0,
    compatibility: row?.compatibility ?? 0,
    conversations: row?.conversations ?? 0,
    myChartKept: row?.myChartKept === 1,
  };
}

/** The profile's statistics and whether "my chart" is still there. */
export async function profileCounts(db: Database, userId: string, myChartId: string | null): Promise<ProfileCounts> {
  return profileCountsOf(await profileCountsQuery(db, userId, myChartId));
}

/**
 * The user's latest events, newest first, from where each is recorded: saved charts, the free
 * tools' reads and checks, and sign-ins (a session begins with one).
 */
export async function recentEvents(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ kind: string; at: number; detail: string | null }[]> {
  return db.all<{ kind: string; at: number; detail: string | null }>(sql`
    SELECT kind, at, detail FROM (
      SELECT 'chart_saved' AS kind, created_at AS at, coalesce(name, birth_location) AS detail
        FROM birth_charts WHERE user_id = ${userId}
      UNION ALL
      SELECT kind, created_at AS at, NULL AS detail FROM user_activity WHERE user_id = ${userId}
      UNION ALL
      SELECT 'sign_in' AS kind, created_at AS at, user_agent AS detail FROM sessions WHERE user_id = ${userId}
    )
    ORDER BY at DESC
    LIMIT ${limit}`);
}

/** Every row held about the user, for the data export. */
export async function rowsOfUser(db: Database, user: UserRow) {
  const [
    charts,
    activity,
    sessionRows,
    tokens,
    mail,
    subscriptionRows,
    conversations,
    messages,
    synastry,
    tarot,
    gems,
    quest,
  ] = await Promise.all([
    db.select().from(birthCharts).where(eq(birthCharts.userId, user.id)).orderBy(desc(birthCharts.createdAt)).all(),
    db.select().from(userActivity).where(eq(userActivity.userId, user.id)).orderBy(desc(userActivity.createdAt)).all(),
    db.select().from(sessions).where(eq(sessions.userId, user.id)).all(),
    db.select().from(emailTokens).where(eq(emailTokens.userId, user.id)).all(),
    db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(desc(mailOutbox.createdAt)).all(),
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(desc(subscriptions.updatedAt))
      .all(),
    db
      .select()
      .from(stellaConversations)
      .where(eq(stellaConversations.userId, user.id))
      .orderBy(desc(stellaConversations.createdAt))
      .all(),
    db.select().from(stellaMessages).where(eq(stellaMessages.userId, user.id)).orderBy(stellaMessages.createdAt).all(),
    db
      .select()
      .from(synastryReadings)
      .where(eq(synastryReadings.userId, user.id))
      .orderBy(desc(synastryReadings.createdAt))
      .all(),
    db
      .select()
      .from(tarotReadings)
      .where(eq(tarotReadings.userId, user.id))
      .orderBy(desc(tarotReadings.createdAt))
      .all(),
    db.select().from(gameCollections).where(eq(gameCollections.userId, user.id)).orderBy(gameCollections.day).all(),
    db.select().from(gameCompletions).where(eq(gameCompletions.userId, user.id)).all(),
  ]);
  return {
    charts,
    activity,
    sessionRows,
    tokens,
    mail,
    subscriptionRows,
    conversations,
    messages,
    synastry,
    tarot,
    gems,
    quest,
  };
}

/**
 * The statements that remove every row of the user, the mail log to their address included
 * (the user's own row last), for one batch with whatever else must happen with them.
 */
export function userDeletion(db: Database, user: Pick<UserRow, 'id' | 'email'>) {
  return [
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    db.delete(stellaMessages).where(eq(stellaMessages.userId, user.id)),
    db.delete(stellaConversations).where(eq(stellaConversations.userId, user.id)),
    db.delete(stellaUsage).where(eq(stellaUsage.userId, user.id)),
    db.delete(emailTokens).where(eq(emailTokens.userId, user.id)),
    db.delete(synastryReadings).where(eq(synastryReadings.userId, user.id)),
    db.delete(tarotReadings).where(eq(tarotReadings.userId, user.id)),
    db.delete(tarotDeals).where(eq(tarotDeals.userId, user.id)),
    db.delete(gameCollections).where(eq(gameCollections.userId, user.id)),
    db.delete(gameCompletions).where(eq(gameCompletions.userId, user.id)),
    db.delete(birthCharts).where(eq(birthCharts.userId, user.id)),
    db.delete(userActivity).where(eq(userActivity.userId, user.id)),
    db.delete(mailOutbox).where(eq(mailOutbox.to, user.email)),
    db.delete(subscriptions).where(eq(subscriptions.userId, user.id)),
    db.delete(billingCustomers).where(eq(billingCustomers.userId, user.id)),
    // The user's own write allowance (worker/lib/write-limit.ts) names them.
    db.delete(requestCounts).where(eq(requestCounts.key, `writes:${user.id}`)),
    db.delete(users).where(eq(users.id, user.id)),
  ] as const;
}

/** Removes every row of the user in one batch: all or nothing. */
export async function deleteUserRows(db: Database, user: UserRow): Promise<void> {
  await batch(db, userDeletion(db, user));
}
