import { DAY, type CheckoutSession, ok } from '../model';
import { StripeApiError, noSuch, missing, invalid, now, newId } from '../api-errors';
import { str, requiredStr, int, obj, arr, expandList, metadataOf } from '../params';
import type { App } from '../app';

export function registerCheckoutSessions(app: App): void {
  const { route, one } = app;
  const { customers, sessions, config } = app.store;
  const { expand, list, newestFirst } = app.render;
  const { requirePrice, sessionRecord } = app.ops;
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
      url: `${config.origin}/checkout/pay/${id}`,
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
}
