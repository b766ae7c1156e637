import { type Context, Hono } from 'hono';
import { canUse } from '@core/plans';
import { TAROT_MESSAGES, TarotReadingIdSchema, TarotReadingRequestSchema } from '@schema/tarot';
import { requireUser } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import { ApiError } from '@worker/lib/errors';
import { requestLocale, said } from '@worker/lib/i18n';
import { rateLimit } from '@worker/lib/rate-limit';
import { tierOf } from '@worker/lib/tiers';
import { validate } from '@worker/lib/validation';
import { type TarotDeps, makeDeal, readCards, readingOf, readingsOf, removeReading, spreadsOf } from './tarot.service';

/** Master only (else 403; 401 signed out), with what a reading needs. */
function requireTarot(c: Context<AppEnv>): TarotDeps {
  const { user } = requireUser(c);
  if (!canUse(tierOf(user), 'tarot')) {
    throw new ApiError('FORBIDDEN', TAROT_MESSAGES.forbidden, { details: { requiredTier: 'master' } });
  }
  return { db: c.get('db'), userId: user.id, locale: requestLocale(c) };
}

/** The request's problems in the spec's words, the first that applies. */
const requestMessage = (messages: readonly string[]) =>
  [TAROT_MESSAGES.spread, TAROT_MESSAGES.question, TAROT_MESSAGES.picks].find((m) => messages.includes(m)) ??
  messages.find((m) => m.startsWith('A question has at most')) ??
  TAROT_MESSAGES.invalid;

/**
 * /api/tarot (docs/product.md#tarot-page, decision 040): the spreads for anyone; deals and readings
 * for Master; a reader who kept readings may always list, reopen and delete them.
 */
export const tarotRoutes = new Hono<AppEnv>()
  .get('/spreads', (c) => c.json(spreadsOf(requestLocale(c)), 200))
  .post(
    '/deal',
    rateLimit((env) => env.CHART_RATE_LIMITER, 60),
    async (c) => {
      const { db, userId } = requireTarot(c);
      return c.json(await makeDeal(db, userId), 201);
    },
  )
  .post(
    '/reading',
    rateLimit((env) => env.CHART_RATE_LIMITER, 60),
    validate('json', TarotReadingRequestSchema, requestMessage, 'BAD_REQUEST'),
    async (c) => c.json(await readCards(requireTarot(c), c.req.valid('json')), 200),
  )
  .get('/readings', async (c) => c.json(await readingsOf(c.get('db'), requireUser(c).user.id, requestLocale(c)), 200))
  .get('/readings/:id', validate('param', TarotReadingIdSchema), async (c) =>
    c.json(await readingOf(c.get('db'), requireUser(c).user.id, c.req.valid('param').id), 200),
  )
  .delete('/readings/:id', validate('param', TarotReadingIdSchema), async (c) => {
    await removeReading(c.get('db'), requireUser(c).user.id, c.req.valid('param').id);
    return c.json({ success: true, message: said(c, 'Reading deleted') }, 200);
  });
