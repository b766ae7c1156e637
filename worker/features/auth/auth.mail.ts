/**
 * The account messages we send: plain text, one purpose each, every link absolute, in the
 * account's language (`preferences.language`; at sign-up, the language the reader signed up in).
 */
import type { MailMessage } from '@worker/lib/mail';
import type { ServerTranslate } from '@worker/lib/i18n';

const signed = (t: ServerTranslate, body: string) => `${body}\n\n${t('email.signature')}`;

export function verificationMail(t: ServerTranslate, to: string, link: string): MailMessage {
  return {
    to,
    kind: 'verify_email',
    subject: t('email.verify.subject'),
    text: signed(t, t('email.verify.body', { link })),
  };
}

export function accountExistsMail(t: ServerTranslate, to: string, signInLink: string, resetLink: string): MailMessage {
  return {
    to,
    kind: 'account_exists',
    subject: t('email.accountExists.subject'),
    text: signed(t, t('email.accountExists.body', { signInLink, resetLink })),
  };
}

export function passwordResetMail(t: ServerTranslate, to: string, link: string): MailMessage {
  return {
    to,
    kind: 'reset_password',
    subject: t('email.reset.subject'),
    text: signed(t, t('email.reset.body', { link })),
  };
}

export function lockoutMail(t: ServerTranslate, to: string, minutes: number, resetLink: string): MailMessage {
  return {
    to,
    kind: 'account_locked',
    subject: t('email.locked.subject'),
    text: signed(t, t('email.locked.body', { minutes, resetLink })),
  };
}
