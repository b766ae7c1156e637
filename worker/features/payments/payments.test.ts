/**
 * Payments through the real Worker and the real Stripe SDK, against the Stripe-compatible test
 * server (test/stripe-server): checkout, webhooks (signature, replays, order), upgrade, cancel.
 */
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import { describe, expect, inject, it, vi } from 'vitest';
import { CheckoutResultSchema, NO_CHECKOUT_MESSAGE, SubscriptionStatusSchema } from '@schema/payments';
import { type Client, newClient, signedInClient } from '../../../test/api/accounts';
import { ORIGIN, expectError } from '../../../test/api/helpers';
import { app } from '@worker/app';
import { testD1 } from '../../../test/api/database';

const WEBHOOK_SECRET = (env as unknown as { STRIPE_WEBHOOK_SECRET: string }).STRIPE_WEBHOOK_SECRET;
const stripeUrl = () => inject('stripeUrl');
const crypto = Stripe.createSubtleCryptoProvider();
const signer = new Stripe('sk_test_signer', { httpClient: Stripe.createFetchHttpClient() });

async function control<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stripeUrl()}/__test/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(res.status, `test server ${path}`).toBe(200);
  return (await res.json()) as T;
}

interface StripeEvent {
  id: string;
  type: string;
  data: { object: { id: string } & Record<string, unknown> };
}

/** Posts an event to the webhook signed as Stripe signs it (optionally with another secret or time). */
async function deliver(event: unknown, options: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const header = await signer.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
    cryptoProvider: crypto,
  });
  return newClient().request('/api/payments/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: options.tamper ? payload.replace('"type"', '"type" ') : payload,
  });
}

const status = async (client: Client) =>
  SubscriptionStatusSchema.parse(await (await client.request('/api/payments/subscription-status')).json());
const me = async (client: Client) =>
  (await (await client.request('/api/auth/user')).json()) as {
    tier: string;
    isPremium: boolean;
    subscriptionType: string;
  };

/** A free user who went through checkout for a plan and paid; the events are returned, not yet delivered. */
async function paidCheckout(plan: 'oracle' | 'master') {
  const client = await signedInClient('free');
  const res = await client.post('/api/payments/create-checkout', { plan });
  expect(res.status).toBe(200);
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  const sessionId = checkoutUrl.split('/').at(-1) as string;
  const paid = await control<{ subscription: { id: string }; events: StripeEvent[] }>(`checkout/${sessionId}/complete`);
  return { client, checkoutUrl, subscriptionId: paid.subscription.id, events: paid.events };
}

describe('POST /api/payments/create-checkout', () => {
  it('asks for a signed-in buyer first, then a valid plan', async () => {
    await expectError(await newClient().post('/api/payments/create-checkout', { plan: 'oracle' }), 401, 'UNAUTHORIZED');
    const client = await signedInClient('free');
    for (const plan of ['gold', 'explorer', 'free', 42, undefined]) {
      const body = await expectError(
        await client.post('/api/payments/create-checkout', { plan }),
        422,
        'VALIDATION_FAILED',
      );
      expect(body.message).toBe('Invalid Plan');
    }
  });

  it('opens a Stripe Checkout subscription in EUR at the configured price, with the 7-day trial', async () => {
    for (const [plan, amount] of [
      ['oracle', 999],
      ['master', 1999],
    ] as const) {
      const client = await signedInClient('free');
      const res = await client.post('/api/payments/create-checkout', { plan });
      expect(res.status).toBe(200);
      const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
      expect(checkoutUrl.startsWith(`${stripeUrl()}/checkout/pay/`)).toBe(true);
      const requests = (await (await fetch(`${stripeUrl()}/__test/requests`)).json()) as {
        method: string;
        path: string;
        body: Record<string, unknown>;
      }[];
      const sessions = requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
      const created = sessions.at(-1)?.body as Record<string, Record<string, unknown>>;
      expect(created.mode).toBe('subscription');
      expect(created.subscription_data?.trial_period_days).toBe('7');
      expect(String(created.success_url)).toContain(`${ORIGIN}/premium/success`);
      expect(String(created.cancel_url)).toBe(`${ORIGIN}/premium/cancel`);
      // The price comes from the one price configuration: EUR, the plan's amount, monthly.
      const lookup = encodeURIComponent(`stella_${plan}_eur_${amount}_monthly`);
      const prices = (await (
        await fetch(`${stripeUrl()}/v1/prices?lookup_keys[0]=${lookup}`, {
          headers: { Authorization: 'Bearer sk_test_stella' },
        })
      ).json()) as { data: { id: string; currency: string; unit_amount: number; recurring: { interval: string } }[] };
      expect(prices.data).toHaveLength(1);
      expect(prices.data[0]).toMatchObject({ currency: 'eur', unit_amount: amount, recurring: { interval: 'month' } });
      expect(
        (created.line_items as unknown as Record<string, { price: string }>)['0']?.price ??
          (created.line_items as unknown as { price: string }[])[0]?.price,
      ).toBe(prices.data[0]?.id);
    }
  });

  it('answers 501 with the not-configured marker when Stripe has no keys, after the checks', async () => {
    const client = await signedInClient('free');
    const unconfigured = { ...env, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' };
    const call = (body: unknown, cookie: string | null) =>
      app.fetch(
        new Request(`${ORIGIN}/api/payments/create-checkout`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
          body: JSON.stringify(body),
        }),
        unconfigured,
        createExecutionContext(),
      );
    await expectError(await call({ plan: 'oracle' }, null), 401, 'UNAUTHORIZED');
    await expectError(await call({ plan: 'gold' }, client.cookie), 422, 'VALIDATION_FAILED');
    const body = await expectError(await call({ plan: 'oracle' }, client.cookie), 501, 'NOT_CONFIGURED');
    expect(body.message).toContain('configured');
    const hook = await app.fetch(
      new Request(`${ORIGIN}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
      unconfigured,
      createExecutionContext(),
    );
    await expectError(hook, 501, 'NOT_CONFIGURED');
  });
});

describe('POST /api/payments/webhook', () => {
  it('makes the buyer Oracle (Pro) when the completed checkout arrives', async () => {
    const { client, events } = await paidCheckout('oracle');
    expect((await me(client)).tier).toBe('free');
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    expect(completed).toBeDefined();
    expect((await deliver(completed)).status).toBe(200);
    const user = await me(client);
    expect(user).toMatchObject({ tier: 'oracle', isPremium: true, subscriptionType: 'oracle' });
    const s = await status(client);
    expect(s).toMatchObject({ plan: 'oracle', status: 'trialing', cancelAtPeriodEnd: false });
    expect(Date.parse(s.trialEnd ?? '') - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // Premium routes follow the server's own decision.
    expect(await (await client.request('/api/premium-test-status')).json()).toEqual({
      isPremium: true,
      tier: 'oracle',
    });
  });

  it('counts one event once, even delivered 30 times at once', async () => {
    const { client, events } = await paidCheckout('master');
    const created = events.find((e) => e.type === 'customer.subscription.created') as StripeEvent;
    const answers = await Promise.all(Array.from({ length: 30 }, () => deliver(created)));
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { duplicate?: boolean }[];
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect((await me(client)).tier).toBe('master');
    const rows = await testD1
      .prepare('SELECT count(*) AS n FROM stripe_events WHERE id = ?')
      .bind(created.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('refuses a tampered, stale or foreign signature with 400 and changes nothing', async () => {
    const { client, events } = await paidCheckout('oracle');
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    await expectError(await deliver(completed, { tamper: true }), 400, 'BAD_REQUEST');
    await expectError(await deliver(completed, { timestamp: Math.floor(Date.now() / 1000) - 301 }), 400, 'BAD_REQUEST');
    await expectError(await deliver(completed, { secret: 'whsec_someone_else' }), 400, 'BAD_REQUEST');
    const unsigned = await newClient().post('/api/payments/webhook', completed);
    await expectError(unsigned, 400, 'BAD_REQUEST');
    expect((await me(client)).tier).toBe('free');
    // The genuine delivery still works afterwards.
    expect((await deliver(completed)).status).toBe(200);
    expect((await me(client)).tier).toBe('oracle');
  });

  it('refuses a signature dated more than 300 s ahead like a stale one', async () => {
    const { client, events } = await paidCheckout('oracle');
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    await expectError(await deliver(completed, { timestamp: Math.floor(Date.now() / 1000) + 301 }), 400, 'BAD_REQUEST');
    expect((await me(client)).tier).toBe('free');
  });

  it('answers 2xx and ignores a genuine event it cannot use: an unknown subscription, a malformed object', async () => {
    const unknown = {
      id: `evt_unknown_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_does_not_exist', object: 'subscription' } },
    };
    expect((await deliver(unknown)).status).toBe(200);
    for (const object of [{}, { id: 42 }, { id: null, subscription: { nested: true } }]) {
      const malformed = {
        id: `evt_bad_${Math.random().toString(36).slice(2)}`,
        object: 'event',
        type: 'invoice.payment_failed',
        data: { object },
      };
      expect((await deliver(malformed)).status, JSON.stringify(object)).toBe(200);
    }
    const noData = {
      id: `evt_nodata_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'customer.subscription.deleted',
    };
    expect((await deliver(noData)).status).toBe(200);
  });

  it('ends canceled when subscription.deleted arrives before subscription.updated', async () => {
    const { client, subscriptionId, events } = await paidCheckout('oracle');
    await deliver(events.find((e) => e.type === 'checkout.session.completed'));
    expect((await me(client)).tier).toBe('oracle');
    // Stripe updates, then deletes; the events reach us in the opposite order.
    await control(`subscriptions/${subscriptionId}`, { cancel_at_period_end: true });
    const updated = await control<StripeEvent>(`subscriptions/${subscriptionId}/event`, {
      type: 'customer.subscription.updated',
    });
    await control(`subscriptions/${subscriptionId}`, {
      status: 'canceled',
      canceled_at: Math.floor(Date.now() / 1000),
    });
    const deleted = await control<StripeEvent>(`subscriptions/${subscriptionId}/event`, {
      type: 'customer.subscription.deleted',
    });
    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(updated)).status).toBe(200);
    expect(await status(client)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(await me(client)).toMatchObject({ tier: 'free', isPremium: false, subscriptionType: 'free' });
  });

  it('keeps access through a failed payment for the grace period', async () => {
    const { client, subscriptionId, events } = await paidCheckout('oracle');
    await deliver(events.find((e) => e.type === 'checkout.session.completed'));
    await control(`subscriptions/${subscriptionId}`, { status: 'past_due' });
    const failed = await control<StripeEvent>(`subscriptions/${subscriptionId}/event`, {
      type: 'invoice.payment_failed',
    });
    expect((await deliver(failed)).status).toBe(200);
    expect(await status(client)).toMatchObject({ plan: 'oracle', status: 'past_due' });
    expect((await me(client)).tier).toBe('oracle');
    const row = await testD1
      .prepare(
        'SELECT premium_until AS until, s.current_period_end AS end FROM users u JOIN subscriptions s ON s.user_id = u.id WHERE s.id = ?',
      )
      .bind(subscriptionId)
      .first<{ until: number; end: number }>();
    expect(row && row.until - row.end).toBe(7 * 86_400_000);
  });
});

describe('changing and ending a subscription', () => {
  it('upgrades Oracle to Master at once with proration; a Master cannot upgrade', async () => {
    const { client, subscriptionId, events } = await paidCheckout('oracle');
    await deliver(events.find((e) => e.type === 'checkout.session.completed'));
    // A cancellation pending at period end is withdrawn by the upgrade.
    expect((await client.post('/api/payments/cancel-subscription')).status).toBe(200);
    const res = await client.post('/api/payments/create-checkout', { plan: 'master' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { checkoutUrl: string }).checkoutUrl).toBe(
      `${ORIGIN}/premium/success?plan=master&upgraded=1`,
    );
    expect(await me(client)).toMatchObject({ tier: 'master', subscriptionType: 'master' });
    expect(await status(client)).toMatchObject({ plan: 'master', cancelAtPeriodEnd: false });
    const requests = (await (await fetch(`${stripeUrl()}/__test/requests`)).json()) as {
      method: string;
      path: string;
      body: Record<string, unknown>;
    }[];
    const update = requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`)
      .at(-1);
    expect(update?.body.proration_behavior).toBe('always_invoice');
    await expectError(await client.post('/api/payments/create-checkout', { plan: 'master' }), 409, 'CONFLICT');
    await expectError(await client.post('/api/payments/create-checkout', { plan: 'oracle' }), 409, 'CONFLICT');
  });

  it('cancels at period end, keeping access until then', async () => {
    const { client, events } = await paidCheckout('oracle');
    await deliver(events.find((e) => e.type === 'checkout.session.completed'));
    const res = await client.post('/api/payments/cancel-subscription');
    expect(res.status).toBe(200);
    const s = SubscriptionStatusSchema.parse(await res.json());
    expect(s).toMatchObject({ plan: 'oracle', cancelAtPeriodEnd: true });
    expect(Date.parse(s.currentPeriodEnd ?? '')).toBeGreaterThan(Date.now());
    expect((await me(client)).tier).toBe('oracle');
    const row = await testD1
      .prepare(
        'SELECT u.premium_until AS until, s.current_period_end AS end FROM users u JOIN subscriptions s ON s.user_id = u.id WHERE u.id = ?',
      )
      .bind(client.user.id)
      .first<{ until: number; end: number }>();
    expect(row?.until).toBe(row?.end);
  });

  it('opens the customer portal for a customer, and answers 404 without one', async () => {
    const { client } = await paidCheckout('oracle');
    const res = await client.post('/api/payments/portal');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url.startsWith(`${stripeUrl()}/portal/`)).toBe(true);
    const stranger = await signedInClient('free');
    await expectError(await stranger.post('/api/payments/portal'), 404, 'NOT_FOUND');
    await expectError(await stranger.post('/api/payments/cancel-subscription'), 404, 'NOT_FOUND');
    expect(await status(stranger)).toEqual({
      plan: 'free',
      status: 'none',
      trialEnd: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('does not offer the free trial twice', async () => {
    const { client, subscriptionId, events } = await paidCheckout('oracle');
    await deliver(events.find((e) => e.type === 'checkout.session.completed'));
    await control(`subscriptions/${subscriptionId}`, { status: 'canceled' });
    await deliver(
      await control<StripeEvent>(`subscriptions/${subscriptionId}/event`, { type: 'customer.subscription.deleted' }),
    );
    expect((await client.post('/api/payments/create-checkout', { plan: 'oracle' })).status).toBe(200);
    const requests = (await (await fetch(`${stripeUrl()}/__test/requests`)).json()) as {
      method: string;
      path: string;
      body: Record<string, Record<string, unknown>>;
    }[];
    const last = requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1);
    expect(last?.body.subscription_data?.trial_period_days).toBeUndefined();
  });

  it('ends the subscription in Stripe when the account is deleted', async () => {
    const { client, subscriptionId, events } = await paidCheckout('oracle');
    await deliver(events.find((e) => e.type === 'checkout.session.completed'));
    const res = await client.request('/api/user', {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: client.user.password }),
    });
    expect(res.status).toBe(200);
    const sub = (await (
      await fetch(`${stripeUrl()}/v1/subscriptions/${subscriptionId}`, {
        headers: { Authorization: 'Bearer sk_test_stella' },
      })
    ).json()) as { status: string };
    expect(sub.status).toBe('canceled');
  });
});

/** Stripe's API answering 500 to the Worker (the test server's own control routes still work). */
function stripeDown() {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(stripeUrl()) && url.includes('/v1/')) {
      const error = { error: { type: 'api_error', message: 'An unknown error occurred' } };
      return new Response(JSON.stringify(error), { status: 500, headers: { 'Content-Type': 'application/json' } });
    }
    return realFetch(input, init);
  });
}

const subscriptionRows = async (userId: string) =>
  (
    await testD1
      .prepare('SELECT count(*) AS n FROM subscriptions WHERE user_id = ?1')
      .bind(userId)
      .first<{ n: number }>()
  )?.n ?? 0;

describe('GET /api/payments/checkout/:sessionId', () => {
  const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) as string;

  it('confirms a paid checkout at once, before the webhook arrives, and the account has the plan', async () => {
    const { client, checkoutUrl } = await paidCheckout('master');
    expect((await me(client)).tier).toBe('free');
    const res = await client.request(`/api/payments/checkout/${sessionOf(checkoutUrl)}`);
    expect(res.status).toBe(200);
    expect(CheckoutResultSchema.parse(await res.json())).toEqual({ status: 'complete', plan: 'master', active: true });
    expect((await me(client)).tier).toBe('master');
  });

  it('says a checkout that was opened but not paid is open, and changes nothing', async () => {
    const client = await signedInClient('free');
    const { checkoutUrl } = (await (await client.post('/api/payments/create-checkout', { plan: 'oracle' })).json()) as {
      checkoutUrl: string;
    };
    const res = await client.request(`/api/payments/checkout/${sessionOf(checkoutUrl)}`);
    expect(await res.json()).toEqual({ status: 'open', plan: 'oracle', active: false });
    expect((await me(client)).tier).toBe('free');
  });

  it("finds no checkout for someone else's session, an unknown one or a malformed id, and asks who is asking", async () => {
    const { checkoutUrl } = await paidCheckout('oracle');
    const stranger = await signedInClient('free');
    for (const id of [sessionOf(checkoutUrl), 'cs_test_doesnotexist', 'not-a-session', `cs_${'a'.repeat(300)}`]) {
      const body = await expectError(await stranger.request(`/api/payments/checkout/${id}`), 404, 'NOT_FOUND');
      expect(body.message).toBe(NO_CHECKOUT_MESSAGE);
    }
    expect((await me(stranger)).tier).toBe('free');
    await expectError(
      await newClient().request(`/api/payments/checkout/${sessionOf(checkoutUrl)}`),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('when Stripe fails', () => {
  it('a webhook whose subscription Stripe cannot return writes nothing, and the redelivery applies it', async () => {
    const { client, events } = await paidCheckout('oracle');
    const completed = events.find((e) => e.type === 'checkout.session.completed') as StripeEvent;
    const userId = ((await me(client)) as unknown as { id: string }).id;
    const down = stripeDown();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await deliver(completed);
    down.mockRestore();
    // 5xx: Stripe delivers the event again later. The body is the generic error, no internals.
    const body = await expectError(res, 500, 'INTERNAL');
    expect(body.message).toBe('Something went wrong on our side. Please try again.');
    expect(JSON.stringify(body)).not.toMatch(/\bat \w|stripe|api_error/i);
    expect(errors).toHaveBeenCalled();
    expect((await me(client)).tier).toBe('free');
    expect(await subscriptionRows(userId)).toBe(0);
    const claimed = await testD1
      .prepare('SELECT count(*) AS n FROM stripe_events WHERE id = ?1')
      .bind(completed.id)
      .first<{ n: number }>();
    expect(claimed?.n).toBe(0);

    expect((await deliver(completed)).status).toBe(200);
    expect((await me(client)).tier).toBe('oracle');
    expect(await subscriptionRows(userId)).toBe(1);
  });

  it('a checkout Stripe cannot open is a clear error, and no subscription is written', async () => {
    const client = await signedInClient('free');
    const down = stripeDown();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await client.post('/api/payments/create-checkout', { plan: 'oracle' });
    down.mockRestore();
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.status).toBeLessThan(600);
    const body = (await res.json()) as { message: string; code: string };
    expect(body.message).not.toMatch(/\bat \w|api_error|sk_test/i);
    errors.mockRestore();
    expect(await subscriptionRows(client.user.id)).toBe(0);
    expect((await me(client)).tier).toBe('free');
  });
});
