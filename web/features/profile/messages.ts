import en from '@core/i18n/messages/en/profile.json';
import { defineMessages } from '@web/lib/i18n';

/** The profile pages: the user's own (its tabs, forms and dialogs) and the public one. */
export const profileMessages = defineMessages('profile', en);
export type ProfileMessageId = keyof typeof en;
