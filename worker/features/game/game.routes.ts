import { Hono } from 'hono';
import { CollectGemRequestSchema, GAME_MESSAGES } from '@schema/game';
import { requireUser, signedIn } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import { requestLocale, translator } from '@worker/lib/i18n';
import { rateLimit } from '@worker/lib/rate-limit';
import { validate } from '@worker/lib/validation';
import { collectGem, dailyGems, leaderboardOf, progressOf } from './game.service';

/**
 * /api/game (docs/product.md#astro-gems, decision 042): the day's gems and the month's board for
 * anyone; a player's progress and collecting for a signed-in reader (collecting: Explorer only).
 */
export const gameRoutes = new Hono<AppEnv>()
  .get('/daily-gem', async (c) => {
    const locale = requestLocale(c);
    return c.json(await dailyGems(c.get('db'), new Date(), translator(locale), locale), 200);
  })
  .get('/progress', async (c) => c.json(await progressOf(c.get('db'), requireUser(c).user, new Date()), 200))
  .get('/leaderboard', async (c) =>
    c.json(await leaderboardOf(c.get('db'), c.get('user'), new Date(), translator(requestLocale(c))), 200),
  )
  .post(
    '/collect-gem',
    signedIn,
    rateLimit((env) => env.CHART_RATE_LIMITER, 60),
    validate('json', CollectGemRequestSchema, () => GAME_MESSAGES.gemType, 'BAD_REQUEST'),
    async (c) => {
      const { user } = requireUser(c);
      return c.json(
        await collectGem(c.get('db'), user, c.req.valid('json').gemType, new Date(), translator(requestLocale(c))),
        200,
      );
    },
  );
