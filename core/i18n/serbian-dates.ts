/**
 * Serbian names the day of a month in the genitive inside a sentence ("3. marta", "od 7.
 * januara"), while Intl writes the nominative ("3. mart"). One table for every Serbian text and
 * for the tense checker that reads them.
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

const NOMINATIVE = [
  'januar',
  'februar',
  'mart',
  'april',
  'maj',
  'jun',
  'jul',
  'avgust',
  'septembar',
  'oktobar',
  'novembar',
  'decembar',
] as const;

const GENITIVE_OF: Readonly<Record<string, string>> = Object.fromEntries(
  NOMINATIVE.map((month, i) => [month, SERBIAN_MONTHS_GENITIVE[i] as string]),
);

/** A date as an adverbial inside a sentence: "3. mart" → "3. marta" (a year and its dot stay). */
export const serbianOnDay = (date: string): string => date.replace(/\p{L}+/u, (month) => GENITIVE_OF[month] ?? month);
