/**
 * A Stripe-compatible test server for the tests (never for `npm start`): the part of Stripe's
 * API the product calls, answered from memory in Stripe's shapes, the hosted pages the browser
 * visits (Checkout, the billing portal), and signed webhook deliveries to the Worker. A control
 * API under /__test/ lets tests finish a checkout, change a subscription and get the events to
 * post themselves (API tests run in workerd, which this server cannot reach). README.md beside
 * this file lists the routes. Node built-ins only.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FormObject, type FormValue, parseForm } from './form';

/** The API version of the stripe SDK the Worker pins (stripe 23.1.0); events carry it. */
export const API_VERSION = '2026-10-28.endive';
const DAY = 86_400;
const MAX_BODY = 1024 * 1024;
const DELIVERY_TIMEOUT_MS = 15_000;

export interface StripeTestServerOptions {
  /** 0 or unset: a free port. */
  port?: number;
  /** Where checkout and API changes deliver their signed events; none when unset. */
  webhookUrl?: string;
  /** Signs the deliveries (and the control API's ready-made signatures). */
  webhookSecret: string;
  /** When set, API requests must carry exactly this key (else any `sk_test_…`). */
  secretKey?: string;
}

export interface StripeTestServer {
  /** `http://127.0.0.1:<port>`: the API base (STRIPE_API_URL) and the hosted pages' origin. */
  url: string;
  port: number;
  close(): Promise<void>;
  setWebhookUrl(url: string | undefined): void;
}

type Metadata = Record<string, string>;
type Json = Record<string, unknown>;

interface Product {
  id: string;
  object: 'product';
  active: boolean;
  name: string;
  created: number;
  livemode: false;
  metadata: Metadata;
}

interface Price {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: { interval: string; interval_count: number; usage_type: 'licensed' } | null;
  type: 'recurring' | 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
}

interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  livemode: false;
  metadata: Metadata;
}

interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: null;
  livemode: false;
  metadata: Metadata;
  mode: string;
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string;
  ui_mode: 'hosted';
  url: string | null;
}

interface SessionRecord {
  session: CheckoutSession;
  lineItems: { price: string; quantity: number }[];
  trialDays: number | null;
  subscriptionMetadata: Metadata;
}

const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
];

/** A subscription as stored: its items name their price, rendered in full on every answer. */
interface SubscriptionRecord {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  current_period_start: number;
  current_period_end: number;
  trial_start: number | null;
  trial_end: number | null;
  latest_invoice: string | null;
  metadata: Metadata;
  items: { id: string; price: string; quantity: number; created: number }[];
}

interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  flow: null;
  livemode: false;
  locale: null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
}

interface Invoice {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  attempt_count: number;
  billing_reason: string;
  created: number;
  currency: string;
  customer: string;
  livemode: false;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Metadata } };
  period_end: number;
  period_start: number;
  status: 'open' | 'paid';
  /** Older API versions; kept beside `parent` so either reading works. */
  subscription: string;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: FormObject;
  body: FormObject;
  /** The bearer token the request carried. */
  apiKey: string | null;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  status?: number;
}

interface EventLogEntry {
  event: StripeEvent;
  delivery: { url: string; status?: number; error?: string } | null;
}

/** An error answered in Stripe's shape: `{ error: { type, message, code?, param? } }`. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
  }
  body() {
    return {
      error: {
        type: this.extra.type ?? 'invalid_request_error',
        message: this.message,
        code: this.extra.code,
        param: this.extra.param,
      },
    };
  }
}

const OBJECT_NAMES: Record<string, string> = {
  prod: 'product',
  price: 'price',
  cus: 'customer',
  cs: 'checkout.session',
  sub: 'subscription',
  si: 'subscription_item',
  in: 'invoice',
  bps: 'billing_portal.session',
};

function noSuch(kind: string, id: string, param?: string, status = 404): StripeApiError {
  return new StripeApiError(status, `No such ${kind}: '${id}'`, { code: 'resource_missing', param: param ?? 'id' });
}

function missing(param: string): StripeApiError {
  return new StripeApiError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

function invalid(param: string, message: string): StripeApiError {
  return new StripeApiError(400, message, { code: 'parameter_invalid', param });
}

const now = () => Math.floor(Date.now() / 1000);

function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return `${prefix}_${out}`;
}

/** Stripe's `Stripe-Signature` header: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

// --- reading parameters -------------------------------------------------------------------

function str(params: FormObject, name: string, path = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(path, `Invalid string: ${path}`);
  return value;
}

function requiredStr(params: FormObject, name: string, path = name): string {
  const value = str(params, name, path);
  if (value === undefined || value === '') throw missing(path);
  return value;
}

function int(params: FormObject, name: string, path = name): number | undefined {
  const value = str(params, name, path);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(path, `Invalid integer: ${value}`);
  return Number(value);
}

function bool(params: FormObject, name: string, path = name): boolean | undefined {
  const value = str(params, name, path);
  if (value === undefined || value === '') return undefined;
  if (value !== 'true' && value !== 'false') throw invalid(path, `Invalid boolean: ${value}`);
  return value === 'true';
}

function obj(params: FormObject, name: string, path = name): FormObject | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(path, `Invalid hash: ${path}`);
  return value;
}

/** Arrays come as `name[0]…`; a hash with index keys is the same thing. */
function arr(params: FormObject, name: string, path = name): FormValue[] | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value)) throw invalid(path, `Invalid array: ${path}`);
  return value;
}

function expandList(params: FormObject): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

/** Metadata as given on create: string values only. */
function metadataOf(params: FormObject, name = 'metadata'): Metadata {
  const value = obj(params, name);
  const out: Metadata = {};
  for (const [key, v] of Object.entries(value ?? {})) {
    if (typeof v !== 'string') throw invalid(`${name}[${key}]`, `Invalid metadata value for ${key}`);
    out[key] = v;
  }
  return out;
}

/** Metadata on update: keys merge, an empty value removes its key, `metadata=` clears all. */
function mergeMetadata(current: Metadata, params: FormObject): Metadata {
  if (params.metadata === '') return {};
  const changes = metadataOf(params);
  const out = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === '') delete out[key];
    else out[key] = value;
  }
  return out;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

export function formatAmount(amount: number, currency: string): string {
  const units = ZERO_DECIMAL.has(currency.toLowerCase()) ? amount : amount / 100;
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(units);
}

function priceLabel(price: Price): string {
  const amount = formatAmount(price.unit_amount, price.currency);
  if (!price.recurring) return amount;
  const { interval, interval_count: count } = price.recurring;
  return count === 1 ? `${amount}/${interval}` : `${amount} every ${count} ${interval}s`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a2e}
button{font:inherit;padding:.6rem 1.2rem;background:#3b2a8c;color:#fff;border:0;border-radius:.4rem;cursor:pointer}
a{color:#3b2a8c}.muted{color:#555}</style></head>
<body><main>${body}</main></body>
</html>`;
}

// --- the server -----------------------------------------------------------------------------

interface Context {
  req: IncomingMessage;
  url: URL;
  params: string[];
  query: FormObject;
  /** The form body (/v1) or the JSON body (/__test). */
  body: FormObject;
  json: Json;
  /** Runs after the answer is sent (webhooks Stripe sends on its own time). */
  after: (() => void)[];
}

type Answer =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'html'; status: number; body: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'raw'; status: number; body: string; headers: Record<string, string> };

const ok = (body: unknown, status = 200): Answer => ({ kind: 'json', status, body });

interface Route {
  method: string;
  pattern: RegExp;
  api: boolean;
  handle: (ctx: Context) => Promise<Answer> | Answer;
}

export async function startStripeTestServer(options: StripeTestServerOptions): Promise<StripeTestServer> {
  let webhookUrl = options.webhookUrl;
  const secret = options.webhookSecret;
  let origin = '';

  const products = new Map<string, Product>();
  const prices = new Map<string, Price>();
  const customers = new Map<string, Customer>();
  const sessions = new Map<string, SessionRecord>();
  const subscriptions = new Map<string, SubscriptionRecord>();
  const portals = new Map<string, PortalSession>();
  const invoices = new Map<string, Invoice>();
  const events: EventLogEntry[] = [];
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const pending = new Set<Promise<void>>();

  function reset(): void {
    for (const store of [products, prices, customers, sessions, subscriptions, portals, invoices, idempotent])
      store.clear();
    events.length = 0;
    requests.length = 0;
  }

  // --- rendering --------------------------------------------------------------------------

  function renderSubscription(record: SubscriptionRecord): Json {
    const items = record.items.map((item) => ({
      id: item.id,
      object: 'subscription_item',
      created: item.created,
      current_period_end: record.current_period_end,
      current_period_start: record.current_period_start,
      metadata: {},
      price: prices.get(item.price) ?? item.price,
      quantity: item.quantity,
      subscription: record.id,
    }));
    const first = prices.get(record.items[0]?.price ?? '');
    return {
      id: record.id,
      object: 'subscription',
      cancel_at: record.cancel_at,
      cancel_at_period_end: record.cancel_at_period_end,
      canceled_at: record.canceled_at,
      collection_method: 'charge_automatically',
      created: record.created,
      currency: first?.currency ?? null,
      current_period_end: record.current_period_end,
      current_period_start: record.current_period_start,
      customer: record.customer,
      ended_at: record.ended_at,
      items: {
        object: 'list',
        data: items,
        has_more: false,
        total_count: items.length,
        url: `/v1/subscription_items?subscription=${record.id}`,
      },
      latest_invoice: record.latest_invoice,
      livemode: false,
      metadata: record.metadata,
      start_date: record.start_date,
      status: record.status,
      trial_end: record.trial_end,
      trial_start: record.trial_start,
    };
  }

  /** Any stored object by its id, rendered as the API answers it (for `expand`). */
  function lookup(id: string): unknown {
    const kind = OBJECT_NAMES[id.startsWith('cs_') ? 'cs' : id.slice(0, id.indexOf('_'))];
    switch (kind) {
      case 'product':
        return products.get(id);
      case 'price':
        return prices.get(id);
      case 'customer':
        return customers.get(id);
      case 'checkout.session':
        return sessions.get(id)?.session;
      case 'subscription': {
        const record = subscriptions.get(id);
        return record && renderSubscription(record);
      }
      case 'invoice':
        return invoices.get(id);
      default:
        return undefined;
    }
  }

  function expandPath(value: unknown, path: string[]): unknown {
    if (Array.isArray(value)) return value.map((v) => expandPath(v, path));
    if (path.length === 0) return typeof value === 'string' ? (lookup(value) ?? value) : value;
    if (typeof value !== 'object' || value === null) return value;
    const [head, ...rest] = path as [string, ...string[]];
    if (!(head in value)) return value;
    return { ...value, [head]: expandPath((value as Json)[head], rest) };
  }

  function expand(value: unknown, paths: string[]): unknown {
    return paths.reduce((current, path) => expandPath(current, path.split('.')), value);
  }

  function list(url: string, items: unknown[], query: FormObject): Json {
    const limit = int(query, 'limit') ?? 10;
    if (limit < 1 || limit > 100) throw invalid('limit', 'This value must be between 1 and 100.');
    return { object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url };
  }

  const newestFirst = <T extends { created: number }>(items: Iterable<T>) => [...items].reverse();

  // --- events and deliveries ----------------------------------------------------------------

  function makeEvent(type: string, object: unknown, previous?: Json): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: previous && Object.keys(previous).length > 0 ? { object, previous_attributes: previous } : { object },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push({ event, delivery: null });
    return event;
  }

  function signed(event: StripeEvent): { type: string; payload: string; signature: string } {
    const payload = JSON.stringify(event, null, 2);
    return { type: event.type, payload, signature: stripeSignature(payload, secret) };
  }

  /** Posts each event, in order, signed as Stripe signs; failures are logged, never thrown. */
  async function deliver(list: StripeEvent[]): Promise<void> {
    for (const event of list) {
      const entry = events.find((e) => e.event === event);
      const url = webhookUrl;
      if (!url) {
        process.stderr.write(`[stripe-test-server] no webhook URL set; ${event.type} ${event.id} not delivered\n`);
        continue;
      }
      const { payload, signature } = signed(event);
      const delivery: NonNullable<EventLogEntry['delivery']> = { url };
      if (entry) entry.delivery = delivery;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Stripe-Signature': signature,
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        delivery.status = res.status;
        const text = await res.text();
        if (!res.ok) {
          process.stderr.write(
            `[stripe-test-server] webhook ${event.type} ${event.id} → ${url}: ${res.status} ${text.slice(0, 300)}\n`,
          );
        }
      } catch (err) {
        delivery.error = err instanceof Error ? err.message : String(err);
        process.stderr.write(
          `[stripe-test-server] webhook ${event.type} ${event.id} → ${url} failed: ${delivery.error}\n`,
        );
      }
    }
  }

  /** Delivers in the background, as Stripe does after an API change; close() waits for it. */
  function deliverLater(ctx: Context, list: StripeEvent[]): void {
    if (!webhookUrl) return;
    ctx.after.push(() => {
      const delivery: Promise<void> = deliver(list).finally(() => pending.delete(delivery));
      pending.add(delivery);
    });
  }

  // --- domain operations --------------------------------------------------------------------

  function requirePrice(id: string, param: string): Price {
    const price = prices.get(id);
    if (!price) throw noSuch('price', id, param, 400);
    if (!price.active) throw invalid(param, `The price specified is inactive. This field only accepts active prices.`);
    return price;
  }

  function subscriptionRecord(id: string): SubscriptionRecord {
    const record = subscriptions.get(id);
    if (!record) throw noSuch('subscription', id);
    return record;
  }

  function sessionRecord(id: string): SessionRecord {
    const record = sessions.get(id);
    if (!record) throw noSuch('checkout.session', id);
    return record;
  }

  /** Paying: the subscription starts (trialing with a trial), the session completes. */
  function completeCheckout(record: SessionRecord): { subscription: SubscriptionRecord; events: StripeEvent[] } {
    const { session } = record;
    if (session.status !== 'open') {
      throw new StripeApiError(409, `This Checkout Session is ${session.status}; only an open session can be paid.`, {
        code: 'checkout_session_not_open',
      });
    }
    if (session.mode !== 'subscription')
      throw new StripeApiError(400, 'This test server completes subscription-mode sessions only.');
    let customerId = session.customer;
    if (!customerId) {
      const customer: Customer = {
        id: newId('cus'),
        object: 'customer',
        created: now(),
        email: session.customer_email,
        name: null,
        livemode: false,
        metadata: {},
      };
      customers.set(customer.id, customer);
      customerId = customer.id;
    }
    const start = now();
    const trialEnd = record.trialDays ? start + record.trialDays * DAY : null;
    const subscription: SubscriptionRecord = {
      id: newId('sub'),
      customer: customerId,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      current_period_start: start,
      current_period_end: trialEnd ?? start + 30 * DAY,
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      latest_invoice: null,
      metadata: { ...record.subscriptionMetadata },
      items: record.lineItems.map((item) => ({
        id: newId('si'),
        price: item.price,
        quantity: item.quantity,
        created: start,
      })),
    };
    subscriptions.set(subscription.id, subscription);
    const email = customers.get(customerId)?.email ?? session.customer_email;
    Object.assign(session, {
      status: 'complete',
      customer: customerId,
      customer_details: { email },
      subscription: subscription.id,
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
      url: null,
    } satisfies Partial<CheckoutSession>);
    return {
      subscription,
      events: [
        makeEvent('checkout.session.completed', { ...session }),
        makeEvent('customer.subscription.created', renderSubscription(subscription)),
      ],
    };
  }

  /** The fields of a subscription that differ between two renderings (Stripe's previous_attributes). */
  function changed(before: Json, after: Json): Json {
    const previous: Json = {};
    for (const [key, value] of Object.entries(before)) {
      if (JSON.stringify(value) !== JSON.stringify(after[key])) previous[key] = value;
    }
    return previous;
  }

  function cancelNow(record: SubscriptionRecord): void {
    const at = now();
    Object.assign(record, {
      status: 'canceled',
      canceled_at: at,
      ended_at: at,
      cancel_at_period_end: false,
      cancel_at: null,
    });
  }

  function setCancelAtPeriodEnd(record: SubscriptionRecord, value: boolean): void {
    record.cancel_at_period_end = value;
    record.cancel_at = value ? record.current_period_end : null;
    record.canceled_at = value ? now() : null;
  }

  function invoiceFor(record: SubscriptionRecord, status: Invoice['status']): Invoice {
    const price = prices.get(record.items[0]?.price ?? '');
    const amount = (price?.unit_amount ?? 0) * (record.items[0]?.quantity ?? 1);
    const invoice: Invoice = {
      id: newId('in'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      attempt_count: 1,
      billing_reason: 'subscription_cycle',
      created: now(),
      currency: price?.currency ?? 'eur',
      customer: record.customer,
      livemode: false,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: record.id, metadata: { ...record.metadata } },
      },
      period_end: record.current_period_end,
      period_start: record.current_period_start,
      status,
      subscription: record.id,
    };
    invoices.set(invoice.id, invoice);
    record.latest_invoice = invoice.id;
    return invoice;
  }

  // --- API routes -------------------------------------------------------------------------

  const routes: Route[] = [];
  const route = (method: string, pattern: RegExp, handle: Route['handle'], api = true) =>
    routes.push({ method, pattern, handle, api });
  const one = (ctx: Context, object: unknown) =>
    ok(expand(object, [...expandList(ctx.query), ...expandList(ctx.body)]));

  route('GET', /^\/v1\/prices$/, (ctx) => {
    const keys = arr(ctx.query, 'lookup_keys')?.filter((k): k is string => typeof k === 'string');
    const active = bool(ctx.query, 'active');
    const product = str(ctx.query, 'product');
    const found = newestFirst(prices.values()).filter(
      (p) =>
        (!keys || (p.lookup_key !== null && keys.includes(p.lookup_key))) &&
        (active === undefined || p.active === active) &&
        (!product || p.product === product),
    );
    return ok(expand(list('/v1/prices', found, ctx.query), expandList(ctx.query)));
  });

  route('POST', /^\/v1\/prices$/, (ctx) => {
    const b = ctx.body;
    const currency = requiredStr(b, 'currency').toLowerCase();
    const unitAmount = int(b, 'unit_amount');
    if (unitAmount === undefined) throw missing('unit_amount');
    if (unitAmount < 0) throw invalid('unit_amount', 'This value must be greater than or equal to 0.');
    let productId = str(b, 'product');
    const productData = obj(b, 'product_data');
    if (!productId && !productData) throw missing('product');
    if (productId && !products.has(productId)) throw noSuch('product', productId, 'product', 400);
    const recurringParams = obj(b, 'recurring');
    let recurring: Price['recurring'] = null;
    if (recurringParams) {
      const interval = requiredStr(recurringParams, 'interval', 'recurring[interval]');
      if (!['day', 'week', 'month', 'year'].includes(interval))
        throw invalid('recurring[interval]', `Invalid recurring[interval]: ${interval}`);
      recurring = {
        interval,
        interval_count: int(recurringParams, 'interval_count', 'recurring[interval_count]') ?? 1,
        usage_type: 'licensed',
      };
    }
    const lookupKey = str(b, 'lookup_key') || null;
    const holder = lookupKey ? [...prices.values()].find((p) => p.lookup_key === lookupKey) : undefined;
    if (holder) {
      if (!bool(b, 'transfer_lookup_key')) {
        throw invalid('lookup_key', `A price (\`${holder.id}\`) already uses that lookup key.`);
      }
      holder.lookup_key = null;
    }
    if (!productId && productData) {
      const product: Product = {
        id: newId('prod'),
        object: 'product',
        active: true,
        name: requiredStr(productData, 'name', 'product_data[name]'),
        created: now(),
        livemode: false,
        metadata: metadataOf(productData),
      };
      products.set(product.id, product);
      productId = product.id;
    }
    const price: Price = {
      id: newId('price'),
      object: 'price',
      active: bool(b, 'active') ?? true,
      billing_scheme: 'per_unit',
      created: now(),
      currency,
      livemode: false,
      lookup_key: lookupKey,
      metadata: metadataOf(b),
      nickname: str(b, 'nickname') ?? null,
      product: productId as string,
      recurring,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
    prices.set(price.id, price);
    return one(ctx, price);
  });

  route('GET', /^\/v1\/prices\/([^/]+)$/, (ctx) => {
    const id = ctx.params[0] as string;
    const price = prices.get(id);
    if (!price) throw noSuch('price', id);
    return one(ctx, price);
  });

  route('POST', /^\/v1\/prices\/([^/]+)$/, (ctx) => {
    const id = ctx.params[0] as string;
    const price = prices.get(id);
    if (!price) throw noSuch('price', id);
    const active = bool(ctx.body, 'active');
    if (active !== undefined) price.active = active;
    if (ctx.body.metadata !== undefined) price.metadata = mergeMetadata(price.metadata, ctx.body);
    return one(ctx, price);
  });

  route('GET', /^\/v1\/products\/([^/]+)$/, (ctx) => {
    const id = ctx.params[0] as string;
    const product = products.get(id);
    if (!product) throw noSuch('product', id);
    return one(ctx, product);
  });

  route('POST', /^\/v1\/customers$/, (ctx) => {
    const customer: Customer = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: str(ctx.body, 'email') || null,
      name: str(ctx.body, 'name') || null,
      livemode: false,
      metadata: metadataOf(ctx.body),
    };
    customers.set(customer.id, customer);
    return one(ctx, customer);
  });

  route('GET', /^\/v1\/customers$/, (ctx) => {
    const email = str(ctx.query, 'email');
    const found = newestFirst(customers.values()).filter((c) => !email || c.email === email);
    return ok(list('/v1/customers', found, ctx.query));
  });

  route('GET', /^\/v1\/customers\/([^/]+)$/, (ctx) => {
    const id = ctx.params[0] as string;
    const customer = customers.get(id);
    if (!customer) throw noSuch('customer', id);
    return one(ctx, customer);
  });

  route('POST', /^\/v1\/customers\/([^/]+)$/, (ctx) => {
    const id = ctx.params[0] as string;
    const customer = customers.get(id);
    if (!customer) throw noSuch('customer', id);
    const email = str(ctx.body, 'email');
    if (email !== undefined) customer.email = email || null;
    const name = str(ctx.body, 'name');
    if (name !== undefined) customer.name = name || null;
    if (ctx.body.metadata !== undefined) customer.metadata = mergeMetadata(customer.metadata, ctx.body);
    return one(ctx, customer);
  });

  route('POST', /^\/v1\/checkout\/sessions$/, (ctx) => {
    const b = ctx.body;
    const mode = requiredStr(b, 'mode');
    if (!['payment', 'setup', 'subscription'].includes(mode)) throw invalid('mode', `Invalid mode: ${mode}`);
    const successUrl = requiredStr(b, 'success_url');
    const customerId = str(b, 'customer') || null;
    if (customerId && !customers.has(customerId)) throw noSuch('customer', customerId, 'customer', 400);
    const items = arr(b, 'line_items');
    if (!items?.length) throw missing('line_items');
    const lineItems = items.map((raw, i) => {
      if (typeof raw !== 'object' || Array.isArray(raw))
        throw invalid(`line_items[${i}]`, `Invalid hash: line_items[${i}]`);
      const price = requirePrice(requiredStr(raw, 'price', `line_items[${i}][price]`), `line_items[${i}][price]`);
      if (mode === 'subscription' && !price.recurring) {
        throw invalid(
          `line_items[${i}][price]`,
          'You must provide at least one recurring price in `subscription` mode when using prices.',
        );
      }
      const quantity = int(raw, 'quantity', `line_items[${i}][quantity]`) ?? 1;
      if (quantity < 1) throw invalid(`line_items[${i}][quantity]`, 'This value must be greater than or equal to 1.');
      return { price: price.id, quantity, amount: price.unit_amount * quantity, currency: price.currency };
    });
    const currency = lineItems[0]?.currency ?? 'eur';
    if (lineItems.some((item) => item.currency !== currency))
      throw invalid('line_items', 'All prices must use the same currency.');
    const subscriptionData = obj(b, 'subscription_data') ?? {};
    if (mode !== 'subscription' && Object.keys(subscriptionData).length > 0) {
      throw invalid('subscription_data', 'You can only specify `subscription_data` in `subscription` mode.');
    }
    const trialDays = int(subscriptionData, 'trial_period_days', 'subscription_data[trial_period_days]') ?? null;
    if (trialDays !== null && (trialDays < 1 || trialDays > 730)) {
      throw invalid('subscription_data[trial_period_days]', 'The trial period must be between 1 and 730 days.');
    }
    const customerEmail = str(b, 'customer_email') || null;
    if (customerId && customerEmail)
      throw invalid('customer_email', 'You may only specify one of these parameters: customer, customer_email.');
    const id = newId('cs_test');
    const amount = lineItems.reduce((sum, item) => sum + item.amount, 0);
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: trialDays ? 0 : amount,
      cancel_url: str(b, 'cancel_url') || null,
      client_reference_id: str(b, 'client_reference_id') || null,
      created: now(),
      currency,
      customer: customerId,
      customer_details: null,
      customer_email: customerEmail,
      expires_at: now() + DAY,
      invoice: null,
      livemode: false,
      metadata: metadataOf(b),
      mode,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: successUrl,
      ui_mode: 'hosted',
      url: `${origin}/checkout/pay/${id}`,
    };
    sessions.set(id, {
      session,
      lineItems: lineItems.map(({ price, quantity }) => ({ price, quantity })),
      trialDays,
      subscriptionMetadata: metadataOf(subscriptionData),
    });
    return one(ctx, session);
  });

  route('GET', /^\/v1\/checkout\/sessions$/, (ctx) => {
    const customer = str(ctx.query, 'customer');
    const subscription = str(ctx.query, 'subscription');
    const status = str(ctx.query, 'status');
    const found = newestFirst([...sessions.values()].map((r) => r.session)).filter(
      (s) =>
        (!customer || s.customer === customer) &&
        (!subscription || s.subscription === subscription) &&
        (!status || s.status === status),
    );
    return ok(expand(list('/v1/checkout/sessions', found, ctx.query), expandList(ctx.query)));
  });

  route('GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (ctx) =>
    one(ctx, sessionRecord(ctx.params[0] as string).session),
  );

  route('POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (ctx) => {
    const { session } = sessionRecord(ctx.params[0] as string);
    if (session.status !== 'open')
      throw new StripeApiError(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    session.status = 'expired';
    session.url = null;
    return one(ctx, session);
  });

  route('GET', /^\/v1\/subscriptions$/, (ctx) => {
    const customer = str(ctx.query, 'customer');
    const status = str(ctx.query, 'status');
    // Stripe lists all but canceled subscriptions unless a status is asked for.
    const found = newestFirst(subscriptions.values()).filter(
      (s) =>
        (!customer || s.customer === customer) &&
        (status === 'all' || (status ? s.status === status : s.status !== 'canceled')),
    );
    return ok(expand(list('/v1/subscriptions', found.map(renderSubscription), ctx.query), expandList(ctx.query)));
  });

  route('GET', /^\/v1\/subscriptions\/([^/]+)$/, (ctx) =>
    one(ctx, renderSubscription(subscriptionRecord(ctx.params[0] as string))),
  );

  route('POST', /^\/v1\/subscriptions\/([^/]+)$/, (ctx) => {
    const record = subscriptionRecord(ctx.params[0] as string);
    const b = ctx.body;
    const before = renderSubscription(record);
    const changes = Object.keys(b).filter((key) => key !== 'expand');
    if (record.status === 'canceled' && changes.some((key) => key !== 'metadata' && key !== 'cancellation_details')) {
      throw new StripeApiError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    const proration = str(b, 'proration_behavior');
    if (proration !== undefined && !['always_invoice', 'create_prorations', 'none'].includes(proration)) {
      throw invalid('proration_behavior', `Invalid proration_behavior: ${proration}`);
    }
    const items = arr(b, 'items');
    if (items) {
      const next = record.items.map((item) => ({ ...item }));
      items.forEach((raw, i) => {
        if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid(`items[${i}]`, `Invalid hash: items[${i}]`);
        const itemId = str(raw, 'id', `items[${i}][id]`);
        const priceId = str(raw, 'price', `items[${i}][price]`);
        const quantity = int(raw, 'quantity', `items[${i}][quantity]`);
        const price = priceId ? requirePrice(priceId, `items[${i}][price]`) : undefined;
        if (price && !price.recurring) throw invalid(`items[${i}][price]`, 'The price specified is not recurring.');
        if (itemId) {
          const index = next.findIndex((item) => item.id === itemId);
          const item = next[index];
          if (!item) throw noSuch('subscription_item', itemId, `items[${i}][id]`, 400);
          if (bool(raw, 'deleted', `items[${i}][deleted]`)) next.splice(index, 1);
          else {
            if (price) item.price = price.id;
            if (quantity !== undefined) item.quantity = quantity;
          }
        } else {
          if (!price) throw missing(`items[${i}][price]`);
          next.push({ id: newId('si'), price: price.id, quantity: quantity ?? 1, created: now() });
        }
      });
      if (next.length === 0) throw invalid('items', 'A subscription must keep at least one item.');
      record.items = next;
    }
    const cancelAtPeriodEnd = bool(b, 'cancel_at_period_end');
    if (cancelAtPeriodEnd !== undefined) setCancelAtPeriodEnd(record, cancelAtPeriodEnd);
    const trialEnd = str(b, 'trial_end');
    if (trialEnd === 'now') {
      if (record.status === 'trialing') {
        const at = now();
        Object.assign(record, {
          status: 'active',
          trial_end: at,
          current_period_start: at,
          current_period_end: at + 30 * DAY,
        });
        if (record.cancel_at_period_end) record.cancel_at = record.current_period_end;
      }
    } else if (trialEnd !== undefined) {
      const at = int(b, 'trial_end') as number;
      if (at <= now())
        throw invalid('trial_end', 'Invalid timestamp: must be an integer Unix timestamp in the future.');
      Object.assign(record, { status: 'trialing', trial_end: at, current_period_end: at });
    }
    if (b.metadata !== undefined) record.metadata = mergeMetadata(record.metadata, b);
    const after = renderSubscription(record);
    deliverLater(ctx, [makeEvent('customer.subscription.updated', after, changed(before, after))]);
    return one(ctx, after);
  });

  route('DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (ctx) => {
    const record = subscriptionRecord(ctx.params[0] as string);
    if (record.status === 'canceled')
      throw new StripeApiError(400, `The subscription ${record.id} has already been canceled.`);
    cancelNow(record);
    const after = renderSubscription(record);
    deliverLater(ctx, [makeEvent('customer.subscription.deleted', after)]);
    return one(ctx, after);
  });

  route('GET', /^\/v1\/invoices\/([^/]+)$/, (ctx) => {
    const id = ctx.params[0] as string;
    const invoice = invoices.get(id);
    if (!invoice) throw noSuch('invoice', id);
    return one(ctx, invoice);
  });

  route('POST', /^\/v1\/billing_portal\/sessions$/, (ctx) => {
    const customer = requiredStr(ctx.body, 'customer');
    if (!customers.has(customer)) throw noSuch('customer', customer, 'customer', 400);
    const id = newId('bps');
    const portal: PortalSession = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_test_default',
      created: now(),
      customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: str(ctx.body, 'return_url') || null,
      url: `${origin}/portal/${id}`,
    };
    portals.set(id, portal);
    return one(ctx, portal);
  });

  // --- hosted pages (the browser) -----------------------------------------------------------

  const html = (body: string, status = 200): Answer => ({ kind: 'html', status, body });
  const notFoundPage = (what: string) => html(page('Not found', `<h1>Not found</h1><p>${escapeHtml(what)}</p>`), 404);

  route(
    'GET',
    /^\/checkout\/pay\/([^/]+)$/,
    (ctx) => {
      const record = sessions.get(ctx.params[0] as string);
      if (!record) return notFoundPage('This checkout session does not exist.');
      const { session } = record;
      const lines = record.lineItems.map((item) => {
        const price = prices.get(item.price) as Price;
        const product = products.get(price.product);
        const quantity = item.quantity > 1 ? ` × ${item.quantity}` : '';
        return `<li>${escapeHtml(product?.name ?? price.product)} · ${escapeHtml(priceLabel(price))}${quantity}</li>`;
      });
      const trial = record.trialDays ? `<p>${record.trialDays}-day free trial</p>` : '';
      const email = session.customer ? customers.get(session.customer)?.email : session.customer_email;
      const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : '';
      const body =
        session.status === 'open'
          ? `<form method="post" action="/checkout/pay/${escapeHtml(session.id)}"><button type="submit">Pay and subscribe</button></form>${cancel}`
          : `<p>This checkout session is ${escapeHtml(session.status)}.</p>`;
      return html(
        page(
          'Stella test checkout',
          `<h1>Stella test checkout</h1><ul>${lines.join('')}</ul>${trial}${email ? `<p class="muted">${escapeHtml(email)}</p>` : ''}${body}`,
        ),
      );
    },
    false,
  );

  route(
    'POST',
    /^\/checkout\/pay\/([^/]+)$/,
    async (ctx) => {
      const record = sessions.get(ctx.params[0] as string);
      if (!record) return notFoundPage('This checkout session does not exist.');
      const { session } = record;
      // A second submit (double click, back button) lands on the success page again.
      if (session.status === 'open') await deliver(completeCheckout(record).events);
      else if (session.status !== 'complete')
        return html(
          page('Stella test checkout', `<p>This checkout session is ${escapeHtml(session.status)}.</p>`),
          409,
        );
      return { kind: 'redirect', location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
    },
    false,
  );

  route(
    'GET',
    /^\/portal\/([^/]+)$/,
    (ctx) => {
      const portal = portals.get(ctx.params[0] as string);
      if (!portal) return notFoundPage('This portal session does not exist.');
      const subs = newestFirst(subscriptions.values()).filter(
        (s) => s.customer === portal.customer && s.status !== 'canceled',
      );
      const rows = subs.map((s) => {
        const price = prices.get(s.items[0]?.price ?? '');
        const name = price ? `${products.get(price.product)?.name ?? price.product} · ${priceLabel(price)}` : s.id;
        const state = s.cancel_at_period_end
          ? `cancels on ${new Date(s.current_period_end * 1000).toISOString().slice(0, 10)}`
          : s.status;
        const action = s.cancel_at_period_end
          ? ''
          : `<form method="post" action="/portal/${escapeHtml(portal.id)}/cancel/${escapeHtml(s.id)}"><button type="submit">Cancel plan</button></form>`;
        return `<li><p>${escapeHtml(name)} (${escapeHtml(state)})</p>${action}</li>`;
      });
      const back = portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Return to Stella</a></p>` : '';
      return html(
        page(
          'Test billing portal',
          `<h1>Test billing portal</h1>${rows.length ? `<ul>${rows.join('')}</ul>` : '<p>No active subscriptions.</p>'}${back}`,
        ),
      );
    },
    false,
  );

  route(
    'POST',
    /^\/portal\/([^/]+)\/cancel\/([^/]+)$/,
    async (ctx) => {
      const portal = portals.get(ctx.params[0] as string);
      const record = subscriptions.get(ctx.params[1] as string);
      if (!portal || !record || record.customer !== portal.customer)
        return notFoundPage('No such subscription for this portal session.');
      if (record.status !== 'canceled' && !record.cancel_at_period_end) {
        const before = renderSubscription(record);
        setCancelAtPeriodEnd(record, true);
        const after = renderSubscription(record);
        await deliver([makeEvent('customer.subscription.updated', after, changed(before, after))]);
      }
      return { kind: 'redirect', location: `/portal/${portal.id}` };
    },
    false,
  );

  // --- control API for tests ----------------------------------------------------------------

  route(
    'POST',
    /^\/__test\/checkout\/([^/]+)\/complete$/,
    (ctx) => {
      const record = sessionRecord(ctx.params[0] as string);
      const done = completeCheckout(record);
      return ok({
        session: record.session,
        subscription: renderSubscription(done.subscription),
        events: done.events,
        deliveries: done.events.map(signed),
      });
    },
    false,
  );

  const TIMESTAMPS = [
    'cancel_at',
    'canceled_at',
    'ended_at',
    'current_period_start',
    'current_period_end',
    'trial_start',
    'trial_end',
  ] as const;

  route(
    'POST',
    /^\/__test\/subscriptions\/([^/]+)$/,
    (ctx) => {
      const record = subscriptionRecord(ctx.params[0] as string);
      const patch = ctx.json;
      const allowed = new Set<string>(['status', 'cancel_at_period_end', 'metadata', ...TIMESTAMPS]);
      const unknown = Object.keys(patch).filter((key) => !allowed.has(key));
      if (unknown.length)
        throw new StripeApiError(400, `Unknown field(s) ${unknown.join(', ')}; allowed: ${[...allowed].join(', ')}`);
      if (patch.status !== undefined) {
        if (typeof patch.status !== 'string' || !SUBSCRIPTION_STATUSES.includes(patch.status)) {
          throw new StripeApiError(400, `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`);
        }
        if (patch.status === 'canceled' && record.status !== 'canceled') cancelNow(record);
        record.status = patch.status;
      }
      if (patch.cancel_at_period_end !== undefined) {
        if (typeof patch.cancel_at_period_end !== 'boolean')
          throw new StripeApiError(400, 'cancel_at_period_end must be a boolean');
        setCancelAtPeriodEnd(record, patch.cancel_at_period_end);
      }
      for (const key of TIMESTAMPS) {
        const value = patch[key];
        if (value === undefined) continue;
        if (value !== null && !Number.isInteger(value))
          throw new StripeApiError(400, `${key} must be a unix timestamp in seconds or null`);
        if ((key === 'current_period_start' || key === 'current_period_end') && value === null)
          throw new StripeApiError(400, `${key} cannot be null`);
        record[key] = value as number;
      }
      if (patch.metadata !== undefined) {
        const metadata = patch.metadata;
        if (
          typeof metadata !== 'object' ||
          metadata === null ||
          Object.values(metadata).some((v) => typeof v !== 'string')
        ) {
          throw new StripeApiError(400, 'metadata must be an object of strings');
        }
        record.metadata = { ...(metadata as Metadata) };
      }
      return ok(renderSubscription(record));
    },
    false,
  );

  route(
    'POST',
    /^\/__test\/subscriptions\/([^/]+)\/event$/,
    async (ctx) => {
      const record = subscriptionRecord(ctx.params[0] as string);
      const { type, previous_attributes: previous, deliver: deliverNow } = ctx.json;
      if (typeof type !== 'string')
        throw new StripeApiError(400, 'type is required, e.g. customer.subscription.updated');
      if (previous !== undefined && (typeof previous !== 'object' || previous === null))
        throw new StripeApiError(400, 'previous_attributes must be an object');
      let object: unknown;
      if (type.startsWith('customer.subscription.')) object = renderSubscription(record);
      else if (type.startsWith('invoice.')) {
        object = invoiceFor(
          record,
          type === 'invoice.payment_failed' || type === 'invoice.payment_action_required' ? 'open' : 'paid',
        );
      } else throw new StripeApiError(400, `Unsupported event type ${type}: customer.subscription.* or invoice.*`);
      const event = makeEvent(type, object, previous as Json | undefined);
      if (deliverNow === true) {
        if (!webhookUrl) throw new StripeApiError(400, 'deliver: true needs a webhook URL (setWebhookUrl)');
        await deliver([event]);
      }
      // The body is the event; its signature (with the server's webhook secret) rides in the header.
      const { payload, signature } = signed(event);
      return {
        kind: 'raw',
        status: 200,
        body: payload,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      };
    },
    false,
  );

  route('GET', /^\/__test\/requests$/, () => ok(requests), false);
  route('GET', /^\/__test\/events$/, () => ok(events), false);
  route(
    'POST',
    /^\/__test\/reset$/,
    () => {
      reset();
      return ok({ reset: true });
    },
    false,
  );

  // --- HTTP plumbing ------------------------------------------------------------------------

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
    const url = new URL(req.url ?? '/', origin);
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
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    port,
    setWebhookUrl(url) {
      webhookUrl = url;
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
