/**
 * The premium horoscope of a day (docs/product.md#data: premium {transits, planetary_hours,
 * progressions, void_moon, retrogrades}; decision 029): computed from the sky of the reader's
 * calendar date, in the reader's zone, for their own chart when they have one, else for their sign.
 */
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
import { PROGRESSED_BODIES, type ProgressedPoint, progress } from './progressions';
import type { SkyTexts } from './texts';
import { type NatalPoint, type Transit, type TransitAspect, type TransitingPlanet, transitsAt } from './transits';
import { bodyAt } from './time';

/** A reader's chart, as far as it is known. */
export interface NatalData {
  birthJdUT: number;
  latitude: number;
  longitude: number;
  /** Longitudes of the chart's points; the angles only when the birth time is known. */
  points: Partial<Record<NatalPoint, number>>;
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

/** The day's transits to the chart (or the sign), strongest first. */
export function dayTransits(
  sign: SignId,
  noon: number,
  natal: NatalData | undefined,
  texts: SkyTexts,
): PremiumTransit[] {
  const solar = !natal;
  return transitsAt(noon, natal?.points ?? solarPoints(sign)).map((t: Transit) => {
    const title = texts.transitTitle(t.planet, t.aspect, t.natalPoint, solar);
    const interpretation = texts.transit(t.planet, t.aspect, t.natalPoint, solar);
    return {
      title,
      meaning: afterTitle(interpretation, title),
      planet: t.planet,
      aspect: t.aspect,
      natal_point: t.natalPoint,
      orb: Math.round(t.orb * 100) / 100,
      applying: t.applying,
      retrograde: t.retrograde,
      interpretation,
      start_date: t.start?.utc ?? null,
      end_date: t.end?.utc ?? null,
      exact: t.exact.map((e) => e.utc),
    };
  });
}

/** What follows a sentence's title ("Saturn squares your natal Venus: tests…" → "Tests…"). */
function afterTitle(text: string, title: string): string {
  if (!text.startsWith(title)) return text;
  const rest = text.slice(title.length).replace(/^[\s:：，,;]+/u, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
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

  const progressions: PremiumProgression[] = [];
  if (input.natal) {
    const p = progress({
      birthJdUT: input.natal.birthJdUT,
      latitude: input.natal.latitude,
      longitude: input.natal.longitude,
      targetJdUT: noon,
    });
    const withAngles = input.natal.points.ascendant !== undefined;
    const points: ProgressedPoint[] = [
      ...PROGRESSED_BODIES,
      ...(withAngles ? (['ascendant', 'midheaven'] as const) : []),
    ];
    for (const point of points) {
      const longitude = p.progressed[point];
      const sign = signOf(longitude);
      progressions.push({
        planet: point,
        longitude,
        current_sign: sign,
        current_degree: Math.floor((norm360(longitude) % 30) * 100) / 100,
        interpretation: texts.progression(point, sign),
      });
    }
  }

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

  return {
    basis: input.natal ? 'natal' : 'solar',
    date: input.date,
    timeZone: input.timeZone,
    transits: dayTransits(input.sign, noon, input.natal, texts),
    planetary_hours: hours,
    planetary_hours_note: hoursNote,
    progressions,
    progression_method: 'secondary-progressions/solar-arc-ra',
    void_moon: voids[0] ?? null,
    void_moons: voids,
    retrogrades,
  };
}
