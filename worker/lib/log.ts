/**
 * The Worker's log: one JSON object a line, each carrying the id of the request (or the
 * scheduled run) it belongs to, which error responses carry too (X-Request-Id and the body's
 * requestId), so a user's report leads to its lines. Lines name what happened and ids, never a
 * secret, a password, a token, an email address or a text a user wrote (docs/security.md#logs).
 *
 * The id travels with the work through AsyncLocalStorage, so a service logs without being handed
 * it; the same store counts the D1 statements the work ran (worker/lib/db.ts), which each
 * request's closing line reports.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What one request or scheduled run has done so far. */
export interface Trace {
  readonly requestId: string;
  /** The lowest level written. */
  readonly level: LogLevel;
  /** D1 statements run: reads (SELECT) and writes (INSERT, UPDATE, DELETE). */
  reads: number;
  writes: number;
  /** Round trips to D1: a statement alone is one, a batch of them is one. */
  trips: number;
  /**
   * The D1 session the work's statements run in (the Sessions API: a read replica may answer),
   * when the request chose one; the primary otherwise (worker/lib/db.ts).
   */
  d1?: D1DatabaseSession;
}

const traces = new AsyncLocalStorage<Trace>();

export function newTrace(requestId: string, level: LogLevel = 'info'): Trace {
  return { requestId, level, reads: 0, writes: 0, trips: 0 };
}

/** Runs work under a trace: its log lines carry the trace's id, its D1 statements are counted on it. */
export function traced<T>(trace: Trace, work: () => T): T {
  return traces.run(trace, work);
}

export function currentTrace(): Trace | undefined {
  return traces.getStore();
}

/** Fields of a line; an Error is written as its name and message, with its stack on error lines and at debug level. */
export type LogFields = Record<string, unknown>;

function plain(value: unknown, withStack: boolean): unknown {
  if (!(value instanceof Error)) return value;
  return {
    name: value.name,
    message: value.message,
    ...(withStack && value.stack ? { stack: value.stack } : {}),
    ...(value.cause !== undefined ? { cause: plain(value.cause, withStack) } : {}),
  };
}

const rank = (level: LogLevel) => LOG_LEVELS.indexOf(level);

/** Whether lines of this level are written now. */
export function logs(level: LogLevel): boolean {
  return rank(level) >= rank(traces.getStore()?.level ?? 'info');
}

/** The level when LOG_LEVEL is not set: everything outside production, info and above in it. */
export function defaultLogLevel(appEnv: unknown): LogLevel {
  return appEnv === 'production' || appEnv === undefined ? 'info' : 'debug';
}

/** Writes one line: `{"level","event","requestId",...fields,"time"}`. */
export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  const trace = traces.getStore();
  if (!logs(level)) return;
  const withStack = level === 'error' || trace?.level === 'debug';
  const line: LogFields = { level, event, requestId: trace?.requestId ?? null };
  for (const [key, value] of Object.entries(fields)) line[key] = plain(value, withStack);
  line.time = new Date().toISOString();
  const text = JSON.stringify(line);
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.log(text);
}

export const logger = {
  debug: (event: string, fields?: LogFields) => log('debug', event, fields),
  info: (event: string, fields?: LogFields) => log('info', event, fields),
  warn: (event: string, fields?: LogFields) => log('warn', event, fields),
  error: (event: string, fields?: LogFields) => log('error', event, fields),
};
