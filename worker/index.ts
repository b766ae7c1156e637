import { runSchedule } from '@worker/jobs';
import type { AppEnv } from '@worker/lib/context';
import { openDatabase } from '@worker/lib/db';
import { parseServerEnv } from '@worker/lib/env';
import { logger, newTrace, traced } from '@worker/lib/log';
import { levelOf } from '@worker/lib/middleware';
import { app } from './app';

type Bindings = AppEnv['Bindings'];

export default {
  fetch: app.fetch,

  async scheduled(controller, env, ctx) {
    // A scheduled run's lines share one id, as a request's do.
    const trace = newTrace(`cron-${crypto.randomUUID()}`, levelOf(env));
    const parsed = parseServerEnv(env);
    if (!parsed.ok) {
      traced(trace, () =>
        logger.error('scheduled.misconfigured', { cron: controller.cron, problems: parsed.problems }),
      );
      return;
    }
    const db = await openDatabase(parsed.env, env.DB);
    const scheduledAt = new Date(controller.scheduledTime);
    ctx.waitUntil(traced(trace, () => runSchedule(controller.cron, { db, kv: env.KV, scheduledAt })));
  },
} satisfies ExportedHandler<Bindings>;
