/** The numerology page's one call: the five numbers and their meanings, worked out by the server. */
import type { NumerologyResult } from '@schema/numerology';
import { api, call } from '@web/lib/api';
import { readerTimeZone } from '@web/lib/reader-time-zone';

export function fetchNumerology(name: string, birthDate: string): Promise<NumerologyResult> {
  return call(api.numerology.$post({ json: { name, birthDate, timeZone: readerTimeZone() } }));
}
