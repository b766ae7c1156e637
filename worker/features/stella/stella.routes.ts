import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { dailyInsight } from '@core/coach/daily';
import { receiptOf } from '@core/coach/labels';
import { COACH_TEXTS } from '@core/coach/texts/index';
import { SKY_TEXTS } from '@core/sky/texts/index';
import {
  AskRequestSchema,
  type AskResponse,
  type ConversationDetail,
  ConversationListQuerySchema,
  ConversationParamSchema,
  type ConversationSummary,
  type DailyInsightAnswer,
  DailyInsightQuerySchema,
  STELLA_THREAD_MESSAGES,
  type UserChartAnswer,
} from '@schema/stella';
import type { AppEnv } from '@worker/lib/context';
import { requireUser } from '@worker/lib/auth-context';
import { ApiError } from '@worker/lib/errors';
import { requestLocale, said } from '@worker/lib/i18n';
import { requireTier, tierOf } from '@worker/lib/tiers';
import { rateLimit } from '@worker/lib/rate-limit';
import { validate } from '@worker/lib/validation';
import { BirthChartRequestSchema } from '@schema/birth-chart';
import { savedChart } from '@worker/features/birth-chart';
import { chartAnalysis } from './analysis.service';
import { type AskDeps, answerTurn, dateFormatter, prepareTurn, readerFacts } from './ask.service';
import {
  type ConversationRow,
  deleteConversation,
  findConversation,
  listConversations,
  messagesOf,
} from './conversations.repository';
import { usageOf, usedToday } from './usage';

/** Seconds between keep-alive pings of an answer's event stream. */
const PING_MS = 10_000;

const summaryOf = (row: ConversationRow): ConversationSummary => ({
  id: row.id,
  title: row.title,
  messageCount: row.messageCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  full: row.messageCount >= STELLA_THREAD_MESSAGES,
});

const parseJson = <T>(text: string | null): T | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/** GET /api/user-chart (001 §7): the signs of the reader's own chart, for Oracle and Master. */
export const userChartRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { user } = requireTier(c, 'oracle');
  let answer: UserChartAnswer = { sunSign: null, moonSign: null, risingSign: null, chartId: null };
  if (user.myChartId) {
    try {
      const chart = await savedChart(c.get('db'), user.id, user.myChartId);
      answer = { sunSign: chart.sunSign, moonSign: chart.moonSign, risingSign: chart.risingSign, chartId: chart.id };
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'NOT_FOUND')) throw error;
    }
  }
  c.header('Cache-Control', 'private, no-store');
  return c.json(answer, 200);
});

/** /api/stella: the coach (issue 20). Every route is Oracle's or Master's, decided here. */
export const stellaRoutes = new Hono<AppEnv>()
  .get('/usage', async (c) => {
    const { user } = requireTier(c, 'oracle');
    const now = new Date();
    const used = await usedToday(c.get('db'), c.env.KV, user.id, now);
    c.header('Cache-Control', 'private, no-store');
    return c.json(usageOf(tierOf(user), used, now), 200);
  })
  .get('/daily-insight', validate('query', DailyInsightQuerySchema), async (c) => {
    const { user } = requireTier(c, 'oracle');
    const locale = requestLocale(c);
    const now = new Date();
    const { table, hasChart } = await readerFacts(c.get('db'), user, null, now);
    if (!hasChart) throw new ApiError('NOT_FOUND', 'Choose a chart of your own first: save it and make it "my chart".');
    const timeZone = c.req.valid('query').timeZone ?? 'UTC';
    const formatDate = dateFormatter(locale, timeZone);
    const texts = COACH_TEXTS[locale];
    const date = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
    const insight = dailyInsight(table, { texts, sky: SKY_TEXTS[locale], date, formatDate });
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        insight: insight.text,
        date,
        facts: insight.facts.map((f) => receiptOf(f, texts, formatDate)),
      } satisfies DailyInsightAnswer,
      200,
    );
  })
  // The deep analysis of the chart on /birth-chart (issue 20 §8): cast here from the birth data.
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
      c.header('Cache-Control', 'private, no-store');
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
        console.error(JSON.stringify({ event: 'stella.stream', error: String(error) }));
        await stream.writeSSE({
          event: 'error',
          data: JSON.stringify({ message: said(c, 'Stella is temporarily unavailable. Please try again.') }),
        });
      },
    );
  })
  // A reader's own threads stay theirs to read and delete, whatever their plan is now.
  .get('/conversations', validate('query', ConversationListQuerySchema), async (c) => {
    const { user } = requireUser(c);
    const rows = await listConversations(c.get('db'), user.id, c.req.valid('query').limit);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ conversations: rows.map(summaryOf) }, 200);
  })
  .get('/conversations/:id', validate('param', ConversationParamSchema), async (c) => {
    const { user } = requireUser(c);
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const row = await findConversation(db, user.id, id);
    if (!row) throw new ApiError('NOT_FOUND', 'No conversation with that id');
    const messages = await messagesOf(db, user.id, id);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        ...summaryOf(row),
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role,
          content: m.content,
          timestamp: m.createdAt.toISOString(),
          insights: parseJson(m.insights),
          paragraphs: parseJson(m.paragraphs),
          status: m.status,
        })),
      } satisfies ConversationDetail,
      200,
    );
  })
  .delete('/conversations/:id', validate('param', ConversationParamSchema), async (c) => {
    const { user } = requireUser(c);
    if (!(await deleteConversation(c.get('db'), user.id, c.req.valid('param').id))) {
      throw new ApiError('NOT_FOUND', 'No conversation with that id');
    }
    return c.json({ success: true as const }, 200);
  });
