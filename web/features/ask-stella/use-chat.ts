import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  type AnswerParagraph,
  type AskResponse,
  type ConversationDetail,
  type NumerologyContext,
  type Receipt,
  STELLA_THREAD_MESSAGES,
  type StellaEvent,
  type StellaUsage,
} from '@schema/stella';
import { ApiRequestError } from '@web/lib/api';
import { sentencePacer } from './sentence-pacer';
import { CONVERSATIONS_KEY, USAGE_KEY, askStella } from './stella-api';

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

let keys = 0;
const nextKey = () => `m${++keys}`;

const paragraphsOf = (list: AnswerParagraph[] | null, content: string): ChatParagraph[] =>
  list?.length
    ? list.map((p) => ({ text: p.text, status: p.status, facts: p.facts, withheld: p.withheld }))
    : content
      ? [{ text: content, status: 'framing', facts: [], withheld: 0 }]
      : [];

/** Applies one answer event to the answer being written. */
export function applyEvent(entry: ChatEntry, e: StellaEvent): ChatEntry {
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

      // What the screen has shown of the answer: written as the pacer releases it, read at the end.
      const screen: { shown: boolean; done: AskResponse | null } = { shown: false, done: null };
      let streamError: string | null = null;
      let caught = false;
      // Sentences reach the screen one at a time; everything else in order behind them.
      const pacer = sentencePacer((e) => {
        if (e.event === 'delta') screen.shown = true;
        if (e.event === 'done') screen.done = e.data;
        updateAnswer(answerKey, (entry) => applyEvent(entry, e));
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
          pacer.push(e);
        }
        // The whole answer has arrived and is being paced: Stop shows the rest at once.
        await pacer.drained(abort.signal);
      } catch (error) {
        caught = true;
        pacer.flush();
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
          if (!screen.shown) {
            // Refused before any answer: the question goes back to the box (the page restores it).
            setEntries((list) => list.filter((entry) => entry.key !== answerKey && entry.key !== question.key));
          } else {
            updateAnswer(answerKey, (entry) => ({ ...entry, state: 'interrupted' }));
          }
          const why = failureOf(error);
          // The server counts the thread's messages: a 409 means it is full, whatever this screen shows.
          if (why.kind === 'full') setFull(true);
          failure.current(why);
        }
      } finally {
        controller.current = null;
        setBusy(false);
        void mutate(USAGE_KEY);
        void mutate(CONVERSATIONS_KEY);
      }
      const finished = screen.done;
      if (caught || (abort.signal.aborted && !finished)) return true;
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
        if (!streamError) failure.current(screen.shown ? { kind: 'unavailable' } : { kind: 'empty' });
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
  return { entries, conversationId, full: threadFull, busy, send, stop, open, reset };
}

export type Chat = ReturnType<typeof useChat>;

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
