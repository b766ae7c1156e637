/** The reference charts of test/fixtures/charts-sample.json cast by our engine, as a reader's birth is cast. */
import sample from '../fixtures/charts-sample.json' with { type: 'json' };
import { castNatal } from '../../core/astro/natal';
import type { PersonChart } from '../../core/synastry/contacts';

export type ReferenceCase = (typeof sample.cases)[number];
export const REFERENCE_CASES: readonly ReferenceCase[] = sample.cases;

/** Our chart of a reference case: the same instant and place; without a birth time, cast at noon of its date. */
export function chartOfCase(c: ReferenceCase, timeKnown = true): PersonChart {
  const outcome = castNatal(
    {
      birthDate: c.utc.slice(0, 10),
      birthTime: c.utc.slice(11, 19),
      birthTimeUnknown: !timeKnown,
      houseSystem: 'placidus',
    },
    { name: c.id, latitude: c.latitude, longitude: c.longitude, timezone: 'UTC' },
  );
  if (outcome.kind !== 'ok') throw new Error(`${c.id}: ${outcome.kind}`);
  return { chart: outcome.result.chart, timeKnown };
}
