import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { addDays, GEMS_TO_COMPLETE, QUEST_DAYS, type UtcDay } from '@core/game';
import { gameCollections, gameCompletions, gameRotations, users } from '@schema/db';
import { batch, type Database } from '@worker/lib/db';

/**
 * Astro Gems' storage (docs/decisions/042-astro-gems.md). Every write is one guarded statement or
 * one batch: the day's rotation is written if absent, a gem is collected only if the player has
 * none that day (the primary key) nor the same gem within the quest's 30 days nor a completed
 * quest, and the twelfth gem completes the quest and grants the trial in the same batch.
 */

export type CollectionRow = typeof gameCollections.$inferSelect;
export type CompletionRow = typeof gameCompletions.$inferSelect;

/** The first day a gem collected on it still counts on `today` (QUEST_DAYS days, today included). */
export const questStart = (today: UtcDay): UtcDay => addDays(today, 1 - QUEST_DAYS);

/** The day's gems, written only when the day has none (the stored row never changes). */
const insertRotation = (db: Database, day: UtcDay, gems: readonly string[], now: Date) =>
  db
    .insert(gameRotations)
    .values({ day, gems: JSON.stringify(gems), createdAt: now })
    .onConflictDoNothing({ target: gameRotations.day });

/**
 * The day's gems as stored, writing `gems` first when the day has none: whoever comes first, the
 * daily job or a request, the stored set is the one every later reader gets.
 */
export async function rotationOf(db: Database, day: UtcDay, gems: readonly string[], now: Date): Promise<string[]> {
  const [, rows] = await batch(db, [
    insertRotation(db, day, gems, now),
    db.select({ gems: gameRotations.gems }).from(gameRotations).where(eq(gameRotations.day, day)),
  ]);
  return JSON.parse(rows[0]?.gems ?? '[]') as string[];
}

/** Writes the day's gems if absent; true when this call wrote them. */
export async function writeRotation(db: Database, day: UtcDay, gems: readonly string[], now: Date): Promise<boolean> {
  const written = await insertRotation(db, day, gems, now).returning({ day: gameRotations.day });
  return written.length > 0;
}

export interface CollectOutcome {
  collected: boolean;
  /** The quest this gem completed (its row), when it did. */
  completion: CompletionRow | null;
}

/**
 * Collects `gem` for the player on `today`, in one batch:
 * 1. the collection, inserted only when the player has no gem on `today` (primary key: a second
 *    insert that day does nothing), does not hold the same gem within the quest's window, and
 *    has not completed the quest;
 * 2. the completion, inserted once (primary key) when the window now holds all twelve gems;
 * 3. the trial, set on the account from the completion made today.
 */
export async function collect(
  db: Database,
  input: { userId: string; gem: string; today: UtcDay; now: Date; trialEndsAt: Date },
): Promise<CollectOutcome> {
  const { userId, gem, today, now, trialEndsAt } = input;
  const since = questStart(today);
  const [inserted, , , completion] = await batch(db, [
    db
      .insert(gameCollections)
      .select(
        db
          .select({
            userId: users.id,
            day: sql<string>`${today}`.as('day'),
            gem: sql<string>`${gem}`.as('gem'),
            collectedAt: sql<number>`${now.getTime()}`.as('collected_at'),
          })
          .from(users)
          .where(
            and(
              eq(users.id, userId),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(gameCollections)
                  .where(
                    and(
                      eq(gameCollections.userId, userId),
                      eq(gameCollections.gem, gem),
                      sql`${gameCollections.day} >= ${since}`,
                    ),
                  ),
              ),
              notExists(db.select({ one: sql`1` }).from(gameCompletions).where(eq(gameCompletions.userId, userId))),
            ),
          ),
      )
      .onConflictDoNothing({ target: [gameCollections.userId, gameCollections.day] })
      .returning({ day: gameCollections.day }),
    db
      .insert(gameCompletions)
      .select(
        db
          .select({
            userId: gameCollections.userId,
            completedAt: sql<number>`${now.getTime()}`.as('completed_at'),
            completedDay: sql<string>`${today}`.as('completed_day'),
            daysToComplete:
              sql<number>`cast(julianday(${today}) - julianday(min(${gameCollections.day})) as integer) + 1`.as(
                'days_to_complete',
              ),
            trialEndsAt: sql<number>`${trialEndsAt.getTime()}`.as('trial_ends_at'),
          })
          .from(gameCollections)
          .where(and(eq(gameCollections.userId, userId), sql`${gameCollections.day} >= ${since}`))
          .groupBy(gameCollections.userId)
          .having(sql`count(distinct ${gameCollections.gem}) >= ${GEMS_TO_COMPLETE}`),
      )
      .onConflictDoNothing({ target: gameCompletions.userId }),
    db
      .update(users)
      .set({
        trialEndsAt: sql`(select ${gameCompletions.trialEndsAt} from ${gameCompletions} where ${gameCompletions.userId} = ${userId})`,
      })
      .where(
        and(
          eq(users.id, userId),
          sql`exists (select 1 from ${gameCompletions} where ${gameCompletions.userId} = ${userId} and ${gameCompletions.completedDay} = ${today})`,
        ),
      ),
    db
      .select()
      .from(gameCompletions)
      .where(and(eq(gameCompletions.userId, userId), eq(gameCompletions.completedDay, today))),
  ]);
  const collected = inserted.length > 0;
  return { collected, completion: collected ? (completion[0] ?? null) : null };
}

/** The player's collections from `since` on, oldest first. */
export function collectionsSince(db: Database, userId: string, since: UtcDay): Promise<CollectionRow[]> {
  return db
    .select()
    .from(gameCollections)
    .where(and(eq(gameCollections.userId, userId), sql`${gameCollections.day} >= ${since}`))
    .orderBy(asc(gameCollections.day));
}

/** Every gem the player ever collected, counted. */
export async function collectionCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(gameCollections)
    .where(eq(gameCollections.userId, userId));
  return row?.n ?? 0;
}

export async function completionOf(db: Database, userId: string): Promise<CompletionRow | null> {
  const [row] = await db.select().from(gameCompletions).where(eq(gameCompletions.userId, userId));
  return row ?? null;
}

interface BoardRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  gems: number;
  last_at: number;
  days_to_complete: number | null;
  completed_at: number | null;
}

/** Players on the board: not hidden by their preference, with a gem in the month. */
const VISIBLE = sql`coalesce(json_extract(u.preferences, '$.showOnLeaderboard'), 1) != 0 and u.is_active = 1`;

const MONTH_BOARD = (first: UtcDay, next: UtcDay) => sql`
  select g.user_id, count(*) as gems, max(g.collected_at) as last_at
  from ${gameCollections} g join ${users} u on u.id = g.user_id
  where g.day >= ${first} and g.day < ${next} and ${VISIBLE}
  group by g.user_id`;

/**
 * The month's board, most gems first; among equals, whoever reached the count first. Only
 * players who did not hide from it count, for the ranks too.
 */
export function boardRows(db: Database, first: UtcDay, next: UtcDay, limit: number): Promise<BoardRow[]> {
  return db.all<BoardRow>(sql`
    select b.user_id, u.first_name, u.last_name, b.gems, b.last_at, c.days_to_complete, c.completed_at
    from (${MONTH_BOARD(first, next)}) b
    join ${users} u on u.id = b.user_id
    left join ${gameCompletions} c on c.user_id = b.user_id
    order by b.gems desc, b.last_at asc, b.user_id asc
    limit ${limit}`);
}

/** One player's entry on the month's board with its rank, or null when they have none there. */
export async function boardEntryOf(
  db: Database,
  first: UtcDay,
  next: UtcDay,
  userId: string,
): Promise<(BoardRow & { rank: number }) | null> {
  const [row] = await db.all<BoardRow & { rank: number }>(sql`
    with board as (${MONTH_BOARD(first, next)})
    select me.user_id, u.first_name, u.last_name, me.gems, me.last_at, c.days_to_complete, c.completed_at,
      (select count(*) from board o
        where o.gems > me.gems or (o.gems = me.gems and (o.last_at < me.last_at or (o.last_at = me.last_at and o.user_id < me.user_id)))) + 1 as rank
    from board me
    join ${users} u on u.id = me.user_id
    left join ${gameCompletions} c on c.user_id = me.user_id
    where me.user_id = ${userId}`);
  return row ?? null;
}
