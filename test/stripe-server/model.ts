import type { IncomingMessage } from 'node:http';
import type { FormObject } from './form';

/** The API version of the stripe SDK the Worker pins (stripe 23.1.0); events carry it. */
export const API_VERSION = '2026-10-28.endive';
export const DAY = 86_400;
export const MAX_BODY = 1024 * 1024;
export const DELIVERY_TIMEOUT_MS = 15_000;

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

export type Metadata = Record<string, string>;
export type Json = Record<string, unknown>;

export interface Product {
  id: string;
  object: 'product';
  active: boolean;
  name: string;
  created: number;
  livemode: false;
  metadata: Metadata;
}

export interface Price {
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

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  livemode: false;
  metadata: Metadata;
}

export interface CheckoutSession {
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

export interface SessionRecord {
  session: CheckoutSession;
  lineItems: { price: string; quantity: number }[];
  trialDays: number | null;
  subscriptionMetadata: Metadata;
}

export const SUBSCRIPTION_STATUSES = [
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
export interface SubscriptionRecord {
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

export interface PortalSession {
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

export interface Invoice {
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

export interface EventLogEntry {
  event: StripeEvent;
  delivery: { url: string; status?: number; error?: string } | null;
}

export interface Context {
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

export type Answer =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'html'; status: number; body: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'raw'; status: number; body: string; headers: Record<string, string> };

export const ok = (body: unknown, status = 200): Answer => ({ kind: 'json', status, body });

export interface Route {
  method: string;
  pattern: RegExp;
  api: boolean;
  handle: (ctx: Context) => Promise<Answer> | Answer;
}
