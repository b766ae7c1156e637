import en from '@core/i18n/messages/en/common.json';
import { defineMessages } from '@web/lib/i18n';

/** The shared components (dialogs, toasts, form fields), the error pages and general words. */
export const commonMessages = defineMessages('common', en);
export type CommonMessageId = keyof typeof en;
