import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '@schema/db';
import wranglerToml from '../../wrangler.toml?raw';
import worker from '@worker/index';
import { parseCrons } from './crons';
import { SCHEDULES } from './index';
import { testD1 } from '../../test/api/database';

const db = drizzle(testD1, { schema });

async function fire(cron: string, scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe('scheduled jobs', () => {
  beforeEach(async () => {
    await db.delete(schema.jobRuns);
  });

  it('runs the daily schedule and records each job', async () => {
    const at = Date.UTC(2026, 10, 21);
    await fire('0 0 * * *', at);
    const runs = await db.select().from(schema.jobRuns);
    expect(runs.map((r) => r.job)).toEqual([
      'rotate-astro-gems',
      'roll-up-page-visits',
      'prune-job-runs',
      'prune-accounts',
      'prune-tarot-deals',
      'prune-admin-sessions',
    ]);
    expect(runs.every((r) => r.status === 'ok')).toBe(true);
    expect(runs[2]).toMatchObject({ job: 'prune-job-runs', cron: '0 0 * * *', status: 'ok' });
    expect(runs[0]?.scheduledAt.getTime()).toBe(at);
    expect(runs[0]?.finishedAt).toBeInstanceOf(Date);
  });

  it('prunes job runs older than 90 days and keeps recent ones', async () => {
    const now = Date.UTC(2026, 10, 21);
    const day = 86_400_000;
    const row = (daysAgo: number) => ({
      job: 'old',
      cron: '0 0 * * *',
      scheduledAt: new Date(now - daysAgo * day),
      startedAt: new Date(now - daysAgo * day),
      status: 'ok' as const,
    });
    await db.insert(schema.jobRuns).values([row(200), row(91), row(30)]);
    await fire('0 0 * * *', now);
    const remaining = await db.select().from(schema.jobRuns);
    expect(remaining.filter((r) => r.job === 'old')).toHaveLength(1);
    expect(remaining.find((r) => r.job === 'prune-job-runs')?.detail).toBe('removed 2 runs older than 90 days');
  });
});

describe('schedules', () => {
  it('every cron of wrangler.toml has jobs, and every job schedule is deployed', () => {
    const crons = parseCrons(wranglerToml);
    expect(crons.length).toBeGreaterThan(0);
    expect([...crons].sort()).toEqual(Object.keys(SCHEDULES).sort());
  });
});
