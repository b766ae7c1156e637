/** Saved charts: a signed-in user's named charts, each readable, renamable and removable by its owner only. */
import { castNatal } from '@core/astro/natal';
import {
  type BirthChartResponse,
  type ParsedBirthChartRequest,
  SAVED_CHARTS_FULL,
  SAVED_CHARTS_LIMIT,
  type SavedChart,
  type SavedChartListItem,
  type SaveChartResponse,
  SavedChartsQuerySchema,
} from '@schema/birth-chart';
import type { FirstRead } from '@worker/lib/auth-context';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import {
  type ChartListRow,
  chartKey,
  chartsPage,
  deleteChart,
  findChart,
  findChartByKey,
  insertChart,
  listCharts,
  renameChart,
  type SavedChartRow,
  zodiacOfKey,
} from './birth-chart.repository';
import { createBirthChart } from './birth-chart.service';

const listItem = (row: ChartListRow): SavedChartListItem => ({
  id: row.id,
  name: row.name,
  sunSign: row.sunSign,
  moonSign: row.moonSign,
  risingSign: row.risingSign,
  createdAt: row.createdAt.toISOString(),
  birthLocation: row.birthLocation,
  birthDate: row.birthDate,
  birthTime: row.birthTime,
  birthTimeUnknown: row.birthTimeUnknown,
  zodiac: zodiacOfKey(row.chartKey),
});

const notFound = () => new ApiError('NOT_FOUND', 'No saved chart with that id');

/** A page of the user's charts, newest first; the first page as the session's lookup brought it, when it did. */
export async function savedChartsOf(
  db: Database,
  userId: string,
  page: { limit: number; before?: string },
  firstPage?: ChartListRow[],
): Promise<SavedChartListItem[]> {
  return (firstPage ?? (await listCharts(db, userId, page))).map(listItem);
}

/**
 * The list's first page (no cursor), read with the session's lookup: what the charts screen
 * asks first. A query the validator will refuse reads nothing ahead.
 */
export const firstChartsPage: FirstRead<ChartListRow[]> = (c, db, userId) => {
  const page = SavedChartsQuerySchema.safeParse(c.req.query());
  return page.success && page.data.before === undefined ? chartsPage(db, userId, page.data.limit) : null;
};

/** A chart with the answer as it was given when it was cast. */
export const savedChartOf = (row: SavedChartRow): SavedChart => ({
  ...listItem(row),
  result: JSON.parse(row.response) as BirthChartResponse,
});

/**
 * The same chart in the tropical zodiac, the one every feature that computes from a chart (the
 * personal horoscope's transits, synastry, Stella) works in: a chart saved in the sidereal zodiac
 * is cast again from its stored birth, place and offset, to the same instant (decision 047).
 */
export function inTropicalZodiac(saved: SavedChart): SavedChart {
  const { chart } = saved.result;
  if (chart.zodiac !== 'sidereal') return saved;
  const outcome = castNatal(
    {
      birthDate: saved.birthDate,
      birthTime: saved.birthTime,
      birthTimeUnknown: saved.birthTimeUnknown,
      houseSystem: chart.houseSystem,
      utcOffsetMinutes: chart.utcOffsetMinutes,
    },
    chart.location,
  );
  // The birth was cast once already, at this offset: it has one reading.
  if (outcome.kind !== 'ok') throw new Error(`The saved chart ${saved.id} no longer casts (${outcome.kind})`);
  return { ...saved, result: outcome.result };
}

/** One of the user's charts with the answer as it was given; 404 for any other id. */
export async function savedChart(db: Database, userId: string, id: string): Promise<SavedChart> {
  const row = await findChart(db, userId, id);
  if (!row) throw notFound();
  return savedChartOf(row);
}

/** Removes one of the user's charts; 404 for any other id. */
export async function deleteSavedChart(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deleteChart(db, userId, id))) throw notFound();
}

/**
 * Saves the chart of a birth under a name: cast on the server (the answer kept is the one the
 * user opens later), stored once per birth. An identical birth already saved is answered as it
 * is, with `created: false`; a full account is a 409 that says what to do.
 */
export async function saveNamedChart(
  db: Database,
  userId: string,
  input: ParsedBirthChartRequest & { name: string },
  options: { premium: boolean },
): Promise<SaveChartResponse> {
  const result = await createBirthChart(db, input, options);
  const key = chartKey(input, result);
  const id = await insertChart(db, userId, { name: input.name, key, input, result }, SAVED_CHARTS_LIMIT);
  const row = id ? await findChart(db, userId, id) : await findChartByKey(db, userId, key);
  if (!row) throw new ApiError('CONFLICT', SAVED_CHARTS_FULL);
  return { chart: listItem(row), created: id !== null };
}

/** Gives one of the user's charts a new name; 404 for any other id. */
export async function renameSavedChart(
  db: Database,
  userId: string,
  id: string,
  name: string,
): Promise<SavedChartListItem> {
  const row = await renameChart(db, userId, id, name);
  if (!row) throw notFound();
  return listItem(row);
}
