/**
 * The digest in a thumbnail's URL (`/api/v1/chart/{id}/thumbnail/{digest}/`): a hash of
 * everything that shapes the picture, so an edit gives a new URL and an image cached under the
 * old one is never shown for the new state (browsers may then cache each URL for good).
 *
 * - A chart: its saved form data, type, dataset and last change.
 * - A dashboard: its layout, CSS, metadata and last change, plus each chart's id and last change,
 *   because editing a chart changes how every dashboard that holds it looks.
 */
import crypto from 'node:crypto';

export type ThumbnailKind = 'chart' | 'dashboard';

export interface ChartDigestSource {
  id: number;
  changed_on: string;
  viz_type: string;
  datasource_id: number | null;
  datasource_type: string | null;
  params: string | null;
}

export interface DashboardDigestSource {
  id: number;
  changed_on: string;
  position_json: string | null;
  css: string | null;
  json_metadata: string | null;
}

/** A chart on a dashboard, as far as its look goes: which one, and when it last changed. */
export interface ChartStamp {
  id: number;
  changed_on: string;
}

function md5(parts: (string | number | null)[]): string {
  return crypto
    .createHash('md5')
    .update(parts.map((p) => (p === null ? '' : String(p))).join('\n'))
    .digest('hex');
}

export function chartThumbnailDigest(chart: ChartDigestSource): string {
  return md5([
    chart.id,
    chart.changed_on,
    chart.viz_type,
    chart.datasource_id,
    chart.datasource_type,
    chart.params,
  ]);
}

export function dashboardThumbnailDigest(
  dashboard: DashboardDigestSource,
  charts: readonly ChartStamp[],
): string {
  const stamps = [...charts]
    .sort((a, b) => a.id - b.id)
    .map((c) => `${c.id}@${c.changed_on}`)
    .join(',');
  return md5([
    dashboard.id,
    dashboard.changed_on,
    dashboard.position_json,
    dashboard.css,
    dashboard.json_metadata,
    stamps,
  ]);
}

export function thumbnailUrl(kind: ThumbnailKind, id: number, digest: string): string {
  return `/api/v1/${kind}/${id}/thumbnail/${digest}/`;
}
