import en from '@core/i18n/messages/en/landing.json';
import { defineMessages } from '@web/lib/i18n';

export const landingMessages = defineMessages('landing', en);
