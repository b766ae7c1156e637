/** Our copy of Stripe's state: subscriptions, billing customers, handled webhook events, the user's plan. */
import { desc, eq } from 'drizzle-orm';
import { billingCustomers, stripeEvents, subscriptions, users } from '@schema/db';
import type { Database } from '@worker/lib/db';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's newest subscriptions, newest first. */
export async function recentSubscriptions(db: Database, userId: string, limit = 10): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(limit);
}

export async function subscriptionsOf(db: Database, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

export async function upsertSubscription(db: Database, row: SubscriptionRow): Promise<void> {
  await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({ target: subscriptions.id, set: { ...row, id: undefined } });
}

export async function customerIdOfUser(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row?.customerId ?? null;
}

export async function userIdOfCustomer(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.customerId, customerId));
  return row?.userId ?? null;
}

/** Links a user to a Stripe customer once; the first link wins (two first checkouts at once). */
export async function linkCustomer(db: Database, userId: string, customerId: string): Promise<void> {
  await db.insert(billingCustomers).values({ userId, customerId, createdAt: new Date() }).onConflictDoNothing();
}

export async function userExists(db: Database, id: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return user !== undefined;
}

export async function setUserPlan(
  db: Database,
  userId: string,
  plan: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(plan).where(eq(users.id, userId));
}

/** Claims a webhook event: true for the first of any number of concurrent or repeated deliveries. */
export async function claimEvent(db: Database, event: { id: string; type: string }): Promise<boolean> {
  const claimed = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, receivedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return claimed.length > 0;
}

/** Gives a claimed event back, so that the provider's retry handles it again. */
export async function releaseEvent(db: Database, id: string): Promise<void> {
  await db.delete(stripeEvents).where(eq(stripeEvents.id, id));
}
