import { type Context, Hono } from 'hono';
import { tierIncludes } from '@core/plans';
import { SYNASTRY_MESSAGES, SynastryReadingIdSchema, SynastryRequestSchema } from '@schema/synastry';
import { requireUser } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import { ApiError } from '@worker/lib/errors';
import { requestLocale, said } from '@worker/lib/i18n';
import { rateLimit } from '@worker/lib/rate-limit';
import { tierOf } from '@worker/lib/tiers';
import { validate } from '@worker/lib/validation';
import {
  readingOf,
  readingsOf,
  removeReading,
  type SynastryDeps,
  saveReading,
  synastryAnalysis,
} from './synastry.service';

/** Oracle, Master or a running trial (else the spec's 403; 401 signed out), with what the reading needs. */
function requireSynastry(c: Context<AppEnv>): SynastryDeps {
  const { user } = requireUser(c);
  if (!tierIncludes(tierOf(user), 'oracle')) {
    throw new ApiError('FORBIDDEN', SYNASTRY_MESSAGES.forbidden, { details: { requiredTier: 'oracle' } });
  }
  return { db: c.get('db'), user, locale: requestLocale(c), config: c.get('config'), kv: c.env.KV };
}

/** The request's problems in the spec's words: a missing Sun or Moon is the spec's own alert. */
const requestMessage = (messages: readonly string[]) =>
  messages.includes(SYNASTRY_MESSAGES.sunAndMoon) ? SYNASTRY_MESSAGES.sunAndMoon : SYNASTRY_MESSAGES.invalid;

/**
 * /api/synastry (decision 039): the advanced analysis, and the reader's kept readings. Analysing and
 * keeping need Oracle; a reader who kept readings may always list, reopen and delete them.
 */
export const synastryRoutes = new Hono<AppEnv>()
  .post(
    '/advanced-analysis',
    rateLimit((env) => env.CHART_RATE_LIMITER, 60),
    validate('json', SynastryRequestSchema, requestMessage, 'BAD_REQUEST'),
    async (c) => {
      const answer = await synastryAnalysis(requireSynastry(c), c.req.valid('json'));
      return c.json(answer, 200);
    },
  )
  .post(
    '/readings',
    rateLimit((env) => env.CHART_RATE_LIMITER, 60),
    validate('json', SynastryRequestSchema, requestMessage, 'BAD_REQUEST'),
    async (c) => {
      const reading = await saveReading(requireSynastry(c), c.req.valid('json'));
      return c.json(reading, 201);
    },
  )
  .get('/readings', async (c) => c.json(await readingsOf(c.get('db'), requireUser(c).user.id), 200))
  .get('/readings/:id', validate('param', SynastryReadingIdSchema), async (c) => {
    return c.json(await readingOf(c.get('db'), requireUser(c).user.id, c.req.valid('param').id), 200);
  })
  .delete('/readings/:id', validate('param', SynastryReadingIdSchema), async (c) => {
    await removeReading(c.get('db'), requireUser(c).user.id, c.req.valid('param').id);
    return c.json({ success: true, message: said(c, 'Reading deleted') }, 200);
  });
