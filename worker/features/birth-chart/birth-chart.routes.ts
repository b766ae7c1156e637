import { Hono } from 'hono';
import { BirthChartRequestSchema } from '../../../schema/birth-chart';
import type { AppEnv } from '../../lib/context';
import { rateLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validation';
import { createBirthChart } from './birth-chart.service';

export const birthChartRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit((env) => env.CHART_RATE_LIMITER, 60),
  validate('json', BirthChartRequestSchema),
  async (c) => c.json(await createBirthChart(c.get('db'), c.req.valid('json')), 200),
);
