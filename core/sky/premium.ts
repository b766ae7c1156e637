/**
 * The premium horoscope of a day (docs/product.md#data: premium {transits, planetary_hours,
 * progressions, void_moon, retrogrades}; decision 029): computed from the sky of the reader's
 * calendar date, in the reader's zone, for their own chart when they have one, else for their sign.
 */
import { finishAll } from '../i18n/grammar/shared';
import { houseOf } from '../astro/houses';
import { norm360 } from '../astro/math';
import { SIGN_IDS, type SignId, signOfLongitude } from '../zodiac';
import {
  type Direction,
  STATION_BODIES,
  type StationBody,
  type VoidOfCourseVariant,
  stationsBetween,
  voidOfCourseBetween,
} from './events';
import { type HourRuler, NoSunriseError, localDayStart, planetaryHours } from './hours';
import { PROGRESSED_BODIES, type ProgressedPoint, progress, progressedContacts, progressedSign } from './progressions';
import {
  type Day,
  type Month,
  contactMeaning,
  dayIn,
  dayOfDate,
  tenseOfMonth,
  transitReading,
  transitTimeline,
} from './contacts';
import type { SkyTexts } from './texts';
import { type NatalPoint, type Transit, type TransitAspect, type TransitingPlanet, transitsAt } from './transits';
import { bodyAt, instant } from './time';

/** A reader's chart, as far as it is known. */
export interface NatalData {
  birthJdUT: number;
  latitude: number;
  longitude: number;
  /** Longitudes of the chart's points; the angles only when the birth time is known. */
  points: Partial<Record<NatalPoint, number>>;
  /** The twelve house cusps, when the birth time is known. */
  cusps?: readonly number[];
}

export interface Place {
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface PremiumInput {
  sign: SignId;
  /** The reader's calendar date, YYYY-MM-DD, in `timeZone`. */
  date: string;
  timeZone: string;
  natal?: NatalData;
  /** Where the planetary hours are reckoned; none means no hours. */
  place?: Place;
  voc?: VoidOfCourseVariant;
  texts: SkyTexts;
}

export interface PremiumTransit {
  /** The contact in the reader's language: "Saturn squares your natal Venus". */
  title: string;
  /** The interpretation after its title, for a page that shows the title as a heading. */
  meaning: string;
  /** The houses it falls in: the moving planet's, and the natal point's (null for an angle); null without a birth time. */
  houses: { planet: number; point: number | null } | null;
  planet: TransitingPlanet;
  aspect: TransitAspect;
  /** To which point of the chart ('sun' of a solar chart is the middle of the sign). */
  natal_point: NatalPoint;
  orb: number;
  applying: boolean;
  retrograde: boolean;
  interpretation: string;
  /** When it comes within orb and leaves it (ISO UTC; null beyond the horizon followed). */
  start_date: string | null;
  end_date: string | null;
  /** The instants it is exact. */
  exact: string[];
}

export interface PremiumHour {
  hour: number;
  period: 'day' | 'night';
  planet: HourRuler;
  start_time: string;
  end_time: string;
  significance: string;
}

export interface PremiumProgression {
  planet: ProgressedPoint;
  longitude: number;
  current_sign: SignId;
  /** Degree within the sign, two decimals. */
  current_degree: number;
  /** For the Sun and the Moon: where in the sign, since when and until when, and what it asks; else the sign's colour. */
  interpretation: string;
  /** The progressed Sun's or Moon's aspects within a degree to the natal points, nearest first. */
  contacts: PremiumProgressedContact[];
  /** For the Sun and the Moon: when it entered its sign (null: at birth) and when it enters the next (ISO UTC). */
  sign_entered?: string | null;
  sign_leaves?: string;
}

export interface PremiumProgressedContact {
  natal_point: NatalPoint;
  aspect: TransitAspect;
  /** The reader's date on which it is exact (ISO UTC). */
  exact: string;
  interpretation: string;
}

export interface PremiumVoidMoon {
  start: string;
  end: string;
  sign: SignId;
  next_sign: SignId;
  detail: string;
  advice: string;
}

export interface PremiumRetrograde {
  planet: StationBody;
  is_retrograde: boolean;
  sign: SignId;
  effects: string;
  /** The direct station that ends a retrograde in course (ISO UTC). */
  retrograde_until: string | null;
  /** The next station of a direct planet within its cycle (ISO UTC). */
  next_station: { direction: Direction; at: string } | null;
}

export interface PremiumHoroscope {
  /** 'natal': to the reader's own chart; 'solar': to the sign, for a reader without birth data. */
  basis: 'natal' | 'solar';
  date: string;
  timeZone: string;
  transits: PremiumTransit[];
  planetary_hours: PremiumHour[];
  /** Why there are no planetary hours: no place chosen, or no sunrise there that day. */
  planetary_hours_note: 'no-place' | 'no-sunrise' | null;
  progressions: PremiumProgression[];
  progression_method: 'secondary-progressions/solar-arc-ra';
  void_moon: PremiumVoidMoon | null;
  void_moons: PremiumVoidMoon[];
  retrogrades: PremiumRetrograde[];
}

const signOf = (longitude: number): SignId => signOfLongitude(longitude).id;
/** Longest retrograde plus the longest direct run looked ahead for a station, days. */
const STATION_LOOKAHEAD: Readonly<Record<StationBody, number>> = {
  mercury: 130,
  venus: 600,
  mars: 800,
  jupiter: 400,
  saturn: 380,
  uranus: 370,
  neptune: 370,
  pluto: 370,
};

/** The middle of a sign, standing in for the Sun of a reader whose chart is not known. */
export const solarPoints = (sign: SignId): Partial<Record<NatalPoint, number>> => ({
  sun: SIGN_IDS.indexOf(sign) * 30 + 15,
});

/** The day's transits to the chart (or the sign), strongest first, read for the reader's day. */
export function dayTransits(
  sign: SignId,
  noon: number,
  natal: NatalData | undefined,
  texts: SkyTexts,
  day: { date: string; timeZone: string },
): PremiumTransit[] {
  return finishAll(readTransits(sign, noon, natal, texts, day), texts.grammar.finish);
}

function readTransits(
  sign: SignId,
  noon: number,
  natal: NatalData | undefined,
  texts: SkyTexts,
  day: { date: string; timeZone: string },
): PremiumTransit[] {
  const solar = !natal;
  const today = dayOfDate(day.date);
  return transitsAt(noon, natal?.points ?? solarPoints(sign)).map((t: Transit) => {
    const cusps = natal?.cusps;
    const houses = cusps
      ? {
          planet: houseOf(bodyAt(t.planet, noon).longitude, cusps),
          point:
            t.natalPoint === 'ascendant' || t.natalPoint === 'midheaven'
              ? null
              : houseOf(natal.points[t.natalPoint] as number, cusps),
        }
      : null;
    const start = t.start?.utc ?? null;
    const end = t.end?.utc ?? null;
    const exact = t.exact.map((e) => e.utc);
    const reading = transitReading(
      texts,
      { planet: t.planet, aspect: t.aspect, point: t.natalPoint, solar },
      {
        where: houses
          ? texts.frames.transitHouses({
              planet: t.planet,
              aspect: t.aspect,
              planetHouse: houses.planet,
              point: t.natalPoint,
              pointHouse: houses.point,
            })
          : '',
        when: transitTimeline(texts.frames, { start, end, exact }, today, day.timeZone),
      },
    );
    return {
      title: reading.title,
      meaning: reading.meaning,
      houses,
      planet: t.planet,
      aspect: t.aspect,
      natal_point: t.natalPoint,
      orb: Math.round(t.orb * 100) / 100,
      applying: t.applying,
      retrograde: t.retrograde,
      interpretation: reading.interpretation,
      start_date: start,
      end_date: end,
      exact,
    };
  });
}

/** Two years, days: how far a progressed Sun's change of sign is told as news. */
const SUN_NEWS_DAYS = 2 * 365.25;

/** The progressed chart at noon of the reader's day, each point read, the Sun and Moon with their story. */
function progressedChart(
  natal: NatalData,
  noon: number,
  today: Day,
  timeZone: string,
  texts: SkyTexts,
): PremiumProgression[] {
  const p = progress({
    birthJdUT: natal.birthJdUT,
    latitude: natal.latitude,
    longitude: natal.longitude,
    targetJdUT: noon,
  });
  const withAngles = natal.points.ascendant !== undefined;
  const points: ProgressedPoint[] = [
    ...PROGRESSED_BODIES,
    ...(withAngles ? (['ascendant', 'midheaven'] as const) : []),
  ];
  const monthOf = (jd: number): Month => {
    const { year, month } = dayIn(instant(jd).utc, timeZone);
    return { year, month };
  };
  const contacts = progressedContacts(natal.birthJdUT, noon, natal.points);
  return points.map((point): PremiumProgression => {
    const longitude = p.progressed[point];
    const sign = signOf(longitude);
    let interpretation = texts.progression(point, sign);
    let told: PremiumProgressedContact[] = [];
    let place: ReturnType<typeof progressedSign> | null = null;
    if (point === 'sun' || point === 'moon') {
      place = progressedSign(point, natal.birthJdUT, noon);
      const news = (jd: number) => point === 'moon' || Math.abs(jd - noon) <= SUN_NEWS_DAYS;
      const entered = place.enteredJdUT !== null && news(place.enteredJdUT) ? monthOf(place.enteredJdUT) : null;
      interpretation = texts.frames.progressedPlace({
        point,
        sign,
        part: place.degree < 10 ? 'early' : place.degree < 20 ? 'middle' : 'late',
        entered: entered ? { month: entered, tense: tenseOfMonth(entered, today) } : null,
        leaves: news(place.leavesJdUT) ? monthOf(place.leavesJdUT) : null,
        nextSign: SIGN_IDS[(SIGN_IDS.indexOf(sign) + 1) % 12] as SignId,
      });
      told = contacts
        .filter((c) => c.body === point && c.point !== point)
        .map((c) => {
          const natalPoint = c.point as NatalPoint;
          const exact = monthOf(c.exactJdUT);
          const meaning = contactMeaning(texts.contacts, point, c.aspect, natalPoint);
          return {
            natal_point: natalPoint,
            aspect: c.aspect,
            exact: instant(c.exactJdUT).utc,
            interpretation: [
              `${texts.frames.progressedTitle(point, c.aspect, natalPoint)}${texts.stop}`,
              meaning.text,
              texts.frames.progressedWhen({ exact, tense: tenseOfMonth(exact, today) }),
              meaning.advice,
            ].join(texts.gap),
          };
        });
    }
    return {
      planet: point,
      longitude,
      current_sign: sign,
      current_degree: Math.floor((norm360(longitude) % 30) * 100) / 100,
      interpretation,
      contacts: told,
      ...(place
        ? {
            sign_entered: place.enteredJdUT === null ? null : instant(place.enteredJdUT).utc,
            sign_leaves: instant(place.leavesJdUT).utc,
          }
        : {}),
    };
  });
}

export function premiumHoroscope(input: PremiumInput): PremiumHoroscope {
  const { texts } = input;
  const dayStart = localDayStart(input.date, input.timeZone);
  const next = new Date(Date.parse(`${input.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const dayEnd = localDayStart(next, input.timeZone);
  const noon = (dayStart + dayEnd) / 2;

  let hours: PremiumHour[] = [];
  let hoursNote: PremiumHoroscope['planetary_hours_note'] = input.place ? null : 'no-place';
  if (input.place) {
    try {
      const list = planetaryHours(input.date, input.place.latitude, input.place.longitude, input.place.timeZone);
      hours = list.hours.map((h) => ({
        hour: h.hour,
        period: h.period,
        planet: h.ruler,
        start_time: h.start,
        end_time: h.end,
        significance: texts.hourSignificance[h.ruler],
      }));
    } catch (error) {
      if (!(error instanceof NoSunriseError)) throw error;
      hoursNote = 'no-sunrise';
    }
  }

  const progressions: PremiumProgression[] = input.natal
    ? progressedChart(input.natal, noon, dayOfDate(input.date), input.timeZone, texts)
    : [];

  const voids = voidOfCourseBetween(dayStart, dayEnd, input.voc ?? 'sunToSaturn').map((v, i, all) => ({
    start: v.start,
    end: v.end,
    sign: v.sign,
    next_sign: v.nextSign,
    detail: texts.voidDetail(v.lastAspect, v.sign, v.nextSign),
    advice: texts.voidAdvice[(Math.floor(v.endJdUT) + i + all.length) % texts.voidAdvice.length] as string,
  }));

  const retrogrades = STATION_BODIES.map((planet): PremiumRetrograde => {
    const now = bodyAt(planet, noon);
    const ahead = stationsBetween(planet, noon, noon + STATION_LOOKAHEAD[planet]);
    const direct = ahead.find((s) => s.direction === 'direct');
    const first = ahead[0];
    const retrograde = now.speed < 0;
    return {
      planet,
      is_retrograde: retrograde,
      sign: signOf(now.longitude),
      effects: retrograde ? texts.retrogradeEffects[planet] : texts.directEffects[planet],
      retrograde_until: retrograde && direct ? direct.utc : null,
      next_station: first ? { direction: first.direction, at: first.utc } : null,
    };
  });

  return finishAll<PremiumHoroscope>(
    {
      basis: input.natal ? 'natal' : 'solar',
      date: input.date,
      timeZone: input.timeZone,
      transits: dayTransits(input.sign, noon, input.natal, texts, { date: input.date, timeZone: input.timeZone }),
      planetary_hours: hours,
      planetary_hours_note: hoursNote,
      progressions,
      progression_method: 'secondary-progressions/solar-arc-ra',
      void_moon: voids[0] ?? null,
      void_moons: voids,
      retrogrades,
    },
    texts.grammar.finish,
  );
}
