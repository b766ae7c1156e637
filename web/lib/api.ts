/**
 * The one API client: Hono RPC over the Worker's own route table (`AppType`), so every
 * request's input and every answer's type come from the routes themselves. `call` turns
 * any non-2xx answer into an `ApiRequestError` carrying the parsed error body, and tells the
 * 401 listeners; features never call `fetch` on /api themselves.
 */
import type { ErrorBody } from '@schema/errors';
import type { AppType } from '@worker/app';
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';

/** The whole route table (`client.api.…`, `client.auth.check`), credentials always sent. */
export const client = hc<AppType>('/', { init: { credentials: 'include' } });
export const api = client.api;

/**
 * Every non-2xx answer becomes this error. `message` is the status, a colon and a space, then
 * the response text (or the status text when empty), as docs/product.md#errors describes;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The error body, read in this one place: `message`, `code` and `requestId` are what make one. */
export function parseErrorBody(text: string): ErrorBody | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.message !== 'string' || typeof value.code !== 'string') return undefined;
  const issues = Array.isArray(value.issues)
    ? value.issues.filter(isRecord).map((i) => ({ path: String(i.path ?? ''), message: String(i.message ?? '') }))
    : undefined;
  return {
    message: value.message,
    // The code set is the server's; an unknown one is kept as it came.
    code: value.code as ErrorBody['code'],
    requestId: typeof value.requestId === 'string' ? value.requestId : 'unknown',
    ...(issues ? { issues } : {}),
    ...(isRecord(value.details) ? { details: value.details } : {}),
  };
}

/** Throws `ApiRequestError` for a non-2xx response (after telling the 401 listeners). */
export async function ensureOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  if (res.status === 401) for (const listener of unauthorizedListeners) listener();
  throw new ApiRequestError(res.status, `${res.status}: ${text || res.statusText}`, parseErrorBody(text));
}

/** The body type of a client response's 2xx answers. */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/** Awaits a client call: its 2xx JSON body, typed by the route, or an `ApiRequestError`. */
export async function call<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<OkBody<R>> {
  const res = await request;
  await ensureOk(res);
  // The one cast of the client: hono types `json()` as the union over every status, and the
  // check above has ruled the error statuses out.
  return (await res.json()) as OkBody<R>;
}

/** Like `call`, for answers whose body the caller does not read (204, or a message it ignores). */
export async function send<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<void> {
  await ensureOk(await request);
}
