import type { PortalSession } from '../model';
import { noSuch, now, newId } from '../api-errors';
import { str, requiredStr } from '../params';
import type { App } from '../app';

export function registerBillingPortal(app: App): void {
  const { route, one } = app;
  const { customers, portals, config } = app.store;
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
      url: `${config.origin}/portal/${id}`,
    };
    portals.set(id, portal);
    return one(ctx, portal);
  });
}
