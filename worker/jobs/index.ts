import { eq, lt } from 'drizzle-orm';
import { loadAllTexts } from '@core/i18n/texts';
import { logger } from '@worker/lib/log';
import { jobRuns } from '@schema/db';
import { pruneAdminSessionRows, rollUpPageVisits } from '@worker/features/admin';
import { pruneAccounts } from '@worker/features/auth';
import { rotateAstroGems } from '@worker/features/game';
import { pruneTarotDeals } from '@worker/features/tarot';
import type { Job, JobContext } from '@worker/lib/jobs';

const JOB_RUN_RETENTION_DAYS = 90;

/** Keeps the job log bounded: runs older than the retention window are removed. */
export const pruneJobRuns: Job = {
  name: 'prune-job-runs',
  async run({ db, scheduledAt }) {
    const cutoff = new Date(scheduledAt.getTime() - JOB_RUN_RETENTION_DAYS * 86_400_000);
    const deleted = await db.delete(jobRuns).where(lt(jobRuns.startedAt, cutoff)).returning({ id: jobRuns.id });
    return `removed ${deleted.length} runs older than ${JOB_RUN_RETENTION_DAYS} days`;
  },
};

/** Each cron expression of wrangler.toml and the jobs it runs, in order. */
export const SCHEDULES: Readonly<Record<string, readonly Job[]>> = {
  '0 0 * * *': [rotateAstroGems, rollUpPageVisits, pruneJobRuns, pruneAccounts, pruneTarotDeals, pruneAdminSessionRows],
};

/** Runs the jobs of one schedule, recording each in job_runs; one failing job does not stop the next. */
export async function runSchedule(cron: string, ctx: JobContext): Promise<void> {
  const jobs = SCHEDULES[cron];
  if (!jobs) {
    logger.warn('jobs.unknown-schedule', { cron });
    return;
  }
  // A job may write in any reader's language.
  await loadAllTexts();
  for (const job of jobs) {
    const [row] = await ctx.db
      .insert(jobRuns)
      .values({ job: job.name, cron, scheduledAt: ctx.scheduledAt, startedAt: new Date(), status: 'running' })
      .returning({ id: jobRuns.id });
    let status: 'ok' | 'failed' = 'ok';
    let detail: string | undefined;
    try {
      detail = await job.run(ctx);
    } catch (err) {
      status = 'failed';
      detail = err instanceof Error ? err.message : String(err);
      logger.error('job.failed', { job: job.name, cron, error: err });
    }
    if (row) await ctx.db.update(jobRuns).set({ status, detail, finishedAt: new Date() }).where(eq(jobRuns.id, row.id));
  }
}
