import { runSchedule } from '@worker/jobs';
import type { AppEnv } from '@worker/lib/context';
import { openDatabase } from '@worker/lib/db';
import { parseServerEnv } from '@worker/lib/env';
import { app } from './app';

type Bindings = AppEnv['Bindings'];

export default {
  fetch: app.fetch,

  async scheduled(controller, env, ctx) {
    const parsed = parseServerEnv(env);
    if (!parsed.ok) {
      console.error(`Skipping scheduled run "${controller.cron}": ${parsed.problems.join('; ')}`);
      return;
    }
    const db = await openDatabase(parsed.env, env.DB);
    ctx.waitUntil(runSchedule(controller.cron, { db, kv: env.KV, scheduledAt: new Date(controller.scheduledTime) }));
  },
} satisfies ExportedHandler<Bindings>;
