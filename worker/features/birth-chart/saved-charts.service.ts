/** Saved charts: a signed-in user's charts, each readable and removable by its owner only. */
import type { BirthChartResponse, SavedChart, SavedChartListItem } from '@schema/birth-chart';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { deleteChart, findChart, listCharts, type SavedChartRow } from './birth-chart.repository';

const listItem = (row: SavedChartRow): SavedChartListItem => ({
  id: row.id,
  sunSign: row.sunSign,
  moonSign: row.moonSign,
  risingSign: row.risingSign,
  createdAt: row.createdAt.toISOString(),
  birthLocation: row.birthLocation,
  birthDate: row.birthDate,
  birthTime: row.birthTime,
  birthTimeUnknown: row.birthTimeUnknown,
});

const notFound = () => new ApiError('NOT_FOUND', 'No saved chart with that id');

/** A page of the user's charts, newest first. */
export async function savedChartsOf(
  db: Database,
  userId: string,
  page: { limit: number; before?: string },
): Promise<SavedChartListItem[]> {
  return (await listCharts(db, userId, page)).map(listItem);
}

/** One of the user's charts with the answer as it was given; 404 for any other id. */
export async function savedChart(db: Database, userId: string, id: string): Promise<SavedChart> {
  const row = await findChart(db, userId, id);
  if (!row) throw notFound();
  return { ...listItem(row), result: JSON.parse(row.response) as BirthChartResponse };
}

/** Removes one of the user's charts; 404 for any other id. */
export async function deleteSavedChart(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deleteChart(db, userId, id))) throw notFound();
}
