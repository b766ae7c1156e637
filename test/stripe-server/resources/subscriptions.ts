import { DAY, ok } from '../model';
import { StripeApiError, noSuch, missing, invalid, now, newId, stored } from '../api-errors';
import { str, int, bool, arr, expandList, mergeMetadata } from '../params';
import type { App } from '../app';

export function registerSubscriptions(app: App): void {
  const { route, one } = app;
  const { subscriptions, invoices } = app.store;
  const { renderSubscription, expand, list, newestFirst } = app.render;
  const { makeEvent, deliverLater } = app.events;
  const { requirePrice, subscriptionRecord, changed, cancelNow, setCancelAtPeriodEnd } = app.ops;
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

  route('GET', /^\/v1\/invoices\/([^/]+)$/, (ctx) => one(ctx, stored(invoices, 'invoice', ctx.params[0] as string)));
}
