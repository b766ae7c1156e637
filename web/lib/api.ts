/**
 * The one API client: Hono RPC over the Worker's own route table (`AppType`), so every
 * request's input and every answer's type come from the routes themselves. `call` turns
 * any non-2xx answer into an `ApiRequestError` carrying the parsed error body, and tells the
 * 401 listeners; features never call `fetch` on /api themselves.
 *
 * The types are hono's own (`hc<AppType>`); the runtime is the small part of hc we use (JSON
 * bodies, query strings, path parameters, headers and `init`), because hc's own carries
 * forms, cookies and WebSockets into every page (decision 020).
 */
import type { ErrorBody } from '@schema/errors';
import type { AppType } from '@worker/app';
import type { ClientRequestOptions, ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { LOCALE_INFO } from '@core/i18n/locales';
import { activeLocale } from './i18n';

type Client = ReturnType<typeof hc<AppType>>;

interface RequestArgs {
  json?: unknown;
  query?: Record<string, string>;
  param?: Record<string, string>;
}

/** One request: `path` is the property chain, ending in the method (`['api', 'places', '$get']`). */
function send$(path: string[], args: RequestArgs = {}, options: ClientRequestOptions = {}): Promise<Response> {
  const url = path
    .slice(0, -1)
    .map((part) => (part.startsWith(':') ? (args.param?.[part.slice(1)] ?? part) : part))
    .join('/');
  const query = new URLSearchParams(args.query).toString();
  const json = args.json !== undefined;
  return fetch(`/${url}${query ? `?${query}` : ''}`, {
    credentials: 'include',
    ...options.init,
    method: path.at(-1)!.slice(1).toUpperCase(),
    headers: {
      // The reader's language, so that the Worker's messages (errors, emails) are in it too.
      'Accept-Language': LOCALE_INFO[activeLocale()].tag,
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...(options.headers as Record<string, string>),
    },
    body: json ? JSON.stringify(args.json) : undefined,
  });
}

function proxy(path: string[]): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) => (typeof key === 'string' && key !== 'then' ? proxy([...path, key]) : undefined),
    apply: (_target, _this, args: [RequestArgs?, ClientRequestOptions?]) => send$(path, args[0], args[1]),
  });
}

/** The whole route table (`client.api.…`, `client.auth.check`), credentials always sent. */
// The proxy answers every property chain the route table's type describes.
export const client = proxy([]) as Client;
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
    this.status = status;
    this.body = body;
  }
}

const unauthorizedListeners = new Set<() => void>();

/** 401 is handled in one place: whoever cares (the auth state) subscribes here. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The error body, read in this one place: a JSON object with a `message` and a `code` is one. */
export function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    // The server's one error shape (schema/errors.ts); its optional parts are read where used.
    const value: Partial<ErrorBody> | null = JSON.parse(text);
    if (typeof value?.message === 'string' && typeof value.code === 'string') return value as ErrorBody;
  } catch {
    // not JSON: the message carries the raw text
  }
  return undefined;
}

/**
 * Throws `ApiRequestError` for a non-2xx response, after telling the 401 listeners, unless the
 * call is not the reader's (the admin portal's 401 says nothing about the reader's session).
 */
export async function ensureOk(res: Response, { readerSession = true } = {}): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  if (res.status === 401 && readerSession) for (const listener of unauthorizedListeners) listener();
  throw new ApiRequestError(res.status, `${res.status}: ${text || res.statusText}`, parseErrorBody(text));
}

/** The body type of a client response's 2xx answers. */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/** Awaits a client call: its 2xx JSON body, typed by the route, or an `ApiRequestError`. */
export async function call<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
  options: { readerSession?: boolean } = {},
): Promise<OkBody<R>> {
  const res = await request;
  await ensureOk(res, options);
  // The one cast of the client: hono types `json()` as the union over every status, and the
  // check above has ruled the error statuses out.
  return (await res.json()) as OkBody<R>;
}

/** Like `call`, for answers whose body the caller does not read (204, or a message it ignores). */
export async function send<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<void> {
  await ensureOk(await request);
}
