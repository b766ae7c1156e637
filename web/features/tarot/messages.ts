import en from '@core/i18n/messages/en/tarot.json';
import { defineMessages } from '@web/lib/i18n';

/** Tarot (/tarot): the steps, the deck, the reading and the kept readings. */
export const tarotMessages = defineMessages('tarot', en);
export type TarotMessageId = keyof typeof en;
