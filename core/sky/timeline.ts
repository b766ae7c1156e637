/**
 * The next days of the sky for a reader (decision 029): stations, the planets' sign changes, Moon
 * phases, void-of-course Moons and the exact transits to their chart (or to their sign), in
 * time order, titled in the reader's language.
 */
import { finishAll } from '../i18n/grammar/shared';
import { type VoidOfCourseVariant, skyEvents } from './events';
import type { SkyTexts } from './texts';
import type { NatalPoint, TransitAspect, TransitingPlanet } from './transits';
import { exactTransits } from './transits';

export type TimelineKind = 'station' | 'ingress' | 'phase' | 'void' | 'transit';

export interface TimelineEntry {
  kind: TimelineKind;
  /** ISO UTC; a void Moon also has its end. */
  at: string;
  end?: string;
  /** The event's title; for a transit, the page names it from `transit` in its own words. */
  title: string;
  transit?: { planet: TransitingPlanet; aspect: TransitAspect; natal_point: NatalPoint; retrograde: boolean };
}

export function skyTimeline(input: {
  from: number;
  days: number;
  points: Partial<Record<NatalPoint, number>>;
  texts: SkyTexts;
  voc?: VoidOfCourseVariant;
}): TimelineEntry[] {
  const { from, texts } = input;
  const to = from + input.days;
  const events = skyEvents(from, to, input.voc ?? 'sunToSaturn');
  const entries: (TimelineEntry & { jd: number })[] = [];
  for (const s of events.stations) {
    entries.push({ kind: 'station', at: s.utc, jd: s.jdUT, title: texts.stationTitle(s.body, s.direction, s.sign) });
  }
  for (const i of events.ingresses) {
    if (i.body === 'moon') continue;
    entries.push({ kind: 'ingress', at: i.utc, jd: i.jdUT, title: texts.ingressTitle(i.body, i.sign, i.direction) });
  }
  for (const p of events.moonPhases) {
    entries.push({ kind: 'phase', at: p.utc, jd: p.jdUT, title: texts.phaseTitle(p.phase, p.sign) });
  }
  for (const v of events.voidOfCourse) {
    if (v.startJdUT < from) continue;
    entries.push({
      kind: 'void',
      at: v.start,
      end: v.end,
      jd: v.startJdUT,
      title: texts.voidTitle(v.sign, v.nextSign),
    });
  }
  for (const t of exactTransits(from, to, input.points)) {
    entries.push({
      kind: 'transit',
      at: t.utc,
      jd: t.jdUT,
      title: texts.transitTitle(t.planet, t.aspect, t.natalPoint, input.points.moon === undefined),
      transit: { planet: t.planet, aspect: t.aspect, natal_point: t.natalPoint, retrograde: t.retrograde },
    });
  }
  return finishAll(
    entries.sort((a, b) => a.jd - b.jd).map(({ jd: _, ...entry }) => entry),
    input.texts.grammar.finish,
  );
}
