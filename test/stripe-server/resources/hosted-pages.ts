import { escapeHtml, html, notFoundPage, page, priceLabel } from '../html';
import type { Price } from '../model';
import type { App } from '../app';

export function registerHostedPages(app: App): void {
  const { route } = app;
  const { products, prices, customers, sessions, subscriptions, portals } = app.store;
  const { renderSubscription, newestFirst } = app.render;
  const { makeEvent, deliver } = app.events;
  const { completeCheckout, changed, setCancelAtPeriodEnd } = app.ops;

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
}
