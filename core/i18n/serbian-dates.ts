/**
 * Serbian names the day of a month in the genitive inside a sentence ("3. marta", "od 7.
 * januara") and a month in the locative after "u" ("u martu 2027."), while Intl writes the
 * nominative ("3. mart"). One table for the Serbian grammar (core/i18n/grammar/sr.ts), for the
 * coach's month asked without its year ("u martu"), and for the tense checker that reads the dates.
 */

/** The twelve months in the genitive, January first. */
export const SERBIAN_MONTHS_GENITIVE = [
  'januara',
  'februara',
  'marta',
  'aprila',
  'maja',
  'juna',
  'jula',
  'avgusta',
  'septembra',
  'oktobra',
  'novembra',
  'decembra',
] as const;

/** The twelve months in the locative, January first: "u martu 2027." */
export const SERBIAN_MONTHS_LOCATIVE = [
  'januaru',
  'februaru',
  'martu',
  'aprilu',
  'maju',
  'junu',
  'julu',
  'avgustu',
  'septembru',
  'oktobru',
  'novembru',
  'decembru',
] as const;
