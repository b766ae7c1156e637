import '../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { BIRTHS, type Reader, oracleDay, oracleFindings, readerOf } from '../../test/support/oracle-day';
import { moonPhasesBetween } from './events';
import { localDayStart } from './hours';
import { countWords, readersCount, readingConflicts } from './reading';
import { SKY_TEXTS } from './texts/index';
import { jdFromMs } from './time';

const BELGRADE = readerOf(BIRTHS[0]);
/** Days a few weeks apart, of different skies (CI size; npm run oracle:sweep runs thirty of them). */
const DAYS = ['2026-12-07', '2027-01-19', '2027-03-02', '2027-06-21'];
const readingOf = (locale: (typeof LOCALES)[number], reader: Reader, date: string) => oracleDay(reader, date, locale);

describe('the Oracle reading, planned before it is written', () => {
  it('leads with the period’s biggest story: a station on a point of the chart', () => {
    // Saturn turns direct on 10-11 December 2026 at 7° Aries, square the Belgrade chart's Uranus.
    const { reading } = readingOf('en', BELGRADE, '2026-12-07');
    expect(reading.plan.headline).toMatch(/^story:station:saturn-direct-2026-12-1/);
    expect(reading.paragraphs[0]?.text).toMatch(/^On 11 December Saturn turns direct at 7° Aries, .*natal Uranus/);
    expect(reading.key_themes[0]).toBe('freedom and change');
  });

  it('leads with a New Moon that falls on the Ascendant, and its house', () => {
    const noon = localDayStart('2026-12-07', 'Europe/London') + 0.5;
    const newMoon = moonPhasesBetween(noon, noon + 12).find((p) => p.phase === 'new');
    expect(newMoon).toBeDefined();
    const asc = (newMoon?.moonLongitude ?? 0) - 1;
    // A chart of its lights and angles only, away from every station of those weeks.
    const reader: Reader = {
      sign: 'libra',
      timeZone: 'Europe/London',
      natal: {
        birthJdUT: jdFromMs(Date.parse('1990-10-10T12:00:00Z')),
        latitude: 51.5,
        longitude: 0,
        points: { sun: 196.5, moon: 322.5, ascendant: asc, midheaven: asc - 100 },
        cusps: Array.from({ length: 12 }, (_, i) => (asc + i * 30) % 360),
      },
    };
    const { reading } = readingOf('en', reader, '2026-12-07');
    expect(reading.plan.headline).toBe(`story:lunation:${newMoon?.id}`);
    expect(reading.paragraphs[0]?.text).toMatch(
      /^The New Moon of 9 December, at \d+° Sagittarius, falls on your Ascendant: the story of this month\. A New Moon in your 1st house of self, body and first impressions is a seed for how you come across: /,
    );
  });

  it('is 600-700 words in English (a few short of it when the period holds no more), and carries the same sections in every language', () => {
    for (const date of DAYS.slice(0, 2)) {
      for (const birth of BIRTHS.slice(0, 5)) {
        const reader = readerOf(birth);
        const english = readingOf('en', reader, date).reading;
        expect(english.word_count, `${date} ${birth.place.name}`).toBeGreaterThanOrEqual(590);
        expect(english.word_count, `${date} ${birth.place.name}`).toBeLessThanOrEqual(700);
        for (const locale of LOCALES) {
          const own = readingOf(locale, reader, date).reading;
          expect(
            own.paragraphs.map((p) => p.sources),
            `${locale} ${date}`,
          ).toEqual(english.paragraphs.map((p) => p.sources));
          for (const p of own.paragraphs)
            expect(p.text.length, `${locale}: ${p.sources.join(' ')}`).toBeGreaterThan(20);
        }
      }
    }
  }, 120_000);

  it('is its own text: over days × ten charts × seven languages, ≤ 5% of its sentences share a run with the free reading and cards, none is said twice, none pushes a beginning on a day that holds back', () => {
    const problems: string[] = [];
    let holding = 0;
    for (const date of DAYS) {
      for (const [i, birth] of BIRTHS.entries()) {
        const reader = readerOf(birth);
        for (const locale of LOCALES) {
          // Every chart in English; in the other languages every other chart, turned by the day.
          if (locale !== 'en' && (i + DAYS.indexOf(date)) % 2 === 1) continue;
          const day = readingOf(locale, reader, date);
          const f = oracleFindings(day, locale);
          if (Object.values(day.reading.plan.holds_back).some(Boolean)) holding++;
          const where = `${locale} ${date} ${birth.place.name}`;
          if (f.shared.length / f.sentences > 0.05) problems.push(`${where}: shares «${f.shared.join(' | ')}»`);
          for (const s of f.repeated) problems.push(`${where}: says twice «${s}»`);
          for (const c of f.conflicts) problems.push(`${where}: pushes «${c}»`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(holding).toBeGreaterThan(10);
  }, 240_000);

  it('the checker refuses a reading that pushes a beginning on a day that holds back, and lets it stand on a free day', () => {
    const frames = SKY_TEXTS.en.reading;
    const text = 'At 10:12 the Moon trines Jupiter, the day’s kindest minute: a good moment to ask, send or begin.';
    const held = { waning_moon: true, station_within_a_day: false, ruler_retrograde: false, void_moon_awake: false };
    expect(readingConflicts(text, frames, held)).toEqual(['ask, send or begin']);
    expect(readingConflicts(text, frames, { ...held, waning_moon: false })).toEqual([]);
    // Each language's push phrases are live words of its frames on a free day, and none of them is
    // said when the frames are told to hold back.
    const rulers = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
    const today = { year: 2026, month: 12, day: 7 };
    for (const locale of LOCALES) {
      const f = SKY_TEXTS[locale].reading;
      const said = (hold: boolean) => [
        ...rulers.map((ruler) => f.bestHour({ ruler, start: '10:00', end: '11:00', hold })),
        ...(['conjunction', 'sextile', 'trine'] as const).flatMap((aspect) =>
          (['venus', 'jupiter', 'sun'] as const).map((planet) =>
            f.powerMoment({ time: '10:00', planet, aspect, hold }),
          ),
        ),
        ...(['bright', 'steady', 'demanding'] as const).flatMap((tone) =>
          [0, 1, 2].map((variant) =>
            f.closing({
              theme: f.theme.venus,
              tone: hold ? 'steady' : tone,
              hold,
              voidEnd: null,
              nextNewMoon: { day: { ...today, day: 9 }, tense: 'next', today },
              variant,
            }),
          ),
        ),
      ];
      const free = said(false).join(' ').toLocaleLowerCase();
      const held = said(true).join(' ').toLocaleLowerCase();
      expect(f.pushes.length, locale).toBeGreaterThan(2);
      for (const push of f.pushes) {
        expect(free.includes(push.toLocaleLowerCase()), `${locale}: «${push}» is never said`).toBe(true);
        expect(held.includes(push.toLocaleLowerCase()), `${locale}: «${push}» is said while holding back`).toBe(false);
      }
    }
  });

  it('counts Chinese in characters', () => {
    expect(readersCount('土星今天顺行。', 'zh-CN')).toBe(6);
    expect(readersCount('Saturn turns direct today.', 'en')).toBe(4);
    expect(countWords('Saturn turns direct today.', 'en')).toBe(4);
  });

  it('is the same for the same day, and changes with the day', () => {
    const a = readingOf('en', BELGRADE, '2027-02-14').reading;
    const b = readingOf('en', BELGRADE, '2027-02-14').reading;
    const c = readingOf('en', BELGRADE, '2027-02-15').reading;
    expect(b.comprehensive_reading).toBe(a.comprehensive_reading);
    expect(c.comprehensive_reading).not.toBe(a.comprehensive_reading);
  });
});

describe('a transit told under its title', () => {
  it('starts with its title in every language, so the page can show the title and then the meaning', () => {
    for (const locale of LOCALES) {
      const { premium } = readingOf(locale, BELGRADE, '2026-11-26');
      expect(premium.transits.length, locale).toBeGreaterThan(0);
      for (const t of premium.transits) {
        expect(t.interpretation.startsWith(t.title), `${locale}: ${t.interpretation}`).toBe(true);
        expect(t.meaning.length, locale).toBeGreaterThan(20);
        expect(t.meaning).not.toMatch(/^[\s:：，,;]/u);
      }
    }
  });
});
