import en from '@core/i18n/messages/en/nav.json';
import { defineMessages } from '@web/lib/i18n';

/** The navigation, the footer and the app's frame. */
export const navMessages = defineMessages('nav', en);
export type NavMessageId = keyof typeof en;
