/** The account messages we send: plain text, one purpose each, every link absolute. */
import type { MailMessage } from '@worker/lib/mail';

const SIGNATURE = '\n\nThe Stella team';

export function verificationMail(to: string, link: string): MailMessage {
  return {
    to,
    kind: 'verify_email',
    subject: 'Verify your email for Stella',
    text:
      `Welcome to Stella! Confirm that this is your address by opening the link below:\n\n${link}\n\n` +
      `The link works once and expires in one hour. If you did not sign up, ignore this message.${SIGNATURE}`,
  };
}

export function accountExistsMail(to: string, signInLink: string, resetLink: string): MailMessage {
  return {
    to,
    kind: 'account_exists',
    subject: 'Someone tried to sign up to Stella with your address',
    text:
      `Someone, perhaps you, tried to create a Stella account with this address, which already has one.\n\n` +
      `To sign in: ${signInLink}\nForgot your password? ${resetLink}\n\n` +
      `If it was not you, you can ignore this message: nothing has changed.${SIGNATURE}`,
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    kind: 'reset_password',
    subject: 'Reset your Stella password',
    text:
      `Choose a new password by opening the link below:\n\n${link}\n\n` +
      `The link works once and expires in one hour. If you did not ask for it, ignore this message: ` +
      `your password stays as it is.${SIGNATURE}`,
  };
}

export function lockoutMail(to: string, minutes: number, resetLink: string): MailMessage {
  return {
    to,
    kind: 'account_locked',
    subject: 'Your Stella account was locked after failed sign-ins',
    text:
      `There were 5 failed attempts to sign in to your account, so we have locked it for ${minutes} minutes.\n\n` +
      `If it was you and you have forgotten your password, reset it here (this also unlocks the account):\n\n` +
      `${resetLink}\n\nIf it was not you, your password held; consider changing it once you are back in.${SIGNATURE}`,
  };
}
