import en from '@core/i18n/messages/en/auth.json';
import { defineMessages } from '@web/lib/i18n';

/** The account pages: sign in, sign up, verification and password reset. */
export const authMessages = defineMessages('auth', en);
export type AuthMessageId = keyof typeof en;
