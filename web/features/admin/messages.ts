import en from '@core/i18n/messages/en/admin.json';
import { defineMessages } from '@web/lib/i18n';

/** The admin portal: its sign-in, the desktop-only notice and the dashboard. */
export const adminMessages = defineMessages('admin', en);
export type AdminMessageId = keyof typeof en;
