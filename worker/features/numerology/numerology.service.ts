import { readerCalendar } from '@core/coach/calendar';
import type { Locale } from '@core/i18n/locales';
import { NumerologyInputError, numbersByKind, numerologyReading } from '@core/numerology/index';
import { NUMEROLOGY_TEXTS } from '@core/numerology/texts/index';
import type { NumerologyNumber } from '@core/numerology/texts/contract';
import { NUMEROLOGY_MESSAGES, type NumerologyRequest, type NumerologyResult } from '@schema/numerology';
import { ApiError } from '@worker/lib/errors';

/**
 * The spec's numerology result for a name and a birth date: the numbers worked out here (a
 * client's numbers are never taken), each with what it means as its kind, in the reader's
 * language. A refused name or date is a 400 in the spec's words, naming the field.
 */
export function numerologyResult(request: NumerologyRequest, locale: Locale, now: Date): NumerologyResult {
  const today = readerCalendar(locale, request.timeZone ?? 'UTC', now).today;
  try {
    const { profile, latin } = numerologyReading(request.name, request.birthDate, today);
    const texts = NUMEROLOGY_TEXTS[locale];
    const numbers = numbersByKind(profile);
    const meaning = (kind: keyof typeof numbers) => texts.meanings[kind][numbers[kind] as NumerologyNumber];
    return {
      name: request.name.trim(),
      birthDate: request.birthDate,
      latinName: [...latin],
      ...profile,
      interpretations: {
        lifePath: meaning('lifePath'),
        expression: meaning('expression'),
        soulUrge: meaning('soulUrge'),
        personality: meaning('personality'),
        birthDay: meaning('birthDay'),
      },
      descriptions: { ...texts.kinds },
      language: locale,
    };
  } catch (err) {
    if (!(err instanceof NumerologyInputError)) throw err;
    const field = err.reason === 'date' ? 'birthDate' : 'name';
    const message = NUMEROLOGY_MESSAGES[err.reason];
    throw new ApiError('BAD_REQUEST', message, { issues: [{ path: field, message }] });
  }
}
