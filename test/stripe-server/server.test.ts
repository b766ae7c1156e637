import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseForm } from './form';
import {
  type RecordedRequest,
  type StripeEvent,
  type StripeTestServer,
  startStripeTestServer,
  stripeSignature,
} from './server';

const WEBHOOK_SECRET = 'whsec_unit_test';
const API_KEY = 'sk_test_unit';
const DAY = 86_400;

/** A stand-in for the Worker's webhook route: keeps what arrives, answers `hookStatus`. */
let hook: Server;
let hookUrl: string;
let hookStatus = 200;
let received: { headers: IncomingHttpHeaders; body: string }[] = [];

let server: StripeTestServer;
let stripe: Stripe;

beforeAll(async () => {
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(hookStatus, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/payments/webhook`;
  server = await startStripeTestServer({ webhookSecret: WEBHOOK_SECRET, webhookUrl: hookUrl, secretKey: API_KEY });
  stripe = new Stripe(API_KEY, { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => hook?.close(resolve));
});

beforeEach(() => {
  received = [];
  hookStatus = 200;
  server.setWebhookUrl(hookUrl);
});

let keyCounter = 0;
async function createPrice(name = 'Stella Oracle', amount = 999) {
  return stripe.prices.create({
    lookup_key: `unit_${++keyCounter}_${amount}`,
    currency: 'eur',
    unit_amount: amount,
    recurring: { interval: 'month' },
    product_data: { name },
  });
}

async function openSession(options: { trialDays?: number } = {}) {
  const price = await createPrice();
  const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { userId: 'user-1' } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: 'user-1',
    line_items: [{ price: price.id, quantity: 1 }],
    subscription_data: {
      metadata: { userId: 'user-1', plan: 'oracle' },
      ...(options.trialDays ? { trial_period_days: options.trialDays } : {}),
    },
    metadata: { userId: 'user-1', plan: 'oracle' },
    success_url: 'https://stella.test/premium/success?plan=oracle&session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://stella.test/premium/cancel',
  });
  return { price, customer, session };
}

/** The SDK turns decimal strings of API answers into Decimal objects (not those of events). */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

async function waitFor<T>(check: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 3_000;
  while (Date.now() < deadline) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function verified(delivery: { headers: IncomingHttpHeaders; body: string }): Stripe.Event {
  return stripe.webhooks.constructEvent(delivery.body, delivery.headers['stripe-signature'] as string, WEBHOOK_SECRET);
}

async function control<T>(
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T; headers: Headers; text: string }> {
  const res = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as T, headers: res.headers, text };
}

describe('form encoding', () => {
  it('reads nested hashes, indexed and appended arrays, with encoded or plain brackets', () => {
    expect(
      parseForm(
        'a=1&line_items[0][price]=p&line_items[0][quantity]=1&line_items[1][price]=q&metadata%5BuserId%5D=u%201&expand[]=x&expand[]=y',
      ),
    ).toEqual({
      a: '1',
      line_items: [{ price: 'p', quantity: '1' }, { price: 'q' }],
      metadata: { userId: 'u 1' },
      expand: ['x', 'y'],
    });
    // Indices sort numerically; keys that would reach the prototype are dropped.
    expect(parseForm('?x[10]=b&x[2]=a&__proto__[polluted]=1&m[constructor]=2')).toEqual({ x: ['a', 'b'] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('prices and customers', () => {
  it('creates a price with its product and finds it by lookup key', async () => {
    const key = `oracle_lookup_${Date.now()}`;
    expect((await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 })).data).toEqual([]);
    const price = await stripe.prices.create({
      lookup_key: key,
      currency: 'eur',
      unit_amount: 999,
      recurring: { interval: 'month' },
      product_data: { name: 'Stella Oracle' },
    });
    expect(price).toMatchObject({
      object: 'price',
      lookup_key: key,
      currency: 'eur',
      unit_amount: 999,
      active: true,
      recurring: { interval: 'month' },
    });
    expect(price.id).toMatch(/^price_/);
    expect(price.product).toMatch(/^prod_/);

    const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1, expand: ['data.product'] });
    expect(found.object).toBe('list');
    expect(found.data.map((p) => p.id)).toEqual([price.id]);
    expect(found.data[0]?.product).toMatchObject({ object: 'product', name: 'Stella Oracle' });
  });

  it('refuses a lookup key another price holds, unless told to transfer it', async () => {
    const first = await createPrice();
    const params = {
      lookup_key: first.lookup_key as string,
      currency: 'eur',
      unit_amount: 1999,
      recurring: { interval: 'month' as const },
      product_data: { name: 'x' },
    };
    await expect(stripe.prices.create(params)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'lookup_key',
    });
    const second = await stripe.prices.create({ ...params, transfer_lookup_key: true });
    const found = await stripe.prices.list({ lookup_keys: [params.lookup_key] });
    expect(found.data.map((p) => p.id)).toEqual([second.id]);
  });

  it('creates and retrieves a customer; an unknown id is a 404 in Stripe’s error shape', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { userId: 'user-1' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'ada@example.com', metadata: { userId: 'user-1' } });
    expect(customer.id).toMatch(/^cus_/);
    expect(await stripe.customers.retrieve(customer.id)).toEqual(customer);
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    });
  });

  it('refuses a request with another API key', async () => {
    const other = new Stripe('sk_test_other', {
      host: '127.0.0.1',
      port: server.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(other.customers.create({ email: 'x@example.com' })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it('replays an idempotent request and refuses the key with other parameters', async () => {
    const first = await stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'idem-1' });
    const again = await stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'idem-1' });
    expect(again.id).toBe(first.id);
    await expect(
      stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'idem-1' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });
});

describe('checkout', () => {
  it('creates an open subscription session whose url is this server’s checkout page', async () => {
    const { customer, session } = await openSession({ trialDays: 7 });
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      mode: 'subscription',
      customer: customer.id,
      subscription: null,
      client_reference_id: 'user-1',
      metadata: { userId: 'user-1', plan: 'oracle' },
      cancel_url: 'https://stella.test/premium/cancel',
      success_url: 'https://stella.test/premium/success?plan=oracle&session_id={CHECKOUT_SESSION_ID}',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${server.url}/checkout/pay/${session.id}`);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session);

    const page = await fetch(session.url as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Stella test checkout</title>');
    expect(html).toContain('Stella Oracle · €9.99/month');
    expect(html).toContain('7-day free trial');
    expect(html).toMatch(
      new RegExp(
        `<form method="post" action="/checkout/pay/${session.id}"><button type="submit">Pay and subscribe</button>`,
      ),
    );
    expect(html).toContain('<a href="https://stella.test/premium/cancel">Cancel</a>');
  });

  it('validates what Stripe validates: a known customer and an active recurring price', async () => {
    const price = await createPrice();
    const base = {
      mode: 'subscription' as const,
      success_url: 'https://stella.test/ok',
      line_items: [{ price: price.id, quantity: 1 }],
    };
    await expect(stripe.checkout.sessions.create({ ...base, customer: 'cus_nope' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'customer',
    });
    await expect(
      stripe.checkout.sessions.create({ ...base, line_items: [{ price: 'price_nope', quantity: 1 }] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items[0][price]',
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: base.line_items,
      } as Stripe.Checkout.SessionCreateParams),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'success_url',
    });
  });

  it('paying starts a trialing subscription and delivers both signed events before redirecting', async () => {
    const { price, customer, session } = await openSession({ trialDays: 7 });
    const before = Math.floor(Date.now() / 1000);
    const res = await fetch(session.url as string, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `https://stella.test/premium/success?plan=oracle&session_id=${session.id}`,
    );

    // Both deliveries arrived before the redirect was answered: no waiting here.
    expect(received).toHaveLength(2);
    const [completed, created] = received.map(verified) as [Stripe.Event, Stripe.Event];
    expect(received[0]?.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(completed).toMatchObject({ object: 'event', type: 'checkout.session.completed', livemode: false });
    expect(completed.id).toMatch(/^evt_/);
    expect(completed.api_version).toBe(stripe.getApiField('version'));
    const paidSession = completed.data.object as Stripe.Checkout.Session;
    expect(paidSession).toMatchObject({
      id: session.id,
      status: 'complete',
      customer: customer.id,
      metadata: { userId: 'user-1', plan: 'oracle' },
    });
    expect(created.type).toBe('customer.subscription.created');
    const subscription = created.data.object as Stripe.Subscription;
    expect(paidSession.subscription).toBe(subscription.id);

    // A tampered body fails the check the Worker makes.
    expect(() =>
      stripe.webhooks.constructEvent(
        received[0]?.body.replace('complete', 'expired') as string,
        received[0]?.headers['stripe-signature'] as string,
        WEBHOOK_SECRET,
      ),
    ).toThrow(/signature/i);

    const fresh = await stripe.subscriptions.retrieve(subscription.id);
    expect(plain(fresh)).toEqual(subscription);
    expect(fresh).toMatchObject({
      object: 'subscription',
      customer: customer.id,
      status: 'trialing',
      cancel_at_period_end: false,
      canceled_at: null,
      metadata: { userId: 'user-1', plan: 'oracle' },
    });
    const trialEnd = fresh.trial_end as number;
    expect(trialEnd - before).toBeGreaterThanOrEqual(7 * DAY);
    expect(trialEnd - before).toBeLessThanOrEqual(7 * DAY + 5);
    const item = fresh.items.data[0] as Stripe.SubscriptionItem;
    expect(fresh.items.data).toHaveLength(1);
    expect(item).toMatchObject({
      object: 'subscription_item',
      quantity: 1,
      current_period_end: trialEnd,
      price: { id: price.id, lookup_key: price.lookup_key, unit_amount: 999 },
    });
    expect((fresh as unknown as { current_period_end: number }).current_period_end).toBe(trialEnd);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      subscription: fresh.id,
    });

    // Paying again (a double submit) lands on the success page without a second subscription.
    const again = await fetch(session.url as string, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(received).toHaveLength(2);
  });

  it('without trial days the subscription is active for 30 days', async () => {
    const { session } = await openSession();
    const page = await (await fetch(session.url as string)).text();
    expect(page).not.toContain('free trial');
    await fetch(session.url as string, { method: 'POST', redirect: 'manual' });
    const subscription = verified(received[1] as (typeof received)[number]).data.object as Stripe.Subscription;
    expect(subscription.status).toBe('active');
    expect(subscription.trial_end).toBeNull();
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(item.current_period_end - item.current_period_start).toBe(30 * DAY);
  });

  it('a failed delivery is logged and recorded, and the browser still gets its redirect', async () => {
    hookStatus = 500;
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { session } = await openSession();
    const res = await fetch(session.url as string, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(stderr.mock.calls.map((c) => String(c[0])).join('')).toMatch(
      /webhook checkout\.session\.completed evt_\w+ → .*: 500/,
    );
    stderr.mockRestore();
    const log = (await control<{ event: StripeEvent; delivery: { status?: number } | null }[]>('/__test/events')).body;
    const mine = log.filter((e) => (e.event.data.object as { id?: string; subscription?: string }).id === session.id);
    expect(mine.map((e) => e.delivery?.status)).toEqual([500]);
  });
});

describe('subscriptions', () => {
  async function paidSubscription(trialDays?: number) {
    const opened = await openSession({ trialDays });
    await fetch(opened.session.url as string, { method: 'POST', redirect: 'manual' });
    const session = await stripe.checkout.sessions.retrieve(opened.session.id);
    received = [];
    return { ...opened, subscription: await stripe.subscriptions.retrieve(session.subscription as string) };
  }

  it('cancels at period end and takes it back, each change delivered as customer.subscription.updated', async () => {
    const { subscription } = await paidSubscription(7);
    const cancelled = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelled).toMatchObject({
      status: 'trialing',
      cancel_at_period_end: true,
      cancel_at: subscription.items.data[0]?.current_period_end,
    });
    expect(cancelled.canceled_at).toEqual(expect.any(Number));
    const event = await waitFor(() => received[0], 'the update event');
    expect(verified(event)).toMatchObject({
      type: 'customer.subscription.updated',
      data: {
        object: { id: subscription.id, cancel_at_period_end: true },
        previous_attributes: { cancel_at_period_end: false },
      },
    });
    const resumed = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
  });

  it('upgrades by replacing the item’s price, keeping the item, status and trial', async () => {
    const { subscription } = await paidSubscription(7);
    const master = await createPrice('Stella Master', 1999);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const upgraded = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: master.id }],
      proration_behavior: 'always_invoice',
      metadata: { ...subscription.metadata, plan: 'master' },
    });
    expect(upgraded).toMatchObject({
      status: 'trialing',
      trial_end: subscription.trial_end,
      metadata: { userId: 'user-1', plan: 'master' },
    });
    expect(upgraded.items.data.map((i) => [i.id, i.price.id, i.price.unit_amount])).toEqual([
      [item.id, master.id, 1999],
    ]);
    expect(await stripe.subscriptions.retrieve(subscription.id, { expand: ['customer'] })).toMatchObject({
      items: { data: [{ price: { id: master.id } }] },
      customer: { object: 'customer', id: subscription.customer },
    });
    await expect(
      stripe.subscriptions.update(subscription.id, { items: [{ id: 'si_nope', price: master.id }] }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('cancels at once; a cancelled subscription takes no more changes', async () => {
    const { subscription } = await paidSubscription();
    const cancelled = await stripe.subscriptions.cancel(subscription.id);
    expect(cancelled.status).toBe('canceled');
    expect(Math.abs((cancelled.canceled_at as number) - Date.now() / 1000)).toBeLessThan(5);
    expect(verified(await waitFor(() => received[0], 'the deleted event')).type).toBe('customer.subscription.deleted');
    await expect(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('opens a billing portal session whose page links back', async () => {
    const { customer } = await paidSubscription();
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'https://stella.test/profile?tab=preferences',
    });
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: 'https://stella.test/profile?tab=preferences',
    });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url).toBe(`${server.url}/portal/${portal.id}`);
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain('<title>Test billing portal</title>');
    expect(html).toContain('<a href="https://stella.test/profile?tab=preferences">Return to Stella</a>');
    expect(html).toContain('Stella Oracle · €9.99/month (active)');
    await expect(stripe.billingPortal.sessions.create({ customer: 'cus_nope' })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('the portal’s cancel button cancels at period end and delivers the change', async () => {
    const { customer, subscription } = await paidSubscription();
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'https://stella.test/profile',
    });
    const res = await fetch(`${server.url}/portal/${portal.id}/cancel/${subscription.id}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(received.map((r) => verified(r).type)).toEqual(['customer.subscription.updated']);
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);
  });
});

describe('control API', () => {
  it('completes a checkout without delivering and answers the events, unsigned and ready-signed', async () => {
    const { session } = await openSession({ trialDays: 7 });
    const done = await control<{
      subscription: Stripe.Subscription;
      events: StripeEvent[];
      deliveries: { type: string; payload: string; signature: string }[];
    }>(`/__test/checkout/${session.id}/complete`, {});
    expect(done.status).toBe(200);
    expect(received).toEqual([]);
    expect(done.body.subscription).toMatchObject({ object: 'subscription', status: 'trialing' });
    expect(done.body.events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);
    expect(done.body.events[0]?.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      subscription: done.body.subscription.id,
    });
    for (const [i, delivery] of done.body.deliveries.entries()) {
      const event = stripe.webhooks.constructEvent(delivery.payload, delivery.signature, WEBHOOK_SECRET);
      expect(event).toEqual(done.body.events[i]);
    }
    expect(plain(await stripe.subscriptions.retrieve(done.body.subscription.id))).toEqual(done.body.subscription);
    expect((await control(`/__test/checkout/${session.id}/complete`, {})).status).toBe(409);
    expect((await control('/__test/checkout/cs_test_nope/complete', {})).status).toBe(404);
  });

  it('changes a subscription and makes its events; invoice events carry an invoice', async () => {
    const { session } = await openSession();
    const { body } = await control<{ subscription: Stripe.Subscription }>(
      `/__test/checkout/${session.id}/complete`,
      {},
    );
    const id = body.subscription.id;
    const end = Math.floor(Date.now() / 1000) - 60;
    const patched = await control<Stripe.Subscription>(`/__test/subscriptions/${id}`, {
      status: 'past_due',
      current_period_end: end,
    });
    expect(patched.body).toMatchObject({
      status: 'past_due',
      current_period_end: end,
      items: { data: [{ current_period_end: end }] },
    });
    expect(await stripe.subscriptions.retrieve(id)).toMatchObject({
      status: 'past_due',
      items: { data: [{ current_period_end: end }] },
    });
    expect((await control(`/__test/subscriptions/${id}`, { stauts: 'active' })).status).toBe(400);
    expect((await control(`/__test/subscriptions/${id}`, { status: 'expired' })).status).toBe(400);

    const updated = await control<StripeEvent>(`/__test/subscriptions/${id}/event`, {
      type: 'customer.subscription.updated',
    });
    expect(updated.body).toMatchObject({
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id, status: 'past_due' } },
    });
    // The answer's body is the payload its Stripe-Signature header signs.
    const checked = stripe.webhooks.constructEvent(
      updated.text,
      updated.headers.get('stripe-signature') as string,
      WEBHOOK_SECRET,
    );
    expect(checked.id).toBe(updated.body.id);

    const failed = await control<StripeEvent>(`/__test/subscriptions/${id}/event`, { type: 'invoice.payment_failed' });
    expect(failed.body.data.object).toMatchObject({
      object: 'invoice',
      subscription: id,
      customer: body.subscription.customer,
      status: 'open',
    });
    expect((failed.body.data.object as { id: string }).id).toMatch(/^in_/);
    expect((await control(`/__test/subscriptions/${id}/event`, { type: 'charge.refunded' })).status).toBe(400);
    expect(received).toEqual([]);

    const sent = await control<StripeEvent>(`/__test/subscriptions/${id}/event`, {
      type: 'customer.subscription.deleted',
      deliver: true,
    });
    expect(received.map((r) => verified(r).id)).toEqual([sent.body.id]);
  });

  it('lists the API requests received, with their parsed form bodies', async () => {
    const customer = await stripe.customers.create({ email: 'log@example.com', metadata: { userId: 'user-log' } });
    const { body } = await control<RecordedRequest[]>('/__test/requests');
    const mine = body.find(
      (r) => r.method === 'POST' && r.path === '/v1/customers' && r.body.email === 'log@example.com',
    );
    expect(mine).toMatchObject({
      body: { email: 'log@example.com', metadata: { userId: 'user-log' } },
      apiKey: API_KEY,
      status: 200,
    });
    await stripe.customers.retrieve(customer.id, { expand: ['default_source'] });
    const { body: after } = await control<RecordedRequest[]>('/__test/requests');
    expect(after.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/customers/${customer.id}`,
      query: { expand: ['default_source'] },
    });
  });

  it('signs as Stripe signs', () => {
    const payload = '{"id":"evt_1"}';
    const header = stripeSignature(payload, WEBHOOK_SECRET);
    expect(stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET).id).toBe('evt_1');
    expect(header).toBe(
      stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Number(header.slice(2, header.indexOf(','))),
      }),
    );
  });
});

describe('lifecycle', () => {
  it('resets its state, and stops answering once closed', async () => {
    const other = await startStripeTestServer({ webhookSecret: WEBHOOK_SECRET });
    const client = new Stripe('sk_test_any', {
      host: '127.0.0.1',
      port: other.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const customer = await client.customers.create({ email: 'reset@example.com' });
    expect((await fetch(`${other.url}/__test/reset`, { method: 'POST' })).status).toBe(200);
    await expect(client.customers.retrieve(customer.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(await (await fetch(`${other.url}/__test/requests`)).json()).toEqual([
      expect.objectContaining({ method: 'GET', path: `/v1/customers/${customer.id}`, status: 404 }),
    ]);
    await other.close();
    await expect(fetch(`${other.url}/__test/requests`)).rejects.toThrow();
  });
});
