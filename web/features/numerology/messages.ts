import en from '@core/i18n/messages/en/numerology.json';
import { defineMessages } from '@web/lib/i18n';

/** Numerology (/numerology): the form, the five cards and their actions. */
export const numerologyMessages = defineMessages('numerology', en);
export type NumerologyMessageId = keyof typeof en;
