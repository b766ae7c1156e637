/**
 * Visit analytics without tracking people (docs/decisions/043-admin-portal.md). The app reports
 * each page it shows; the Worker keeps the page's route pattern (`/u/:id`, never a profile's id),
 * the UTC day, and the visitor as SHA-256 of the client address and agent under that day's random
 * salt. No address or agent is stored; the salt is deleted when its day has passed, and the
 * nightly roll-up replaces the day's rows by counts, so yesterday's visitors cannot be recognised
 * today or linked to anyone. Bots, previews and anything but a page of the app are not counted.
 */
import { count, gte, lt, sql } from 'drizzle-orm';
import { addDays, type UtcDay, utcDay } from '@core/time/utc-days';
import type { VisitStats } from '@schema/admin';
import { pageVisits, visitDays, visitPages, visitSalts } from '@schema/db';
import { takeAllowance } from '@worker/lib/counters';
import { batch, type Database } from '@worker/lib/db';
import { randomToken, sha256Base64Url } from '@worker/lib/encoding';

export const VISIT_WINDOW_DAYS = 30;
const TOP_PAGES = 10;

/** Crawlers, link previews, monitors, headless browsers and scripts. */
const BOT_AGENT =
  /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|whatsapp|telegram|discord|skype|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|postman|insomnia/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}

let salt: { day: UtcDay; value: string } | undefined;

/** Today's salt: written once by whichever request comes first (one guarded upsert), then kept in memory. */
async function saltOf(db: Database, day: UtcDay): Promise<string> {
  if (salt?.day === day) return salt.value;
  const row = await db
    .insert(visitSalts)
    .values({ day, salt: randomToken(32) })
    .onConflictDoUpdate({ target: visitSalts.day, set: { salt: sql`${visitSalts.salt}` } })
    .returning({ salt: visitSalts.salt })
    .get();
  if (!row) throw new Error('The visit salt was not written');
  salt = { day, value: row.salt };
  return row.salt;
}

/** Visits one visitor may report a minute; more are accepted and not counted. */
const VISITS_PER_MINUTE = 120;

/**
 * Counts one page visit; the address and agent only feed the day's hash, which also keys the
 * visitor's allowance (so not even the rate limit keeps an address).
 */
export async function recordVisit(
  db: Database,
  visit: { page: string; address: string; userAgent: string },
  now = new Date(),
): Promise<boolean> {
  const day = utcDay(now);
  const visitor = (await sha256Base64Url(`${await saltOf(db, day)}\n${visit.address}\n${visit.userAgent}`)).slice(
    0,
    22,
  );
  if (!(await takeAllowance(db, `visits:${visitor}`, VISITS_PER_MINUTE, 60_000, now.getTime()))) return false;
  await db.insert(pageVisits).values({ day, path: visit.page, visitor });
  return true;
}

/**
 * The nightly roll-up: every day before today becomes its counts (visits and distinct visitors
 * per day, visits per page and day), its raw rows and its salt are deleted, all in one batch. A
 * visit that arrives for a day already rolled up is added to its counts the next night.
 */
export async function rollUpVisits(db: Database, now: Date): Promise<string> {
  const today = utcDay(now);
  const pending = await db.select({ n: count() }).from(pageVisits).where(lt(pageVisits.day, today)).get();
  await batch(db, [
    db
      .insert(visitDays)
      .select(
        db
          .select({
            day: pageVisits.day,
            visits: sql<number>`count(*)`.as('visits'),
            visitors: sql<number>`count(DISTINCT ${pageVisits.visitor})`.as('visitors'),
          })
          .from(pageVisits)
          .where(lt(pageVisits.day, today))
          .groupBy(pageVisits.day),
      )
      .onConflictDoUpdate({
        target: visitDays.day,
        set: {
          visits: sql`${visitDays.visits} + excluded.visits`,
          visitors: sql`${visitDays.visitors} + excluded.visitors`,
        },
      }),
    db
      .insert(visitPages)
      .select(
        db
          .select({ day: pageVisits.day, path: pageVisits.path, visits: sql<number>`count(*)`.as('visits') })
          .from(pageVisits)
          .where(lt(pageVisits.day, today))
          .groupBy(pageVisits.day, pageVisits.path),
      )
      .onConflictDoUpdate({
        target: [visitPages.day, visitPages.path],
        set: { visits: sql`${visitPages.visits} + excluded.visits` },
      }),
    db.delete(pageVisits).where(lt(pageVisits.day, today)),
    db.delete(visitSalts).where(lt(visitSalts.day, today)),
  ]);
  return `rolled up ${pending?.n ?? 0} visits of days before ${today}`;
}

/** The spec's numbers over raw rows (today, and any day not rolled up yet) and rolled-up days. */
export async function visitStats(db: Database, now = new Date()): Promise<VisitStats> {
  const today = utcDay(now);
  const from = addDays(today, -(VISIT_WINDOW_DAYS - 1));
  const [rawDays, rolledDays, rawPages, rolledPages, rawTotal, rolledTotal] = await Promise.all([
    db
      .select({ day: pageVisits.day, visits: count(), visitors: sql<number>`count(DISTINCT ${pageVisits.visitor})` })
      .from(pageVisits)
      .where(gte(pageVisits.day, from))
      .groupBy(pageVisits.day)
      .all(),
    db.select().from(visitDays).where(gte(visitDays.day, from)).all(),
    db
      .select({ path: pageVisits.path, visits: count() })
      .from(pageVisits)
      .where(gte(pageVisits.day, from))
      .groupBy(pageVisits.path)
      .all(),
    db
      .select({ path: visitPages.path, visits: sql<number>`sum(${visitPages.visits})` })
      .from(visitPages)
      .where(gte(visitPages.day, from))
      .groupBy(visitPages.path)
      .all(),
    db.select({ n: count() }).from(pageVisits).get(),
    db
      .select({ n: sql<number>`coalesce(sum(${visitDays.visits}), 0)` })
      .from(visitDays)
      .get(),
  ]);
  const byDay = new Map<string, { visits: number; visitors: number }>();
  for (const row of [...rawDays, ...rolledDays]) {
    const seen = byDay.get(row.day) ?? { visits: 0, visitors: 0 };
    byDay.set(row.day, { visits: seen.visits + Number(row.visits), visitors: seen.visitors + Number(row.visitors) });
  }
  const days = Array.from({ length: VISIT_WINDOW_DAYS }, (_, i) => {
    const day = addDays(from, i);
    return { day, ...(byDay.get(day) ?? { visits: 0, visitors: 0 }) };
  });
  const pages = new Map<string, number>();
  for (const row of [...rawPages, ...rolledPages]) pages.set(row.path, (pages.get(row.path) ?? 0) + Number(row.visits));
  const sevenFrom = addDays(today, -6);
  return {
    totalVisits: Number(rawTotal?.n ?? 0) + Number(rolledTotal?.n ?? 0),
    todayVisits: byDay.get(today)?.visits ?? 0,
    this7Days: days.filter((d) => d.day >= sevenFrom).reduce((sum, d) => sum + d.visits, 0),
    uniqueVisitors: days.reduce((sum, d) => sum + d.visitors, 0),
    topPages: [...pages]
      .map(([page, visits]) => ({ page, visits }))
      .sort((a, b) => b.visits - a.visits || a.page.localeCompare(b.page))
      .slice(0, TOP_PAGES),
    days,
  };
}
