import en from '@core/i18n/messages/en/horoscope.json';
import { defineMessages } from '@web/lib/i18n';

/** The daily horoscope page: its frame, the sign card and the reading card's labels. */
export const horoscopeMessages = defineMessages('horoscope', en);
export type HoroscopeMessageId = keyof typeof en;
