/**
 * A Stripe-compatible test server for the tests (never for `npm start`): the part of Stripe's
 * API the product calls, answered from memory in Stripe's shapes, the hosted pages the browser
 * visits (Checkout, the billing portal), and signed webhook deliveries to the Worker. A control
 * API under /__test/ lets tests finish a checkout, change a subscription and get the events to
 * post themselves (API tests run in workerd, which this server cannot reach). README.md beside
 * this file lists the routes. Node built-ins only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newId, StripeApiError } from './api-errors';
import type { App } from './app';
import { createEvents } from './events';
import { parseForm } from './form';
import { html, notFoundPage, page } from './html';
import {
  type Answer,
  API_VERSION,
  type Context,
  type Json,
  MAX_BODY,
  ok,
  type RecordedRequest,
  type Route,
  type StripeTestServer,
  type StripeTestServerOptions,
} from './model';
import { createOperations } from './operations';
import { expandList } from './params';
import { createRenderer } from './render';
import { registerBillingPortal } from './resources/billing-portal';
import { registerCheckoutSessions } from './resources/checkout-sessions';
import { registerControl } from './resources/control';
import { registerCustomers } from './resources/customers';
import { registerHostedPages } from './resources/hosted-pages';
import { registerPrices } from './resources/prices';
import { registerSubscriptions } from './resources/subscriptions';
import { createStore } from './store';

export {
  API_VERSION,
  type RecordedRequest,
  type StripeEvent,
  type StripeTestServer,
  type StripeTestServerOptions,
} from './model';
export { stripeSignature } from './api-errors';
export { formatAmount } from './html';

export async function startStripeTestServer(options: StripeTestServerOptions): Promise<StripeTestServer> {
  const store = createStore(options);
  const render = createRenderer({ store });
  const events = createEvents({ store });
  const ops = createOperations({ store, render, events });
  const { expand } = render;
  const routes: Route[] = [];

  const route = (method: string, pattern: RegExp, handle: Route['handle'], api = true) =>
    routes.push({ method, pattern, handle, api });
  const one = (ctx: Context, object: unknown) =>
    ok(expand(object, [...expandList(ctx.query), ...expandList(ctx.body)]));
  const app: App = { store, render, events, ops, route, one };
  registerPrices(app);
  registerCustomers(app);
  registerCheckoutSessions(app);
  registerSubscriptions(app);
  registerBillingPortal(app);
  registerHostedPages(app);
  registerControl(app);

  const { requests, idempotent, pending, config } = store;

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) throw new StripeApiError(413, 'Request body too large.');
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  function authorize(req: IncomingMessage): string {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) {
      throw new StripeApiError(
        401,
        'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
      );
    }
    const key = match[1] as string;
    if (options.secretKey ? key !== options.secretKey : !/^(sk|rk)_test_/.test(key)) {
      throw new StripeApiError(401, `Invalid API Key provided: ${key.slice(0, 12)}…`, { code: 'api_key_invalid' });
    }
    return key;
  }

  function send(res: ServerResponse, answer: Answer, requestId?: string): void {
    const common: Record<string, string> = requestId ? { 'Request-Id': requestId, 'Stripe-Version': API_VERSION } : {};
    switch (answer.kind) {
      case 'json': {
        const body = JSON.stringify(answer.body, null, 2);
        res.writeHead(answer.status, { ...common, 'Content-Type': 'application/json', ...answer.headers });
        res.end(body);
        return;
      }
      case 'html':
        res.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(answer.body);
        return;
      case 'redirect':
        res.writeHead(303, { Location: answer.location, 'Cache-Control': 'no-store' });
        res.end();
        return;
      case 'raw':
        res.writeHead(answer.status, { ...common, ...answer.headers });
        res.end(answer.body);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', config.origin);
    const method = req.method ?? 'GET';
    // The browser asks every host for an icon; the test pages have none, and a 404 would be a console error.
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const isApi = url.pathname.startsWith('/v1/');
    const requestId = isApi ? newId('req') : undefined;
    const recorded: RecordedRequest | undefined = isApi
      ? {
          method,
          path: url.pathname,
          query: parseForm(url.searchParams),
          body: {},
          apiKey: null,
          idempotencyKey: null,
          stripeVersion: null,
        }
      : undefined;
    if (recorded) requests.push(recorded);
    const ctx: Context = { req, url, params: [], query: parseForm(url.searchParams), body: {}, json: {}, after: [] };
    let answer: Answer;
    let idempotency: { key: string; fingerprint: string } | undefined;
    try {
      const raw = await readBody(req);
      if (recorded) {
        recorded.apiKey = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;
        recorded.idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
        recorded.stripeVersion = (req.headers['stripe-version'] as string | undefined) ?? null;
        authorize(req);
        ctx.body = parseForm(raw);
        recorded.body = ctx.body;
      } else if (url.pathname.startsWith('/__test/') && raw.trim()) {
        try {
          const parsed: unknown = JSON.parse(raw);
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
          ctx.json = parsed as Json;
        } catch {
          throw new StripeApiError(400, 'The control API takes a JSON object body.');
        }
      }
      const key = recorded?.idempotencyKey;
      if (key && method === 'POST') {
        const fingerprint = `${method} ${url.pathname} ${raw}`;
        const earlier = idempotent.get(key);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            throw new StripeApiError(
              400,
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              { type: 'idempotency_error' },
            );
          }
          answer = {
            kind: 'json',
            status: earlier.status,
            body: earlier.body,
            headers: { 'Idempotent-Replayed': 'true' },
          };
          if (recorded) recorded.status = answer.status;
          return send(res, answer, requestId);
        }
        idempotency = { key, fingerprint };
      }
      const matching = routes.filter((r) => r.pattern.test(url.pathname));
      const found = matching.find((r) => r.method === method);
      if (!found) {
        if (isApi || url.pathname.startsWith('/__test/')) {
          throw new StripeApiError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
        }
        answer = matching.length
          ? html(page('Method not allowed', '<h1>Method not allowed</h1>'), 405)
          : notFoundPage(`${method} ${url.pathname}`);
      } else {
        ctx.params = (found.pattern.exec(url.pathname) ?? []).slice(1).map(decodeURIComponent);
        answer = await found.handle(ctx);
      }
    } catch (err) {
      if (err instanceof StripeApiError) answer = { kind: 'json', status: err.status, body: err.body() };
      else {
        process.stderr.write(
          `[stripe-test-server] ${method} ${url.pathname}: ${err instanceof Error ? err.stack : String(err)}\n`,
        );
        answer = {
          kind: 'json',
          status: 500,
          body: { error: { type: 'api_error', message: 'The Stripe test server failed; see its log.' } },
        };
      }
    }
    if (recorded) recorded.status = answer.kind === 'redirect' ? 303 : answer.status;
    if (idempotency && answer.kind === 'json' && answer.status < 500) {
      idempotent.set(idempotency.key, {
        fingerprint: idempotency.fingerprint,
        status: answer.status,
        body: answer.body,
      });
    }
    send(res, answer, requestId);
    for (const task of ctx.after) task();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      process.stderr.write(`[stripe-test-server] ${err instanceof Error ? err.stack : String(err)}\n`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  config.origin = `http://127.0.0.1:${port}`;

  return {
    url: config.origin,
    port,
    setWebhookUrl(url) {
      config.webhookUrl = url;
    },
    async close() {
      await Promise.allSettled([...pending]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
