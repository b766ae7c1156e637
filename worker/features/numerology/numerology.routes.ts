import { Hono } from 'hono';
import { canUse } from '@core/plans';
import { NUMEROLOGY_MESSAGES, NumerologyRequestSchema } from '@schema/numerology';
import { requireUser } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import { ApiError } from '@worker/lib/errors';
import { requestLocale } from '@worker/lib/i18n';
import { rateLimit } from '@worker/lib/rate-limit';
import { tierOf } from '@worker/lib/tiers';
import { validate } from '@worker/lib/validation';
import { numerologyResult } from './numerology.service';

/** The request's problems in the spec's words (a bad name first, then a bad date), else the one generic message. */
const requestMessage = (messages: readonly string[]) =>
  messages.find((m) => m === NUMEROLOGY_MESSAGES.name) ??
  messages.find((m) => m === NUMEROLOGY_MESSAGES.date) ??
  'Some fields are missing or invalid';

/** /api/numerology (docs/product.md#numerology-page): the five numbers and their meanings, for Oracle and Master. */
export const numerologyRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit((env) => env.CHART_RATE_LIMITER, 60),
  validate('json', NumerologyRequestSchema, requestMessage, 'BAD_REQUEST'),
  (c) => {
    const { user } = requireUser(c);
    if (!canUse(tierOf(user), 'numerology')) {
      throw new ApiError('FORBIDDEN', NUMEROLOGY_MESSAGES.forbidden, { details: { requiredTier: 'oracle' } });
    }
    return c.json(numerologyResult(c.req.valid('json'), requestLocale(c), new Date()), 200);
  },
);
