import useSWR from 'swr';
import type { NumerologyContext, StellaEvent } from '@schema/stella';
import { ApiRequestError, api, call, ensureOk, send } from '@web/lib/api';
import { useLocale } from '@web/lib/i18n';
import { readerTimeZone } from '@web/lib/reader-time-zone';
import { type SseEvent, readSse } from './sse';

export const USAGE_KEY = 'stella-usage';
export const CONVERSATIONS_KEY = 'stella-conversations';

const quiet = { revalidateOnFocus: false } as const;

/** The day's allowance (Oracle and Master only: the spec's "own usage data only for premium users"). */
export function useStellaUsage(enabled: boolean) {
  return useSWR(enabled ? USAGE_KEY : null, () => call(api.stella.usage.$get()), quiet);
}

/** The reader's "my chart": its signs and id, then the chart itself for the wheel. */
export function useMyChart(enabled: boolean) {
  const signs = useSWR(enabled ? 'stella-user-chart' : null, () => call(api['user-chart'].$get()), quiet);
  const chartId = signs.data?.chartId ?? null;
  const chart = useSWR(
    chartId ? ['stella-my-chart', chartId] : null,
    // In the tropical zodiac, the one Stella reads (a chart saved sidereal is cast again): her receipts light its points.
    ([, id]) =>
      call(api['birth-charts'][':id'].$get({ param: { id: encodeURIComponent(id) }, query: { zodiac: 'tropical' } })),
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
        return await call(api.stella['daily-insight'].$get({ query: { timeZone } }));
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
    async () => (await call(api.stella.conversations.$get({ query: { limit: '30' } }))).conversations,
    quiet,
  );
}

export const fetchConversation = (id: string) =>
  call(api.stella.conversations[':id'].$get({ param: { id: encodeURIComponent(id) } }));

export const deleteConversation = (id: string) =>
  send(api.stella.conversations[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

export interface AskInput {
  message: string;
  conversationId: string | null;
  numerologyContext: NumerologyContext | null;
}

/**
 * POST /api/stella/ask as server-sent events, through the API client (EventSource cannot POST),
 * so the session cookie and the reader's language go with it. A refusal before the stream (401,
 * 403, 409, 422, 429) is an `ApiRequestError`; `signal` is Stop.
 */
export async function* askStella(input: AskInput, signal: AbortSignal): AsyncGenerator<StellaEvent> {
  const json = {
    message: input.message,
    conversationHistory: [],
    numerologyContext: input.numerologyContext,
    conversationId: input.conversationId,
    timeZone: readerTimeZone(),
  };
  const res = await api.stella.ask.$post({ json }, { headers: { Accept: 'text/event-stream' }, init: { signal } });
  await ensureOk(res);
  if (!res.body) throw new ApiRequestError(502, '502: no body');
  // Asked for a stream, our API always streams; anything else is a proxy's answer, not Stella's.
  if (!(res.headers.get('Content-Type') ?? '').includes('text/event-stream')) {
    throw new ApiRequestError(502, '502: not an event stream');
  }
  for await (const e of readSse(res.body)) {
    const event = stellaEvent(e);
    if (event) yield event;
  }
}

/** The names of the stream's events; `ping` (keep-alive) and any other name are skipped. */
const EVENT_NAMES = {
  meta: true,
  delta: true,
  receipt: true,
  error: true,
  done: true,
} as const satisfies Record<StellaEvent['event'], true>;

const isEventName = (name: string): name is StellaEvent['event'] => Object.hasOwn(EVENT_NAMES, name);

/** One event of the stream, or null for a keep-alive, an unknown name or malformed data. */
function stellaEvent({ event, data }: SseEvent): StellaEvent | null {
  if (!isEventName(event)) return null;
  try {
    // The server writes each event's data as the JSON of its `StellaEvent` (schema/stella.ts).
    return { event, data: JSON.parse(data) };
  } catch {
    return null;
  }
}
