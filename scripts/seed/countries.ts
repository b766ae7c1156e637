/**
 * Country names as people write them: every name `i18n-iso-countries` (MIT) knows in the
 * product's languages and the languages of the largest groups of our users, Serbian also in
 * the Latin alphabet, ISO alpha-2 and alpha-3 codes, and our own synonyms that no locale lists.
 */
import { createRequire } from 'node:module';
import { serbianLatin } from '../../core/i18n/serbian-latin';
import { placeKey } from '../../core/places/normalize';

const require = createRequire(import.meta.url);

/** The product's languages first (en, sr, hi, fr, it, es, zh), then others people write in. */
const LANGUAGES = [
  'en',
  'sr',
  'hi',
  'fr',
  'it',
  'es',
  'zh',
  'de',
  'pt',
  'nl',
  'pl',
  'ru',
  'uk',
  'tr',
  'sv',
  'da',
  'nb',
  'cs',
  'hr',
  'el',
  'ja',
];

const SYNONYMS: Record<string, string[]> = {
  GB: ['UK', 'U K', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Britain', 'Great Britain'],
  US: ['USA', 'U S A', 'U S', 'America', 'United States', 'United States of America', 'the States'],
  NL: ['Holland', 'The Netherlands'],
  CZ: ['Czech Republic', 'Czechia'],
  MM: ['Burma'],
  CI: ["Cote d'Ivoire", 'Ivory Coast'],
  SZ: ['Swaziland'],
  MK: ['Macedonia'],
  TR: ['Turkey', 'Türkiye'],
  WS: ['Western Samoa'],
  RU: ['Russian Federation'],
  DE: ['West Germany', 'East Germany', 'BRD', 'DDR', 'GDR', 'FRG'],
  KR: ['South Korea', 'Korea'],
  KP: ['North Korea'],
  CD: ['DR Congo', 'DRC', 'Zaire'],
  CG: ['Congo Brazzaville'],
  AE: ['UAE', 'Emirates'],
  IR: ['Persia'],
  LK: ['Ceylon'],
  TH: ['Siam'],
  BD: ['East Pakistan'],
  TW: ['Republic of China', 'Formosa'],
  VA: ['Vatican', 'Vatican City', 'Holy See'],
  BA: ['Bosnia', 'Bosnia Herzegovina'],
  PS: ['Palestine'],
  IN: ['Bharat', 'Hindustan'],
  CC: ['Cocos Islands', 'Keeling Islands'],
  FO: ['Faroes', 'Faeroe Islands'],
  SH: ['St Helena'],
  SJ: ['Svalbard and Jan Mayen Islands'],
  WF: ['Wallis and Futuna Islands'],
};

/** Former states: a town in one of them lies in one of their successors today. */
const FORMER_STATES: Record<string, string[]> = {
  'Soviet Union': ['RU', 'UA', 'BY', 'MD', 'EE', 'LV', 'LT', 'GE', 'AM', 'AZ', 'KZ', 'UZ', 'TM', 'KG', 'TJ'],
  USSR: ['RU', 'UA', 'BY', 'MD', 'EE', 'LV', 'LT', 'GE', 'AM', 'AZ', 'KZ', 'UZ', 'TM', 'KG', 'TJ'],
  Yugoslavia: ['RS', 'HR', 'BA', 'SI', 'MK', 'ME', 'XK'],
  Jugoslavija: ['RS', 'HR', 'BA', 'SI', 'MK', 'ME', 'XK'],
  Czechoslovakia: ['CZ', 'SK'],
  Čehoslovačka: ['CZ', 'SK'],
};

export interface CountryNames {
  /** The everyday English name per code: "United States", "Russia", "United Kingdom". */
  names: Map<string, string>;
  /** Normalised key to country codes. */
  keys: [string, string][];
}

export function loadCountryNames(): CountryNames {
  const lib = require('i18n-iso-countries') as {
    registerLocale(data: unknown): void;
    getNames(lang: string, options: { select: 'all' }): Record<string, string[]>;
    getAlpha3Code(name: string, lang: string): string | undefined;
    alpha2ToAlpha3(code: string): string | undefined;
  };
  for (const lang of LANGUAGES) lib.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
  const english = lib.getNames('en', { select: 'all' });
  const names = new Map(
    Object.entries(english).map(([code, all]) => {
      const everyday = all[1] && /[a-z]/.test(all[1]) ? all[1] : all[0];
      return [code, everyday ?? code] as const;
    }),
  );
  const keys = new Set<string>();
  const add = (name: string, code: string) => {
    const key = placeKey(name);
    if (key) keys.add(`${key}\u0000${code}`);
  };
  for (const lang of LANGUAGES) {
    for (const [code, all] of Object.entries(lib.getNames(lang, { select: 'all' }))) {
      for (const name of all) {
        add(name, code);
        // i18n-iso-countries has Serbian in Cyrillic only.
        if (lang === 'sr') add(serbianLatin(name), code);
      }
    }
  }
  for (const code of names.keys()) {
    add(code, code);
    const alpha3 = lib.alpha2ToAlpha3(code);
    if (alpha3) add(alpha3, code);
  }
  for (const [code, synonyms] of Object.entries(SYNONYMS)) for (const name of synonyms) add(name, code);
  for (const [name, codes] of Object.entries(FORMER_STATES)) for (const code of codes) add(name, code);
  return { names, keys: [...keys].map((k) => k.split('\u0000') as [string, string]) };
}
