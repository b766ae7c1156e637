import en from '@core/i18n/messages/en/compatibility.json';
import { defineMessages } from '@web/lib/i18n';

/** Basic compatibility: the sign pickers and the reading's frame (its rating and overview come from core). */
export const compatibilityMessages = defineMessages('compatibility', en);
