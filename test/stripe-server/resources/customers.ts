import { type Customer, ok } from '../model';
import { now, newId, stored } from '../api-errors';
import { str, metadataOf, mergeMetadata } from '../params';
import type { App } from '../app';

export function registerCustomers(app: App): void {
  const { route, one } = app;
  const { customers } = app.store;
  const { list, newestFirst } = app.render;
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

  route('GET', /^\/v1\/customers\/([^/]+)$/, (ctx) => one(ctx, stored(customers, 'customer', ctx.params[0] as string)));

  route('POST', /^\/v1\/customers\/([^/]+)$/, (ctx) => {
    const customer = stored(customers, 'customer', ctx.params[0] as string);
    const email = str(ctx.body, 'email');
    if (email !== undefined) customer.email = email || null;
    const name = str(ctx.body, 'name');
    if (name !== undefined) customer.name = name || null;
    if (ctx.body.metadata !== undefined) customer.metadata = mergeMetadata(customer.metadata, ctx.body);
    return one(ctx, customer);
  });
}
