import en from '@core/i18n/messages/en/sky.json';
import { defineMessages } from '@web/lib/i18n';

/** The premium horoscope page, the personal transit card and the sky calendar's offer. */
export const skyMessages = defineMessages('sky', en);
export type SkyMessageId = keyof typeof en;
