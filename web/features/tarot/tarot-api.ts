/** The tarot page's calls: the spreads, a deal, a reading, and the kept readings. */
import useSWR from 'swr';
import type { TarotReadingRequest } from '@schema/tarot';
import { api, call, send } from '@web/lib/api';
import { activeTag } from '@web/lib/i18n';

/** The spreads in the reader's language (the key changes with it). */
export const useSpreads = () => useSWR(['tarot-spreads', activeTag()], () => call(api.tarot.spreads.$get()));

export const READINGS_KEY = 'tarot-readings';
export const useReadings = (enabled: boolean) =>
  useSWR(enabled ? READINGS_KEY : null, () => call(api.tarot.readings.$get()));

export const makeDeal = () => call(api.tarot.deal.$post());

export const readCards = (json: TarotReadingRequest) => call(api.tarot.reading.$post({ json }));

export const fetchReading = (id: string) =>
  call(api.tarot.readings[':id'].$get({ param: { id: encodeURIComponent(id) } }));

export const deleteReading = (id: string) =>
  send(api.tarot.readings[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
