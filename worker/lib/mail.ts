/**
 * Sending mail (docs/product.md#real-mail). Every message is written to `mail_outbox`. With a provider
 * configured (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM: any HTTP API that takes Resend's JSON
 * shape `{from, to, subject, text}` with a bearer key) it is also sent there; without one
 * the outbox is the mailbox, and the log prints each message as it is queued so a local user
 * can follow its link. At most MAIL_SENDS_PER_WINDOW messages go to one address per window.
 *
 * A message's single-use links are secrets: once the provider has the message, the outbox keeps
 * its text with the links removed, and the data export removes them whatever the row holds.
 */
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '@schema/db';
import { firstRow, type Database } from './db';
import type { ServerEnv } from './env';
import { logger, logs } from './log';

export const MAIL_SENDS_PER_WINDOW = 3;
export const MAIL_WINDOW_MS = 10 * 60 * 1000;

export interface MailMessage {
  to: string;
  /** What the message is for ("verify_email", "reset_password", ...): logs and tests read it. */
  kind: string;
  subject: string;
  text: string;
}

interface MailProvider {
  name: string;
  deliver(message: MailMessage): Promise<void>;
}

/** A mail provider's address, key and sender; without them, mail stays in the outbox. */
export interface MailSettings {
  url: string;
  key: string;
  from: string;
}

/** The provider settings of the configuration, when all three are set. */
export function mailSettings(env: Pick<ServerEnv, 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM'>): MailSettings | null {
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY || !env.MAIL_FROM) return null;
  return { url: env.MAIL_API_URL, key: env.MAIL_API_KEY, from: env.MAIL_FROM };
}

function httpProvider(settings: MailSettings | null): MailProvider | null {
  if (!settings) return null;
  const { url, key, from } = settings;
  return {
    name: new URL(url).host,
    async deliver(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from, to: [message.to], subject: message.subject, text: message.text }),
      });
      if (!res.ok) throw new Error(`mail provider answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
  };
}

/** A link that carries a token (`?token=`, `&token=`): whoever holds it can act as the mailbox's owner. */
const SECRET_LINK = /https?:\/\/[^\s]*[?&]token=[^\s]*/g;
export const REMOVED_LINK = '[link removed: it was only for the mailbox it was sent to]';

/** The text with every link that carries a token removed. */
export function withoutSecretLinks(text: string): string {
  return text.replace(SECRET_LINK, REMOVED_LINK);
}

export type SendResult = 'sent' | 'queued' | 'failed' | 'throttled';

/**
 * Sends (or queues) one message unless its address has had its share this window. The share is
 * taken by one guarded INSERT (it adds the row only while fewer than MAIL_SENDS_PER_WINDOW rows
 * exist for the address in the window), so simultaneous requests cannot all pass the check; the
 * provider is called after the row exists, and the row then records how it went.
 */
export async function sendMail(db: Database, settings: MailSettings | null, message: MailMessage): Promise<SendResult> {
  const now = Date.now();
  const provider = httpProvider(settings);
  const claimed = await firstRow<{ id: number }>(
    db,
    sql`
    INSERT INTO mail_outbox (to_address, kind, subject, text, status, provider, error, created_at)
    SELECT ${message.to}, ${message.kind}, ${message.subject}, ${message.text}, 'queued', ${provider?.name ?? 'outbox'}, NULL, ${now}
    WHERE (SELECT count(*) FROM mail_outbox WHERE to_address = ${message.to} AND created_at > ${now - MAIL_WINDOW_MS})
      < ${MAIL_SENDS_PER_WINDOW}
    RETURNING id`,
  );
  if (!claimed) {
    logger.info('mail.throttled', { kind: message.kind, perWindow: MAIL_SENDS_PER_WINDOW });
    return 'throttled';
  }
  if (!provider) {
    logger.info('mail.outbox', { kind: message.kind, outboxId: claimed.id });
    // The local mailbox: at debug level (the default outside production) the message itself, links and all.
    if (logs('debug')) {
      console.log(`✉ To: ${message.to}\n  Subject: ${message.subject}\n${message.text.replace(/^/gm, '  ')}`);
    }
    return 'queued';
  }
  try {
    await provider.deliver(message);
    await db
      .update(mailOutbox)
      .set({ status: 'sent', text: withoutSecretLinks(message.text) })
      .where(eq(mailOutbox.id, claimed.id));
    return 'sent';
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    logger.error('mail.failed', { kind: message.kind, outboxId: claimed.id, error });
    await db
      .update(mailOutbox)
      .set({ status: 'failed', error, text: withoutSecretLinks(message.text) })
      .where(eq(mailOutbox.id, claimed.id));
    return 'failed';
  }
}
