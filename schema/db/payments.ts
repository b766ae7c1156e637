import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PAID_TIERS } from '../../core/plans';
import { users } from './accounts';

/** The Stripe customer of a user: created at the first checkout, reused for every later one and the portal. */
export const billingCustomers = sqliteTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * Our copy of each Stripe subscription, always written from a fresh read of Stripe (never from
 * an event's payload), so events arriving late or out of order end in Stripe's own state.
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    plan: text('plan', { enum: PAID_TIERS }).notNull(),
    /** Stripe's status: trialing, active, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
    status: text('status').notNull(),
    trialEnd: integer('trial_end', { mode: 'timestamp_ms' }),
    currentPeriodEnd: integer('current_period_end', { mode: 'timestamp_ms' }),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    canceledAt: integer('canceled_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.updatedAt)],
);

/** Every Stripe event handled, by id: a unique insert makes each delivery count once. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
});
