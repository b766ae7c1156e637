/**
 * Sending mail (docs/product.md#real-mail). Every message is written to `mail_outbox`. With a provider
 * configured (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM: any HTTP API that takes Resend's JSON
 * shape `{from, to, subject, text}` with a bearer key) it is also sent there; without one
 * the outbox is the mailbox, and the log prints each message as it is queued so a local user
 * can follow its link. At most MAIL_SENDS_PER_WINDOW messages go to one address per window.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { mailOutbox } from '@schema/db';
import type { Database } from './db';
import type { ServerEnv } from './env';

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

function httpProvider(env: ServerEnv): MailProvider | null {
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY || !env.MAIL_FROM) return null;
  const { MAIL_API_URL: url, MAIL_API_KEY: key, MAIL_FROM: from } = env;
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

export type SendResult = 'sent' | 'queued' | 'failed' | 'throttled';

/** Sends (or queues) one message unless its address has had its share this window. */
export async function sendMail(db: Database, env: ServerEnv, message: MailMessage): Promise<SendResult> {
  const now = Date.now();
  const recent = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, message.to), gt(mailOutbox.createdAt, new Date(now - MAIL_WINDOW_MS))))
    .get();
  if ((recent?.n ?? 0) >= MAIL_SENDS_PER_WINDOW) {
    console.log(
      `✉ not sent (${MAIL_SENDS_PER_WINDOW} messages in 10 minutes already): ${message.kind} to ${message.to}`,
    );
    return 'throttled';
  }
  const provider = httpProvider(env);
  let status: Exclude<SendResult, 'throttled'> = 'queued';
  let error: string | null = null;
  if (provider) {
    try {
      await provider.deliver(message);
      status = 'sent';
    } catch (err) {
      status = 'failed';
      error = err instanceof Error ? err.message : String(err);
      console.error(`✉ ${message.kind} to ${message.to} failed: ${error}`);
    }
  } else {
    console.log(`✉ To: ${message.to}\n  Subject: ${message.subject}\n${message.text.replace(/^/gm, '  ')}`);
  }
  await db.insert(mailOutbox).values({
    to: message.to,
    kind: message.kind,
    subject: message.subject,
    text: message.text,
    status,
    provider: provider?.name ?? 'outbox',
    error,
    createdAt: new Date(now),
  });
  return status;
}
