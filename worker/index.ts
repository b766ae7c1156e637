import { app } from './app';
import type { AppEnv } from './lib/context';
import { openDatabase } from './lib/db';
import { parseServerEnv } from './lib/env';
import { runSchedule } from './jobs';

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
