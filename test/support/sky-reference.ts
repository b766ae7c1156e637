/**
 * The sky engine against the Swiss Ephemeris reference (test/fixtures/sky-events-sample.json,
 * decision 029): the same comparison whether the events come from core/sky directly or through the
 * public API. Each reference event is paired with the computed event of the same kind nearest in
 * time; an unpaired event on either side is missing or extra. Tolerances: 2 minutes, or for a
 * slow planet the equivalent of 0.1"/day of speed (stations, decision 029) or 1" of longitude
 * (ingresses, decision 048); progressed positions within 60".
 */
import sample from '../fixtures/sky-events-sample.json' with { type: 'json' };

export const SKY_REFERENCE = sample;

/** The ranges the public sample's lists cover, [from, to) in UTC. */
export const REFERENCE_RANGES = {
  stations: ['2020-01-01', '2021-07-01'],
  ingresses: ['2025-01-01', '2025-03-01'],
  moonPhases: ['2025-01-01', '2025-04-01'],
  voidOfCourse: ['2026-01-02', '2026-02-01'],
} as const;

interface Timed {
  jdUT: number;
}
export interface ComputedEvents {
  stations: (Timed & { body: string; direction: string })[];
  ingresses: (Timed & { body: string; sign: string; direction: string })[];
  moonPhases: (Timed & { phase: string })[];
  voidOfCourse: {
    sign: string;
    nextSign: string;
    startJdUT: number;
    endJdUT: number;
    lastAspect: { planet: string; aspect: string } | null;
  }[];
}

const MINUTE = 1 / 1440;

/** Pairs each reference with the nearest unused computed event of the same key (within a day). */
function pair<R, C>(
  reference: readonly R[],
  computed: readonly C[],
  key: (x: R | C) => string,
  time: (x: R | C) => number,
  label: (x: R) => string,
  judge: (r: R, c: C) => string | null,
): string[] {
  const problems: string[] = [];
  const unused = new Set(computed);
  for (const r of reference) {
    let best: C | undefined;
    for (const c of unused) {
      if (key(c) !== key(r) || Math.abs(time(c) - time(r)) > 1) continue;
      if (!best || Math.abs(time(c) - time(r)) < Math.abs(time(best) - time(r))) best = c;
    }
    if (!best) {
      problems.push(`missing ${label(r)}`);
      continue;
    }
    unused.delete(best);
    const problem = judge(r, best);
    if (problem) problems.push(`${label(r)}: ${problem}`);
  }
  for (const c of unused) problems.push(`extra ${key(c)} at ${time(c)}`);
  return problems;
}

const minutes = (a: number, b: number) => (a - b) / MINUTE;

export function compareStations(computed: ComputedEvents['stations']): string[] {
  return pair(
    sample.stations,
    computed,
    (x) => `${x.body}-${x.direction}`,
    (x) => x.jdUT,
    (r) => r.id,
    (r, c) => {
      const dt = minutes(c.jdUT, r.jdUT);
      const arcsecPerDay = Math.abs(dt * MINUTE * r.acceleration * 3600);
      return Math.abs(dt) > 2 && arcsecPerDay > 0.1 ? `${dt.toFixed(2)} min (${arcsecPerDay.toFixed(3)}"/day)` : null;
    },
  );
}

export function compareIngresses(computed: ComputedEvents['ingresses']): string[] {
  return pair(
    sample.ingresses,
    computed,
    (x) => `${x.body}-${x.sign}-${x.direction}`,
    (x) => x.jdUT,
    (r) => r.id,
    (r, c) => {
      const dt = minutes(c.jdUT, r.jdUT);
      const arcsec = Math.abs(dt * MINUTE * r.speed * 3600);
      return Math.abs(dt) > 2 && arcsec > 1 ? `${dt.toFixed(2)} min (${arcsec.toFixed(2)}")` : null;
    },
  );
}

export function compareMoonPhases(computed: ComputedEvents['moonPhases']): string[] {
  return pair(
    sample.moonPhases,
    computed,
    (x) => x.phase,
    (x) => x.jdUT,
    (r) => r.id,
    (r, c) => {
      const dt = minutes(c.jdUT, r.jdUT);
      return Math.abs(dt) > 2 ? `${dt.toFixed(2)} min` : null;
    },
  );
}

export function compareVoidOfCourse(
  variant: keyof typeof sample.voidOfCourse,
  computed: ComputedEvents['voidOfCourse'],
): string[] {
  return pair(
    sample.voidOfCourse[variant],
    computed,
    (x) => `${x.sign}-${x.nextSign}`,
    (x) => x.endJdUT,
    (r) => `${variant} ${r.id}`,
    (r, c) => {
      const start = minutes(c.startJdUT, r.startJdUT);
      const end = minutes(c.endJdUT, r.endJdUT);
      if (Math.abs(start) > 2 || Math.abs(end) > 2) return `start ${start.toFixed(2)} min, end ${end.toFixed(2)} min`;
      const want = r.lastAspect ? `${r.lastAspect.planet} ${r.lastAspect.aspect}` : 'none';
      const got = c.lastAspect ? `${c.lastAspect.planet} ${c.lastAspect.aspect}` : 'none';
      return want === got ? null : `last aspect ${got}, expected ${want}`;
    },
  );
}

export interface ComputedHours {
  dayRuler: string;
  sunriseJdUT: number;
  sunsetJdUT: number;
  nextSunriseJdUT: number;
  sunriseLocal: string;
  hours: { hour: number; ruler: string; startJdUT: number; endJdUT: number }[];
}

export function comparePlanetaryHours(
  reference: (typeof sample.planetaryHours)[number],
  computed: ComputedHours,
): string[] {
  const problems: string[] = [];
  const check = (what: string, got: number, want: number) => {
    const dt = minutes(got, want);
    if (Math.abs(dt) > 2) problems.push(`${reference.id} ${what}: ${dt.toFixed(2)} min`);
  };
  check('sunrise', computed.sunriseJdUT, reference.sunriseJdUT);
  check('sunset', computed.sunsetJdUT, reference.sunsetJdUT);
  check('next sunrise', computed.nextSunriseJdUT, reference.nextSunriseJdUT);
  if (computed.dayRuler !== reference.dayRuler) problems.push(`${reference.id} day ruler ${computed.dayRuler}`);
  if (computed.hours.length !== 24) problems.push(`${reference.id}: ${computed.hours.length} hours`);
  for (const want of reference.hours) {
    const got = computed.hours.find((h) => h.hour === want.hour);
    if (!got) continue;
    if (got.ruler !== want.ruler)
      problems.push(`${reference.id} hour ${want.hour}: ${got.ruler}, expected ${want.ruler}`);
    check(`hour ${want.hour} start`, got.startJdUT, want.startJdUT);
    check(`hour ${want.hour} end`, got.endJdUT, want.endJdUT);
  }
  return problems;
}

export function compareProgressions(
  reference: (typeof sample.progressions)[number],
  progressed: Record<string, number>,
): string[] {
  return Object.entries(reference.progressed).flatMap(([point, want]) => {
    const got = progressed[point];
    if (got === undefined) return [`${reference.id} ${point} missing`];
    const arcsec = Math.abs(((((got - want) % 360) + 540) % 360) - 180) * 3600;
    return arcsec > 60 ? [`${reference.id} ${point}: ${arcsec.toFixed(1)}"`] : [];
  });
}
