/**
 * The dashboards a delete or an edit would touch: those showing any of the given charts, as the
 * "related objects" answers of databases and datasets list them.
 */
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../store/schema';

export interface RelatedDashboard {
  id: number;
  title: string;
  slug: string | null;
}

/** Each dashboard showing at least one of the charts, once, ordered by title. */
export async function dashboardsShowing(
  db: Kysely<MetadataSchema>,
  chartIds: number[],
): Promise<RelatedDashboard[]> {
  if (chartIds.length === 0) return [];
  return db
    .selectFrom('dashboards as b')
    .innerJoin('dashboard_charts as dc', 'dc.dashboard_id', 'b.id')
    .select(['b.id', 'b.dashboard_title as title', 'b.slug'])
    .distinct()
    .where('dc.chart_id', 'in', chartIds)
    .orderBy('title')
    .execute();
}

export interface RelatedChart {
  id: number;
  slice_name: string;
  viz_type: string;
}

export interface RelatedObjects {
  charts: RelatedChart[];
  dashboards: RelatedDashboard[];
}

/** The charts with the dashboards that show them. */
export async function withDashboards(
  db: Kysely<MetadataSchema>,
  charts: RelatedChart[],
): Promise<RelatedObjects> {
  const dashboards = await dashboardsShowing(
    db,
    charts.map((c) => c.id),
  );
  return { charts, dashboards };
}
