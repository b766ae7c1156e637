/**
 * What the catalogue test (core/sky/contacts.test.ts) and the writers' check
 * (scripts/i18n/check-contacts.ts) ask of one language's contact meanings, contact frames and
 * natal pair texts: one sentence of meaning and one of advice, a natural length, no sign, house,
 * digit or placement claim in a text that must serve any chart and any duration, no two texts
 * alike (a shared run of 10 words, 12 characters in Chinese), and frames that write a whole
 * sentence for every combination they can be given.
 */
import '../setup/load-texts';
import { extractClaims } from '../../core/coach/claims';
import { misdatedSentences } from '../../core/coach/tense-check';
import { COACH_TEXTS } from '../../core/coach/texts/index';
import { runsOf } from '../../core/i18n/runs';
import type { Locale } from '../../core/i18n/locales';
import { PAIR_POINTS, type PairKey, type PairText } from '../../core/interpretations/types';
import type {
  ContactFrames,
  ContactMeaning,
  Day,
  OuterContacts,
  PersonalContacts,
  Tense,
} from '../../core/sky/contacts';
import { NATAL_POINTS, TRANSITING, type TransitAspect } from '../../core/sky/transits';
import { SIGN_IDS } from '../../core/zodiac';

export interface ContactFiles {
  personal?: PersonalContacts;
  outer?: OuterContacts;
  frames?: ContactFrames;
  pairs?: Readonly<Record<PairKey, PairText>>;
}

const HARMONIES = ['blend', 'easy', 'tense'] as const;
/** The pair keys in the order of PAIR_POINTS. */
export const PAIR_KEYS: readonly PairKey[] = PAIR_POINTS.flatMap((a, i) =>
  PAIR_POINTS.slice(i + 1).map((b) => `${a}-${b}` as PairKey),
);

/** Sentences of a text: at a stop followed by a space (or a CJK or Devanagari stop). */
export function sentenceCount(text: string, locale: Locale): number {
  const split = locale === 'zh' ? /(?<=[。！？])/u : /(?<=[.!?।])\s+/u;
  return text
    .trim()
    .split(split)
    .filter((s) => /\p{L}/u.test(s)).length;
}

/** Words as the language counts them; characters in Chinese. */
export function lengthOf(text: string, locale: Locale): number {
  if (locale === 'zh') return [...text.replace(/[\s\p{P}\p{S}]/gu, '')].length;
  let n = 0;
  for (const part of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) if (part.isWordLike) n++;
  return n;
}

/** English ranges (words); other languages may run 40% longer, Chinese is counted in characters. */
const LENGTH = {
  text: { en: [12, 35], zh: [15, 70] },
  advice: { en: [6, 22], zh: [8, 40] },
  pair: { en: [15, 45], zh: [18, 90] },
} as const;

function lengthProblem(kind: keyof typeof LENGTH, text: string, locale: Locale): string | null {
  const n = lengthOf(text, locale);
  const [min, max] =
    locale === 'zh'
      ? LENGTH[kind].zh
      : locale === 'en'
        ? LENGTH[kind].en
        : [Math.floor(LENGTH[kind].en[0] * 0.8), Math.ceil(LENGTH[kind].en[1] * 1.4)];
  return n < min || n > max ? `${n} ${locale === 'zh' ? 'characters' : 'words'}, wanted ${min}-${max}` : null;
}

/** French: a no-break space before a colon, a narrow one before ; ! ?, no-break spaces inside guillemets. */
const FRENCH_SPACING = /[^\u00a0\u202f](?=[:;!?])|[^\u00a0\u202f](?=»)|«(?=[^\u00a0\u202f])/u;

/** The problems of one text that must serve any chart at any time (a meaning, an advice, a pair text). */
function textProblems(text: string, locale: Locale, sentences: 1 | 2): string[] {
  const problems: string[] = [];
  if (!text.trim()) return ['empty'];
  const count = sentenceCount(text, locale);
  if (count < 1 || count > sentences) problems.push(`${count} sentences, wanted ${sentences === 1 ? 1 : '1-2'}`);
  if (/[0-9०-९]/u.test(text)) problems.push('a digit');
  if (/TODO|XXX|\{|\}|undefined|NaN/u.test(text)) problems.push('a placeholder');
  if (locale === 'en' && /\b(will|always|never|should)\b/i.test(text)) problems.push('will/always/never/should');
  if (locale === 'fr' && FRENCH_SPACING.test(text)) problems.push('French spacing (no-break space before : ; ! ?)');
  if (locale === 'zh' && /[A-Za-z]|[,;:!?]|\s/u.test(text))
    problems.push('Latin letters, half-width punctuation or a space');
  const lexicon = COACH_TEXTS[locale].lexicon;
  const claims = extractClaims(text, lexicon);
  if (claims.houseNumbers.length > 0) problems.push('names a house');
  if (claims.signs.length > 0 || claims.houses.length > 0) problems.push('places a point in a sign or house');
  if (claims.aspects.length > 0) problems.push('states an aspect between two points (the title says it)');
  for (const sign of SIGN_IDS) {
    for (const form of lexicon.sign[sign]) {
      const pattern = lexicon.wordBoundaries
        ? new RegExp(`(?<![\\p{L}\\p{M}])${form}(?![\\p{L}\\p{M}])`, 'u')
        : new RegExp(form, 'u');
      // Sign names that are ordinary words too are checked only where capitalised (not "balance", "lion").
      if (pattern.test(text) && (form !== form.toLocaleLowerCase() || !lexicon.wordBoundaries)) {
        problems.push(`names the sign ${sign} ("${form}")`);
        break;
      }
    }
  }
  return problems;
}

/** Every text of a language's files with where it is, for messages and the overlap check. */
function entriesOf(files: ContactFiles): { where: string; text: string; kind: 'text' | 'advice' | 'pair' }[] {
  const out: { where: string; text: string; kind: 'text' | 'advice' | 'pair' }[] = [];
  const rows = { ...(files.personal ?? {}), ...(files.outer ?? {}) } as Record<
    string,
    Record<string, Record<string, ContactMeaning>>
  >;
  const expected = [
    ...(files.personal ? ['sun', 'moon', 'mercury', 'venus', 'mars'] : []),
    ...(files.outer ? ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] : []),
  ];
  for (const planet of expected) rows[planet] ??= {};
  for (const [planet, row] of Object.entries(rows)) {
    for (const point of NATAL_POINTS) {
      for (const harmony of HARMONIES) {
        const entry = row[point]?.[harmony];
        out.push({ where: `${planet}.${point}.${harmony}.text`, text: entry?.text ?? '', kind: 'text' });
        out.push({ where: `${planet}.${point}.${harmony}.advice`, text: entry?.advice ?? '', kind: 'advice' });
      }
    }
  }
  for (const key of files.pairs ? PAIR_KEYS : []) {
    for (const harmony of HARMONIES) {
      out.push({ where: `pairs.${key}.${harmony}`, text: files.pairs?.[key]?.[harmony] ?? '', kind: 'pair' });
    }
  }
  return out;
}

/** The days and tenses the frames are tried with: every shape a timeline can take. */
function frameProblems(frames: ContactFrames, locale: Locale): string[] {
  const problems: string[] = [];
  const today: Day = { year: 2026, month: 12, day: 6 };
  const at = (month: number, day: number, year = 2026): Day => ({ year, month, day });
  const dated = (day: Day, tense: Tense) => ({ day, tense });
  const outputs: [string, string][] = [];
  const try_ = (where: string, make: () => string) => {
    try {
      outputs.push([where, make()]);
    } catch (error) {
      problems.push(`${where}: throws ${(error as Error).message}`);
    }
  };
  const began = [null, dated(at(10, 28), 'past')] as const;
  const fades = [null, dated(at(2, 2, 2027), 'next')] as const;
  const exacts = [
    [],
    [dated(at(11, 17), 'past')],
    [dated(today, 'now')],
    [dated(at(12, 20), 'next')],
    [dated(at(11, 17), 'past'), dated(at(1, 7, 2027), 'next')],
    [dated(at(11, 17), 'past'), dated(today, 'now')],
    [dated(at(12, 9), 'next'), dated(at(3, 1, 2027), 'next'), dated(at(8, 30, 2027), 'next')],
    [dated(at(3, 2), 'past'), dated(at(6, 9), 'past'), dated(at(11, 30), 'past')],
  ] as const;
  for (const b of began) {
    for (const f of fades) {
      for (const [i, exact] of exacts.entries()) {
        try_(`transitTimeline began=${!!b} fades=${!!f} exact#${i}`, () =>
          frames.transitTimeline({ today, began: b, exact, fades: f }),
        );
      }
    }
  }
  for (const planet of TRANSITING) {
    for (const point of NATAL_POINTS) {
      const angle = point === 'ascendant' || point === 'midheaven';
      try_(`transitHouses ${planet} ${point}`, () =>
        frames.transitHouses({ planet, aspect: 'square', planetHouse: 7, point, pointHouse: angle ? null : 5 }),
      );
    }
  }
  for (let house = 1; house <= 12; house++) {
    try_(`transitHouses house ${house}`, () =>
      frames.transitHouses({
        planet: 'saturn',
        aspect: 'conjunction',
        planetHouse: house,
        point: 'venus',
        pointHouse: 13 - house,
      }),
    );
  }
  const aspects: TransitAspect[] = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];
  for (const body of ['sun', 'moon', 'mercury', 'venus', 'mars'] as const) {
    for (const aspect of aspects) {
      for (const point of NATAL_POINTS) {
        try_(`progressedTitle ${body} ${aspect} ${point}`, () => frames.progressedTitle(body, aspect, point));
      }
    }
  }
  for (const tense of ['past', 'now', 'next'] as const) {
    try_(`progressedWhen ${tense}`, () => frames.progressedWhen({ exact: { year: 2027, month: 3 }, tense }));
  }
  for (const point of ['sun', 'moon'] as const) {
    for (const sign of SIGN_IDS) {
      for (const part of ['early', 'middle', 'late'] as const) {
        const next = SIGN_IDS[(SIGN_IDS.indexOf(sign) + 1) % 12] as (typeof SIGN_IDS)[number];
        for (const entered of [null, { month: { year: 2026, month: 5 }, tense: 'past' as const }]) {
          for (const leaves of point === 'sun' ? [null, { year: 2028, month: 2 }] : [{ year: 2027, month: 2 }]) {
            try_(`progressedPlace ${point} ${sign} ${part} entered=${!!entered} leaves=${!!leaves}`, () =>
              frames.progressedPlace({ point, sign, part, entered, leaves, nextSign: next }),
            );
          }
        }
      }
    }
  }
  for (const [where, text] of outputs) {
    const misdated = where.startsWith('transitTimeline')
      ? misdatedSentences(text, locale, { today: '2026-12-06' })
      : [];
    if (misdated.length > 0) {
      const dates = misdated.map((m) => `${m.date} (${m.said})`).join(', ');
      problems.push(`${where}: the tense checker reads ${dates} in the wrong tense: "${text}"`);
    }
    if (!text.trim()) problems.push(`${where}: empty`);
    else if (/undefined|NaN|null|\[object|\{|\}|\s{2,}|^\s|\s$/u.test(text))
      problems.push(`${where}: broken "${text}"`);
    else if (!/[.!?。！？।]$/u.test(text) && !where.startsWith('progressedTitle')) {
      problems.push(`${where}: no final stop "${text}"`);
    } else if (locale === 'zh' && /[,;:!?]|\p{Script=Han}\s+\p{Script=Han}/u.test(text)) {
      problems.push(`${where}: half-width punctuation or a space "${text}"`);
    }
  }
  return problems;
}

/** Every problem of a language's files (empty when they pass). */
export function contactProblems(locale: Locale, files: ContactFiles): string[] {
  const problems: string[] = [];
  const entries = entriesOf(files);
  const seen = new Map<string, string>();
  const runs = new Map<string, string>();
  for (const { where, text, kind } of entries) {
    for (const p of textProblems(text, locale, kind === 'pair' ? 2 : 1)) problems.push(`${where}: ${p}: ${text}`);
    if (!text.trim()) continue;
    const length = lengthProblem(kind, text, locale);
    if (length) problems.push(`${where}: ${length}: ${text}`);
    const key = text.trim().toLocaleLowerCase();
    const twin = seen.get(key);
    if (twin) problems.push(`${where}: the same text as ${twin}`);
    else seen.set(key, where);
    for (const run of new Set(runsOf(text, locale))) {
      const other = runs.get(run);
      if (other && other !== where) problems.push(`${where}: shares "${run}" with ${other}`);
      else runs.set(run, where);
    }
  }
  if (files.frames) problems.push(...frameProblems(files.frames, locale));
  return problems;
}
