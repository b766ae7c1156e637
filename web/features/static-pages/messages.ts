import en from '@core/i18n/messages/en/pages.json';
import { defineMessages } from '@web/lib/i18n';

/** The static pages' frame (their text itself is in web/content/static-pages). */
export const pagesMessages = defineMessages('pages', en);
