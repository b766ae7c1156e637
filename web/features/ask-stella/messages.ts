import en from '@core/i18n/messages/en/stella.json';
import { defineMessages } from '@web/lib/i18n';

/** Ask Stella (/ask-stella): the chat, its cards and its prompts. */
export const stellaMessages = defineMessages('stella', en);
export type StellaMessageId = keyof typeof en;
