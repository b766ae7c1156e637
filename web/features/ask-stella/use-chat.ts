import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  type AnswerParagraph,
  type ConversationDetail,
  type NumerologyContext,
  type Receipt,
  STELLA_THREAD_MESSAGES,
  type StellaUsage,
} from '@schema/stella';
import { ApiRequestError } from '@web/lib/api';
import { type AskEvent, CONVERSATIONS_KEY, USAGE_KEY, askStella } from './stella-api';

/** A paragraph of an answer: being written (`streaming`) or finished with its receipt. */
export interface ChatParagraph {
  text: string;
  status: 'streaming' | AnswerParagraph['status'];
  facts: Receipt[];
  withheld: number;
}

export type EntryState = 'pending' | 'streaming' | 'complete' | 'stopped' | 'interrupted';

export interface ChatEntry {
  key: string;
  role: 'user' | 'assistant';
  /** The question (a user's entry). */
  text: string;
  paragraphs: ChatParagraph[];
  state: EntryState;
}

/** Why a question was not answered at all (the page says so in a toast). */
export type AskFailure =
  | { kind: 'limit' }
  | { kind: 'full' }
  | { kind: 'premium' }
  | { kind: 'signedOut' }
  | { kind: 'message'; message: string }
  | { kind: 'unavailable' }
  | { kind: 'empty' };

/**
 * The time between two released sentences on screen. The server sends a sentence as soon as it
 * is verified, and the offline writer verifies faster than anyone reads: pacing the sentences
 * keeps the answer appearing as it is written, as the spec describes, instead of in one jump.
 */
const SENTENCE_MS = 70;

let keys = 0;
const nextKey = () => `m${++keys}`;

const paragraphsOf = (list: AnswerParagraph[] | null, content: string): ChatParagraph[] =>
  list?.length
    ? list.map((p) => ({ text: p.text, status: p.status, facts: p.facts, withheld: p.withheld }))
    : content
      ? [{ text: content, status: 'framing', facts: [], withheld: 0 }]
      : [];

/** Applies one answer event to the answer being written. */
export function applyEvent(entry: ChatEntry, e: AskEvent): ChatEntry {
  if (e.event === 'delta') {
    const paragraphs = [...entry.paragraphs];
    const last = paragraphs.at(-1);
    if (last?.status === 'streaming') paragraphs[paragraphs.length - 1] = { ...last, text: last.text + e.data.text };
    else paragraphs.push({ text: e.data.text, status: 'streaming', facts: [], withheld: 0 });
    return { ...entry, paragraphs, state: 'streaming' };
  }
  if (e.event === 'receipt') {
    const { index, text, status, facts, withheld } = e.data;
    // The finished paragraph replaces the text streamed for it.
    const paragraphs = entry.paragraphs.slice(0, index);
    paragraphs[index] = { text, status, facts, withheld };
    return { ...entry, paragraphs: paragraphs.filter(Boolean) };
  }
  if (e.event === 'done') {
    const kept = paragraphsOf(e.data.paragraphs, e.data.response);
    return { ...entry, paragraphs: kept, state: e.data.status === 'complete' ? 'complete' : e.data.status };
  }
  return entry;
}

export interface ChatOptions {
  /** An answer could not be given: the page says why. */
  onFailure: (failure: AskFailure) => void;
}

/**
 * The conversation on screen: the questions, the answers as they stream, Stop, and the thread
 * it continues. Usage and the conversation list (SWR) are refreshed from what the server says.
 */
export function useChat({ onFailure }: ChatOptions) {
  const { mutate } = useSWRConfig();
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [full, setFull] = useState(false);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const failure = useRef(onFailure);
  failure.current = onFailure;

  useEffect(() => () => controller.current?.abort(), []);

  const updateAnswer = useCallback((key: string, change: (entry: ChatEntry) => ChatEntry | null) => {
    setEntries((list) =>
      list.flatMap((entry) => {
        if (entry.key !== key) return [entry];
        const next = change(entry);
        return next ? [next] : [];
      }),
    );
  }, []);

  const send = useCallback(
    async (raw: string, numerologyContext: NumerologyContext | null = null) => {
      const message = raw.trim();
      if (!message || controller.current) return false;
      const abort = new AbortController();
      controller.current = abort;
      setBusy(true);
      const question: ChatEntry = { key: nextKey(), role: 'user', text: message, paragraphs: [], state: 'complete' };
      const answerKey = nextKey();
      const answer: ChatEntry = { key: answerKey, role: 'assistant', text: '', paragraphs: [], state: 'pending' };
      setEntries((list) => [...list, question, answer]);

      // The pacer: sentences reach the screen one at a time; everything else in order behind them.
      const queue: AskEvent[] = [];
      let timer: ReturnType<typeof setTimeout> | null = null;
      let readyAt = 0;
      let drained: (() => void) | null = null;
      let shown = false;
      let done: Extract<AskEvent, { event: 'done' }>['data'] | null = null;
      let streamError: string | null = null;
      let caught = false;
      const apply = (e: AskEvent) => {
        if (e.event === 'delta') shown = true;
        if (e.event === 'done') done = e.data;
        updateAnswer(answerKey, (entry) => applyEvent(entry, e));
      };
      const pump = () => {
        timer = null;
        while (queue.length > 0) {
          const e = queue.shift() as AskEvent;
          apply(e);
          if (e.event === 'delta' && queue.length > 0) {
            readyAt = performance.now() + SENTENCE_MS;
            schedule();
            return;
          }
          if (e.event === 'delta') readyAt = performance.now() + SENTENCE_MS;
        }
        drained?.();
      };
      const schedule = () => {
        if (timer === null) timer = setTimeout(pump, Math.max(0, readyAt - performance.now()));
      };
      const flush = () => {
        if (timer !== null) clearTimeout(timer);
        timer = null;
        while (queue.length > 0) apply(queue.shift() as AskEvent);
      };
      // The whole answer has arrived and is being paced: Stop shows the rest at once.
      const untilDrained = () =>
        new Promise<void>((resolve) => {
          if (queue.length === 0 && timer === null) return resolve();
          drained = resolve;
          abort.signal.addEventListener(
            'abort',
            () => {
              flush();
              resolve();
            },
            { once: true },
          );
        });

      try {
        for await (const e of askStella({ message, conversationId, numerologyContext }, abort.signal)) {
          if (e.event === 'meta') {
            setConversationId(e.data.conversationId);
            void mutate(USAGE_KEY, e.data.usage satisfies StellaUsage, { revalidate: false });
            continue;
          }
          if (e.event === 'error') {
            streamError = e.data.message;
            continue;
          }
          queue.push(e);
          schedule();
        }
        await untilDrained();
      } catch (error) {
        caught = true;
        flush();
        if (abort.signal.aborted) {
          // Stop: what was shown stays (the server keeps it too); nothing shown, nothing kept.
          updateAnswer(answerKey, (entry) =>
            entry.paragraphs.some((p) => p.text.trim())
              ? {
                  ...entry,
                  state: 'stopped',
                  paragraphs: entry.paragraphs.map((p) => (p.status === 'streaming' ? { ...p, status: 'framing' } : p)),
                }
              : null,
          );
        } else {
          if (!shown) {
            // Refused before any answer: the question goes back to the box (the page restores it).
            setEntries((list) => list.filter((entry) => entry.key !== answerKey && entry.key !== question.key));
          } else {
            updateAnswer(answerKey, (entry) => ({ ...entry, state: 'interrupted' }));
          }
          failure.current(failureOf(error));
        }
      } finally {
        controller.current = null;
        setBusy(false);
        void mutate(USAGE_KEY);
        void mutate(CONVERSATIONS_KEY);
      }
      if (caught || (abort.signal.aborted && !done)) return true;
      const finished = done as Extract<AskEvent, { event: 'done' }>['data'] | null;
      if (streamError) failure.current({ kind: 'message', message: streamError });
      if (finished) {
        setConversationId(finished.conversationId);
        if (!finished.response.trim()) {
          updateAnswer(answerKey, () => null);
          if (!streamError) failure.current({ kind: 'empty' });
        }
      } else {
        // The stream ended without its last event: what was shown stays, marked as cut short.
        updateAnswer(answerKey, (entry) => (entry.paragraphs.length ? { ...entry, state: 'interrupted' } : null));
        if (!streamError) failure.current(shown ? { kind: 'unavailable' } : { kind: 'empty' });
      }
      return true;
    },
    [conversationId, mutate, updateAnswer],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Opens a saved thread: its messages with their receipts. */
  const open = useCallback((detail: ConversationDetail) => {
    controller.current?.abort();
    setConversationId(detail.id);
    setFull(detail.full);
    setEntries(
      detail.messages.map((m) => ({
        key: `saved-${m.id}`,
        role: m.role,
        text: m.role === 'user' ? m.content : '',
        paragraphs: m.role === 'assistant' ? paragraphsOf(m.paragraphs, m.content) : [],
        state: m.status === 'complete' ? 'complete' : m.status,
      })),
    );
  }, []);

  /** A new conversation: an empty screen; the next question starts a thread. */
  const reset = useCallback(() => {
    controller.current?.abort();
    setConversationId(null);
    setFull(false);
    setEntries([]);
  }, []);

  const threadFull = full || entries.length >= STELLA_THREAD_MESSAGES;
  return { entries, conversationId, full: threadFull, setFull, busy, send, stop, open, reset };
}

function failureOf(error: unknown): AskFailure {
  if (error instanceof ApiRequestError) {
    if (error.status === 429 || error.message.includes('429')) return { kind: 'limit' };
    if (error.status === 409) return { kind: 'full' };
    if (error.status === 403) return { kind: 'premium' };
    if (error.status === 401) return { kind: 'signedOut' };
    if (error.body?.message && error.status < 500) return { kind: 'message', message: error.body.message };
  }
  return { kind: 'unavailable' };
}
