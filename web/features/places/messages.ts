import en from '@core/i18n/messages/en/places.json';
import { defineMessages } from '@web/lib/i18n';

/** The place field and its suggestions. */
export const placesMessages = defineMessages('places', en);
