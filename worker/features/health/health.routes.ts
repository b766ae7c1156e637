import { Hono } from 'hono';
import type { AppEnv } from '@worker/lib/context';
import { checkHealth } from './health.service';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const health = await checkHealth(c.get('db'), c.env.KV);
  const healthy = health.database === 'ok' && health.kv === 'ok';
  c.header('Cache-Control', 'no-store');
  return c.json(health, healthy ? 200 : 503);
});
