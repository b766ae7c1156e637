/** The auth feature's queries: accounts by address, single-use mail tokens, sign-in bookkeeping. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailTokens, type UserRow, users } from '@schema/db';
import { batch, type Database } from '@worker/lib/db';

export type TokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** A stored single-use token: its hash, never the token. */
export type TokenRow = Omit<typeof emailTokens.$inferInsert, 'usedAt'>;

/**
 * A new account and its first token, in one batch: both rows or neither. Undefined when the
 * address was taken meanwhile (two sign-ups at once); the token is then not stored either.
 */
export async function insertUserWithToken(
  db: Database,
  values: {
    id: string;
    email: string;
    passwordHash: string;
    firstName: string | null;
    lastName: string | null;
    preferences: string | null;
  },
  token: TokenRow,
): Promise<UserRow | undefined> {
  const now = new Date();
  const [created] = await batch(db, [
    db
      .insert(users)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning(),
    // Inserted from the new account's row, so nothing is stored when that row was not.
    db.insert(emailTokens).select(
      db
        .select({
          tokenHash: sql<string>`${token.tokenHash}`.as('token_hash'),
          userId: users.id,
          purpose: sql<TokenPurpose>`${token.purpose}`.as('purpose'),
          createdAt: sql<Date>`${token.createdAt.getTime()}`.as('created_at'),
          expiresAt: sql<Date>`${token.expiresAt.getTime()}`.as('expires_at'),
          usedAt: sql<null>`NULL`.as('used_at'),
        })
        .from(users)
        .where(eq(users.id, values.id)),
    ),
  ]);
  return created[0];
}

export async function updateUser(
  db: Database,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  return db.update(users).set(changes).where(eq(users.id, userId)).returning().get();
}

/**
 * Stores a token's hash (never the token). Earlier unexpired tokens stay valid: a request for a
 * new link, whoever makes it, must not kill the one already in the owner's mailbox.
 */
export async function insertToken(db: Database, row: TokenRow): Promise<void> {
  await db.insert(emailTokens).values(row);
}

/** Ends every unused token of the user for that purpose (a new password makes the reset links moot). */
export async function discardTokens(db: Database, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** Removes a token that was never sent. */
export async function deleteToken(db: Database, tokenHash: string): Promise<void> {
  await db.delete(emailTokens).where(eq(emailTokens.tokenHash, tokenHash));
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

/** The account is not locked at `now` (never locked, or its lock has run out). */
const notLockedAt = (now: Date) => sql`(${users.lockedUntil} IS NULL OR ${users.lockedUntil} <= ${now.getTime()})`;

/** Starts the failure count again after the owner proved themselves, unless a lock is in force. */
export async function clearFailuresUnlessLocked(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginAttempts: 0, lockedUntil: null })
    .where(and(eq(users.id, userId), notLockedAt(now)));
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
    .where(and(eq(users.id, userId), notLockedAt(now)))
    .returning({ attempts: users.failedLoginAttempts })
    .get();
}
