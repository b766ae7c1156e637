/**
 * "My chart": the one chart of a person (docs/decisions/031-one-chart-per-person.md). Birth data
 * saved on the profile and a saved chart made "my chart" are the same thing, so every feature
 * that reads the reader's chart finds it whichever way it was given.
 */
import { UNKNOWN_TIME } from '@core/astro/natal';
import { logger } from '@worker/lib/log';
import { canUse } from '@core/plans';
import { type BirthChartResponse, BirthChartRequestSchema, type SavedChart } from '@schema/birth-chart';
import type { UserRow } from '@schema/db';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { tierOf } from '@worker/lib/tiers';
import {
  chartKey,
  findChart,
  findChartByKey,
  insertChart,
  linkMyChart,
  recastChart,
  type SavedChartRow,
} from './birth-chart.repository';
import { createBirthChart } from './birth-chart.service';
import { inTropicalZodiac, savedChartOf } from './saved-charts.service';

/** A person's birth as the profile keeps it: no time means the time is unknown. */
export interface OwnBirth {
  birthDate: string;
  birthTime: string | null;
  birthLocation: string;
}

const placeOf = (row: SavedChartRow) => {
  const { location } = (JSON.parse(row.response) as BirthChartResponse).chart;
  return { latitude: location.latitude, longitude: location.longitude, timezone: location.timezone };
};

/** The person's own chart is never refused for a full account: it is the one chart that is theirs. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * Casts the person's birth and keeps it as their chart: the chart that is theirs now (`current`)
 * is cast anew in place, keeping its name; otherwise the same birth already saved is used, or a
 * new chart is saved under the person's first name (without one, the list calls it "My chart"). A place that cannot be resolved
 * is the caster's 422, before anything is stored.
 */
export async function keepOwnChart(
  db: Database,
  user: UserRow,
  birth: OwnBirth,
  current: string | null,
): Promise<{ row: SavedChartRow; result: BirthChartResponse }> {
  const mine = current ? await findChart(db, user.id, current) : undefined;
  const input = BirthChartRequestSchema.parse({
    birthDate: birth.birthDate,
    birthTime: birth.birthTime ?? UNKNOWN_TIME,
    birthTimeUnknown: birth.birthTime === null,
    birthLocation: birth.birthLocation,
    // The same place as the chart's: its coordinates, not the gazetteer's reading of its name again.
    ...(mine && mine.birthLocation === birth.birthLocation ? placeOf(mine) : {}),
  });
  const result = await createBirthChart(db, input, { premium: canUse(tierOf(user), 'premiumChartAnalysis') });
  const key = chartKey(input, result);
  const recast = mine ? await recastChart(db, user.id, mine.id, { key, input, result }) : undefined;
  if (recast) return { row: recast, result };
  // Named after its person, as the list shows it beside its "My chart" mark.
  const name = user.firstName?.trim() || null;
  const id = await insertChart(db, user.id, { name, key, input, result }, NO_LIMIT);
  const row = id ? await findChart(db, user.id, id) : await findChartByKey(db, user.id, key);
  // Only a chart deleted between the insert and the read lands here.
  if (!row) throw new ApiError('CONFLICT', 'Your chart changed while it was being saved. Please try again.');
  return { row, result };
}

/**
 * The reader's own chart, or null when they have given no birth data. A profile whose chart is
 * gone (deleted, or birth data typed before the two were one) has it cast again from the birth
 * data and kept: nobody who gave their birth data is asked for it again.
 */
export async function myChartOf(db: Database, user: UserRow): Promise<SavedChart | null> {
  if (user.myChartId) {
    const row = await findChart(db, user.id, user.myChartId);
    if (row) return inTropicalZodiac(savedChartOf(row));
  }
  if (!user.birthDate || !user.birthLocation) return null;
  const birth = { birthDate: user.birthDate, birthTime: user.birthTime, birthLocation: user.birthLocation };
  try {
    const { row } = await keepOwnChart(db, user, birth, null);
    await linkMyChart(db, user.id, row.id, user.myChartId);
    return savedChartOf(row);
  } catch (error) {
    // A birth place the gazetteer no longer resolves: the reader is asked for it on the profile.
    if (error instanceof ApiError && error.status < 500) {
      logger.warn('my-chart.recast', { userId: user.id, code: error.code });
      return null;
    }
    throw error;
  }
}
