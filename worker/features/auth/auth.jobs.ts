import { and, isNotNull, lt, or } from 'drizzle-orm';
import { emailTokens, mailOutbox, requestCounts, sessions } from '@schema/db';
import type { Job } from '@worker/lib/jobs';

/** How long the mail log keeps a message (it holds addresses: personal data, kept briefly). */
export const MAIL_RETENTION_DAYS = 30;

/** Removes what can no longer be used: expired sessions and tokens, used tokens, old counters and mail. */
export const pruneAccounts: Job = {
  name: 'prune-accounts',
  async run({ db, scheduledAt }) {
    const now = scheduledAt;
    const ended = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    const tokens = await db
      .delete(emailTokens)
      .where(or(lt(emailTokens.expiresAt, now), and(isNotNull(emailTokens.usedAt), lt(emailTokens.usedAt, now))))
      .returning({ id: emailTokens.tokenHash });
    await db.delete(requestCounts).where(lt(requestCounts.windowStart, Math.floor(now.getTime() / 1000) - 2 * 86_400));
    const mail = await db
      .delete(mailOutbox)
      .where(lt(mailOutbox.createdAt, new Date(now.getTime() - MAIL_RETENTION_DAYS * 86_400_000)))
      .returning({ id: mailOutbox.id });
    return `removed ${ended.length} expired sessions, ${tokens.length} spent tokens, ${mail.length} old messages`;
  },
};
