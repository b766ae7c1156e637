import type { ErrorBody } from '@schema/errors';

/**
 * Every non-2xx answer becomes this error. `message` follows the spec's format (000 §8):
 * the status, a colon and a space, then the response text (or the status text when empty).
 * `body` is the API's error body when the response carried one.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body?: ErrorBody;

  constructor(status: number, message: string, body?: ErrorBody) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }

  /** The server's own words for the user, when it sent any. */
  get userMessage(): string {
    return this.body?.message ?? this.message;
  }
}

const unauthorizedListeners = new Set<() => void>();

/** 401 is handled in one place: whoever cares (the auth state) subscribes here. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  let body: ErrorBody | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && 'code' in parsed) body = parsed as ErrorBody;
  } catch {
    // not JSON: the message below carries the raw text
  }
  if (res.status === 401) for (const listener of unauthorizedListeners) listener();
  throw new ApiRequestError(res.status, `${res.status}: ${text || res.statusText}`, body);
}

/** The shared request helper (000 §7): credentials always; JSON type and body only when a body exists. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfNotOk(res);
  return res;
}

export type QueryKey = string | readonly (string | number)[];

/** The default data fetch: a GET to the key's parts joined with "/", parsed as JSON. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' } = { on401: 'throw' }) {
  return async (key: QueryKey): Promise<T | null> => {
    const url = typeof key === 'string' ? key : key.join('/');
    const res = await fetch(url, { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
