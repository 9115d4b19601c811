/**
 * Link tables tie one object to others by two id columns (a dashboard's charts and roles, a rule's
 * datasets and roles, an object's owners). Replacing an object's links deletes its rows and
 * inserts one per distinct id, in batches that stay under the stores' parameter limits.
 */
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../store/schema';
import { chunks, type Db } from './object-rows';

export interface LinkTable {
  table: keyof MetadataSchema;
  /** The column holding the id of the object whose links are replaced. */
  ownKey: string;
  /** The column holding the linked ids. */
  linkedKey: string;
}

/** A dashboard's charts, replaced from the dashboard's side. */
export const CHARTS_OF_DASHBOARD: LinkTable = {
  table: 'dashboard_charts',
  ownKey: 'dashboard_id',
  linkedKey: 'chart_id',
};

/** The dashboards a chart is on, replaced from the chart's side. */
export const DASHBOARDS_OF_CHART: LinkTable = {
  table: 'dashboard_charts',
  ownKey: 'chart_id',
  linkedKey: 'dashboard_id',
};

// Kysely cannot follow table and column names held in values, so the queries see the store as
// one table of number columns.
type LinkView = Kysely<{ link: Record<string, number> }>;

export async function replaceLinks(
  db: Db,
  link: LinkTable,
  ownId: number,
  linkedIds: readonly number[],
): Promise<void> {
  const view = db as unknown as LinkView;
  const table = link.table as 'link';
  await view.deleteFrom(table).where(link.ownKey, '=', ownId).execute();
  for (const batch of chunks([...new Set(linkedIds)])) {
    await view
      .insertInto(table)
      .values(batch.map((id) => ({ [link.ownKey]: ownId, [link.linkedKey]: id })))
      .execute();
  }
}
