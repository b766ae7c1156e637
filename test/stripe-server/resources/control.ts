import { type Metadata, type Json, SUBSCRIPTION_STATUSES, ok } from '../model';
import { StripeApiError } from '../api-errors';
import type { App } from '../app';

export function registerControl(app: App): void {
  const { route } = app;
  const { events, requests, reset, config } = app.store;
  const { renderSubscription } = app.render;
  const { makeEvent, signed, deliver } = app.events;
  const { subscriptionRecord, sessionRecord, completeCheckout, cancelNow, setCancelAtPeriodEnd, invoiceFor } = app.ops;

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
        if (!config.webhookUrl) throw new StripeApiError(400, 'deliver: true needs a webhook URL (setWebhookUrl)');
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
}
