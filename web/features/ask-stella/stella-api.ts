import useSWR from 'swr';
import type { SavedChart } from '@schema/birth-chart';
import type {
  AskResponse,
  AnswerParagraph,
  ConversationDetail,
  ConversationSummary,
  DailyInsightAnswer,
  NumerologyContext,
  StellaUsage,
  UserChartAnswer,
} from '@schema/stella';
import { LOCALE_INFO } from '@core/i18n/locales';
import { ApiRequestError, api, call, ensureOk, send } from '@web/lib/api';
import { activeLocale, useLocale } from '@web/lib/i18n';
import { readSse } from './sse';

/** The reader's own zone: dates in answers and the reset time are on their clock. */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const USAGE_KEY = 'stella-usage';
export const CONVERSATIONS_KEY = 'stella-conversations';

const quiet = { revalidateOnFocus: false } as const;

/** The day's allowance (Oracle and Master only: the spec's "own usage data only for premium users"). */
export function useStellaUsage(enabled: boolean) {
  return useSWR(enabled ? USAGE_KEY : null, () => call(api.stella.usage.$get()) as Promise<StellaUsage>, quiet);
}

/** The reader's "my chart": its signs and id, then the chart itself for the wheel. */
export function useMyChart(enabled: boolean) {
  const signs = useSWR(
    enabled ? 'stella-user-chart' : null,
    () => call(api['user-chart'].$get()) as Promise<UserChartAnswer>,
    quiet,
  );
  const chartId = signs.data?.chartId ?? null;
  const chart = useSWR(
    chartId ? ['stella-my-chart', chartId] : null,
    () =>
      call(
        api['birth-charts'][':id'].$get({ param: { id: encodeURIComponent(chartId as string) } }),
      ) as Promise<SavedChart>,
    quiet,
  );
  return { signs, chart };
}

/** Today's insight from the reader's chart; a 404 means they have no chart of their own. */
export function useDailyInsight(enabled: boolean) {
  const locale = useLocale();
  const timeZone = readerTimeZone();
  return useSWR(
    enabled ? ['stella-daily-insight', timeZone, locale] : null,
    async () => {
      try {
        return (await call(api.stella['daily-insight'].$get({ query: { timeZone } }))) as DailyInsightAnswer;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    quiet,
  );
}

export function useConversations(enabled: boolean) {
  return useSWR(
    enabled ? CONVERSATIONS_KEY : null,
    async () =>
      (
        (await call(api.stella.conversations.$get({ query: { limit: '30' } }))) as {
          conversations: ConversationSummary[];
        }
      ).conversations,
    quiet,
  );
}

export const fetchConversation = (id: string) =>
  call(api.stella.conversations[':id'].$get({ param: { id: encodeURIComponent(id) } })) as Promise<ConversationDetail>;

export const deleteConversation = (id: string) =>
  send(api.stella.conversations[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

/** The events of one answer (issue 20 §4), as the page uses them. */
export type AskEvent =
  | { event: 'meta'; data: { conversationId: string; messageId: string; usage: StellaUsage; language: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'receipt'; data: AnswerParagraph & { index: number } }
  | { event: 'error'; data: { message: string } }
  | { event: 'done'; data: AskResponse };

export interface AskInput {
  message: string;
  conversationId: string | null;
  numerologyContext: NumerologyContext | null;
}

/**
 * POST /api/stella/ask as server-sent events, through `fetch` (EventSource cannot POST), with
 * what the API client sends: the session cookie and the reader's language. A refusal before
 * the stream (401, 403, 409, 422, 429) is an `ApiRequestError`; `signal` is Stop.
 */
export async function* askStella(input: AskInput, signal: AbortSignal): AsyncGenerator<AskEvent> {
  const res = await fetch('/api/stella/ask', {
    method: 'POST',
    credentials: 'include',
    signal,
    headers: {
      Accept: 'text/event-stream',
      'Accept-Language': LOCALE_INFO[activeLocale()].tag,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      message: input.message,
      conversationHistory: [],
      numerologyContext: input.numerologyContext,
      conversationId: input.conversationId,
      timeZone: readerTimeZone(),
    }),
  });
  await ensureOk(res);
  if (!res.body) throw new ApiRequestError(502, '502: no body');
  if (!(res.headers.get('Content-Type') ?? '').includes('text/event-stream')) {
    // A server that answered with the spec's JSON: the same events, at once.
    const done = (await res.json()) as AskResponse;
    yield {
      event: 'meta',
      data: {
        conversationId: done.conversationId,
        messageId: done.messageId,
        usage: done.usage,
        language: done.language,
      },
    };
    for (const [index, paragraph] of done.paragraphs.entries())
      yield { event: 'receipt', data: { ...paragraph, index } };
    yield { event: 'done', data: done };
    return;
  }
  for await (const e of readSse(res.body)) {
    if (e.event === 'ping') continue;
    if (
      e.event === 'meta' ||
      e.event === 'delta' ||
      e.event === 'receipt' ||
      e.event === 'error' ||
      e.event === 'done'
    ) {
      try {
        yield { event: e.event, data: JSON.parse(e.data) } as AskEvent;
      } catch {
        // a malformed event is skipped
      }
    }
  }
}
