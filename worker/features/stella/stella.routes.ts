import { Hono } from 'hono';
import { logger } from '@worker/lib/log';
import { streamSSE } from 'hono/streaming';
import { BirthChartRequestSchema } from '@schema/birth-chart';
import {
  AskRequestSchema,
  type AskResponse,
  ConversationListQuerySchema,
  ConversationParamSchema,
  DailyInsightQuerySchema,
} from '@schema/stella';
import { requireUser } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import { ApiError } from '@worker/lib/errors';
import { requestLocale, said } from '@worker/lib/i18n';
import { rateLimit } from '@worker/lib/rate-limit';
import { requireTier, tierOf } from '@worker/lib/tiers';
import { validate } from '@worker/lib/validation';
import { chartAnalysis } from './analysis.service';
import { type AskDeps, answerTurn, prepareTurn } from './ask.service';
import { conversationDetail, conversationsOf, removeConversation } from './conversations.service';
import { todaysInsight, userChartOf } from './insight.service';
import { todaysUsage } from './usage';

/** Milliseconds between keep-alive pings of an answer's event stream. */
const PING_MS = 10_000;

/** GET /api/user-chart: the signs of the reader's own chart, for Oracle and Master. */
export const userChartRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { user } = requireTier(c, 'oracle');
  return c.json(await userChartOf(c.get('db'), user), 200);
});

/** /api/stella: the coach (docs/decisions/030-ask-stella.md). Every route but the reader's own threads is Oracle's or Master's, decided here. */
export const stellaRoutes = new Hono<AppEnv>()
  .get('/usage', async (c) => {
    const { user } = requireTier(c, 'oracle');
    return c.json(await todaysUsage(c.get('db'), c.env.KV, { userId: user.id, tier: tierOf(user) }, new Date()), 200);
  })
  .get('/daily-insight', validate('query', DailyInsightQuerySchema), async (c) => {
    const { user } = requireTier(c, 'oracle');
    const reader = { locale: requestLocale(c), timeZone: c.req.valid('query').timeZone ?? 'UTC', now: new Date() };
    return c.json(await todaysInsight(c.get('db'), user, reader), 200);
  })
  // The deep analysis of the chart on /birth-chart, cast from the birth data it is sent.
  .post(
    '/analysis',
    rateLimit((env) => env.CHART_RATE_LIMITER, 60),
    validate('json', BirthChartRequestSchema),
    async (c) => {
      requireTier(c, 'oracle');
      const answer = await chartAnalysis(
        { db: c.get('db'), kv: c.env.KV, config: c.get('config'), locale: requestLocale(c) },
        c.req.valid('json'),
      );
      return c.json(answer, 200);
    },
  )
  .post('/ask', validate('json', AskRequestSchema), async (c) => {
    const { user } = requireTier(c, 'oracle');
    const request = c.req.valid('json');
    const deps: AskDeps = {
      db: c.get('db'),
      kv: c.env.KV,
      config: c.get('config'),
      user,
      tier: tierOf(user),
      locale: requestLocale(c),
      said: (text) => said(c, text),
    };
    // The thread and the allowance are settled first: their refusals are plain JSON errors.
    const turn = await prepareTurn(deps, request);
    c.header('Cache-Control', 'no-store');
    const stop = new AbortController();
    const requestSignal = c.req.raw.signal;
    requestSignal?.addEventListener('abort', () => stop.abort());

    if (!(c.req.header('Accept') ?? '').includes('text/event-stream')) {
      let done: AskResponse | null = null;
      for await (const e of answerTurn(deps, request, turn, stop.signal)) {
        if (e.event === 'done') done = e.data;
      }
      if (!done) throw new ApiError('UNAVAILABLE', 'Stella is temporarily unavailable. Please try again.');
      return c.json(done, 200);
    }

    return streamSSE(
      c,
      async (stream) => {
        stream.onAbort(() => stop.abort());
        const ping = setInterval(() => {
          stream.writeSSE({ event: 'ping', data: '{}' }).catch(() => {});
        }, PING_MS);
        try {
          // Read to the end even after the reader left: the answer is stored (or the turn given back) at the end.
          for await (const e of answerTurn(deps, request, turn, stop.signal)) {
            if (!stream.aborted) await stream.writeSSE({ event: e.event, data: JSON.stringify(e.data) });
          }
        } finally {
          clearInterval(ping);
        }
      },
      async (error, stream) => {
        logger.error('stella.stream', { error });
        await stream.writeSSE({
          event: 'error',
          data: JSON.stringify({ message: said(c, 'Stella is temporarily unavailable. Please try again.') }),
        });
      },
    );
  })
  // A reader's own threads stay theirs to read and delete, whatever their plan is now.
  .get('/conversations', validate('query', ConversationListQuerySchema), async (c) =>
    c.json(await conversationsOf(c.get('db'), requireUser(c).user.id, c.req.valid('query').limit), 200),
  )
  .get('/conversations/:id', validate('param', ConversationParamSchema), async (c) =>
    c.json(await conversationDetail(c.get('db'), requireUser(c).user.id, c.req.valid('param').id), 200),
  )
  .delete('/conversations/:id', validate('param', ConversationParamSchema), async (c) =>
    c.json(await removeConversation(c.get('db'), requireUser(c).user.id, c.req.valid('param').id), 200),
  );
