/** The auth feature's queries: accounts by address, single-use mail tokens, sign-in bookkeeping. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailTokens, type UserRow, users } from '@schema/db';
import type { Database } from '@worker/lib/db';

export type TokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** A new account, or undefined when the address was taken meanwhile (two sign-ups at once). */
export async function insertUser(
  db: Database,
  values: { email: string; passwordHash: string; firstName: string | null; lastName: string | null },
): Promise<UserRow | undefined> {
  const now = new Date();
  return db
    .insert(users)
    .values({ id: crypto.randomUUID(), ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning()
    .get();
}

export async function updateUser(
  db: Database,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  return db.update(users).set(changes).where(eq(users.id, userId)).returning().get();
}

/** Stores a token's hash; earlier unused tokens of the same purpose stop working. */
export async function replaceToken(
  db: Database,
  row: { tokenHash: string; userId: string; purpose: TokenPurpose; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.userId, row.userId), eq(emailTokens.purpose, row.purpose), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values(row);
}

/** Marks an unused token used, in one statement: of concurrent uses only the first gets the row. */
export async function useToken(db: Database, tokenHash: string, purpose: TokenPurpose) {
  return db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
    .returning()
    .get();
}

/**
 * Counts a sign-in attempt before its password is checked, in one guarded statement: while the
 * account is locked no attempt gets a turn (undefined); a lock that has run out starts the count
 * again; the attempt that reaches `limit` locks the account until `lockUntil`. Of any number of
 * attempts at once, exactly `limit` get a turn.
 */
export async function claimSignInAttempt(
  db: Database,
  userId: string,
  now: Date,
  limit: number,
  lockUntil: Date,
): Promise<{ attempts: number } | undefined> {
  const attempts = sql`(CASE WHEN ${users.lockedUntil} IS NOT NULL THEN 1 ELSE ${users.failedLoginAttempts} + 1 END)`;
  return db
    .update(users)
    .set({
      failedLoginAttempts: sql`${attempts}`,
      lockedUntil: sql`(CASE WHEN ${attempts} >= ${limit} THEN ${lockUntil.getTime()} ELSE NULL END)`,
    })
    .where(and(eq(users.id, userId), sql`(${users.lockedUntil} IS NULL OR ${users.lockedUntil} <= ${now.getTime()})`))
    .returning({ attempts: users.failedLoginAttempts })
    .get();
}
