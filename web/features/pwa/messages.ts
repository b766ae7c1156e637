import en from '@core/i18n/messages/en/pwa.json';
import { defineMessages } from '@web/lib/i18n';

/** The install card, the offline pill and the update banner. */
export const pwaMessages = defineMessages('pwa', en);
