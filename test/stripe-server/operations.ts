import {
  DAY,
  type Json,
  type Price,
  type Customer,
  type CheckoutSession,
  type SessionRecord,
  type SubscriptionRecord,
  type Invoice,
  type StripeEvent,
} from './model';
import { StripeApiError, invalid, now, newId, stored } from './api-errors';
import type { createEvents } from './events';
import type { createRenderer } from './render';
import type { Store } from './store';

export function createOperations(app: {
  store: Store;
  render: ReturnType<typeof createRenderer>;
  events: ReturnType<typeof createEvents>;
}) {
  const { prices, customers, sessions, subscriptions, invoices } = app.store;
  const { renderSubscription } = app.render;
  const { makeEvent } = app.events;

  function requirePrice(id: string, param: string): Price {
    const price = stored(prices, 'price', id, param, 400);
    if (!price.active) throw invalid(param, `The price specified is inactive. This field only accepts active prices.`);
    return price;
  }

  const subscriptionRecord = (id: string): SubscriptionRecord => stored(subscriptions, 'subscription', id);

  const sessionRecord = (id: string): SessionRecord => stored(sessions, 'checkout.session', id);

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

  return {
    requirePrice,
    subscriptionRecord,
    sessionRecord,
    completeCheckout,
    changed,
    cancelNow,
    setCancelAtPeriodEnd,
    invoiceFor,
  };
}
