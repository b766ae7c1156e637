/**
 * Visit analytics through the real Worker and D1 (decision 043): 1,000 visits from 100 visitors
 * give exactly those numbers; bots, assets and anything but an app page are not counted; no
 * address or agent is kept anywhere; the nightly roll-up keeps the numbers and forgets the
 * visitors; the 30-day window.
 */
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { addDays, dayStart, utcDay } from '@core/time/utc-days';
import type { VisitStats } from '@schema/admin';
import * as schema from '@schema/db';
import { adminClient } from '../../../test/api/admin';
import { api, tablesHolding } from '../../../test/api/helpers';
import { recordVisit, rollUpVisits, visitStats } from './visits';
import { testD1 } from '../../../test/api/database';

const db = drizzle(testD1, { schema });
const PAGES = ['/', '/horoscope', '/birth-chart', '/compatibility', '/tarot'];
const agent = (i: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.${i}.0 Safari/537.36`;
const address = (i: number) => `203.0.113.${i}`;

const visit = (path: string, i: number, headers: Record<string, string> = {}) =>
  api('/api/visits', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address(i), 'User-Agent': agent(i), ...headers },
    body: JSON.stringify({ path }),
  });

async function statsThroughTheRoute(): Promise<VisitStats> {
  const admin = await adminClient();
  const res = await admin.request('/api/admin/visit-stats');
  expect(res.status).toBe(200);
  return (await res.json()) as VisitStats;
}

describe('visit analytics', () => {
  it('1,000 visits from 100 visitors give exactly those numbers, and keep no address or agent', async () => {
    const expected = new Map<string, number>();
    const visits: [string, number][] = [];
    for (let v = 0; v < 100; v++) {
      for (let k = 0; k < 10; k++) {
        // Visitor v reads page (v + k) mod 5, with a query string now and then.
        const page = PAGES[(v + k * (k % 3)) % PAGES.length]!;
        expected.set(page, (expected.get(page) ?? 0) + 1);
        visits.push([k % 4 === 0 ? `${page}?sign=leo` : page, v]);
      }
    }
    for (let i = 0; i < visits.length; i += 50) {
      const answers = await Promise.all(visits.slice(i, i + 50).map(([path, v]) => visit(path, v)));
      expect(answers.every((res) => res.status === 204)).toBe(true);
    }
    const stats = await statsThroughTheRoute();
    expect(stats.totalVisits).toBe(1000);
    expect(stats.todayVisits).toBe(1000);
    expect(stats.this7Days).toBe(1000);
    expect(stats.uniqueVisitors).toBe(100);
    expect(stats.topPages).toEqual(
      [...expected]
        .map(([page, n]) => ({ page, visits: n }))
        .sort((a, b) => b.visits - a.visits || a.page.localeCompare(b.page)),
    );
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)).toEqual({ day: utcDay(new Date()), visits: 1000, visitors: 100 });

    // Nowhere in the database: not an address, not an agent.
    for (const kept of ['203.0.113.', 'Chrome/131.0.']) expect(await tablesHolding(kept)).toEqual({});
    // A thousand requests through workerd: seconds on a busy 2-core machine, not the default five.
  }, 60_000);

  it('counts people on the app’s pages only: no bots, assets, API paths, unknown pages or profile ids', async () => {
    const before = await visitStats(db);
    const answers = await Promise.all([
      visit('/horoscope', 1, {
        'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      visit('/horoscope', 2, {
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36',
      }),
      visit('/horoscope', 3, { 'User-Agent': 'curl/8.5.0' }),
      visit('/assets/index-abc123.js', 4),
      visit('/api/health', 5),
      visit('/no-such-page', 6),
      visit('/stelladeep2025', 7),
      visit('/u/some-profile-id', 8),
    ]);
    expect(answers.map((res) => res.status)).toEqual([204, 204, 204, 204, 204, 204, 204, 204]);
    const after = await visitStats(db);
    expect(after.todayVisits - before.todayVisits).toBe(1);
    expect(after.topPages.find((p) => p.page === '/u/:id')?.visits).toBe(1);
    expect(JSON.stringify(after)).not.toContain('some-profile-id');
    // A malformed report is refused in the one error shape.
    const bad = await api('/api/visits', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"page":1}',
    });
    expect(bad.status).toBe(422);
  });

  it('rolls up the days before today at night: the same numbers, no visitor hashes and no salt left', async () => {
    const now = new Date();
    const today = utcDay(now);
    const noonOf = (day: string) => new Date(dayStart(day).getTime() + 12 * 3600_000);
    const yesterday = addDays(today, -1);
    const longAgo = addDays(today, -40);
    for (let i = 0; i < 6; i++) {
      await recordVisit(
        db,
        { page: '/numerology', address: address(i % 3), userAgent: agent(i % 3) },
        noonOf(yesterday),
      );
    }
    await recordVisit(db, { page: '/numerology', address: address(9), userAgent: agent(9) }, noonOf(longAgo));
    const before = await visitStats(db, now);
    expect(before.days.find((d) => d.day === yesterday)).toEqual({ day: yesterday, visits: 6, visitors: 3 });

    const detail = await rollUpVisits(db, now);
    expect(detail).toContain('rolled up 7 visits');
    const left = await testD1
      .prepare('SELECT count(*) AS n FROM page_visits WHERE day < ?1')
      .bind(today)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    const salts = await testD1.prepare('SELECT day FROM visit_salts').all<{ day: string }>();
    expect(salts.results.every((row) => row.day >= today)).toBe(true);

    const after = await visitStats(db, now);
    expect(after).toEqual(before);
    // 40 days ago counts in the total only: not in the 30 days, its pages or its visitors.
    expect(after.days.some((d) => d.day === longAgo)).toBe(false);
    expect(after.topPages.find((p) => p.page === '/numerology')?.visits).toBe(6);
    // Run twice: nothing is counted twice.
    await rollUpVisits(db, now);
    expect(await visitStats(db, now)).toEqual(before);
  });
});
