/**
 * Saved charts of a retired chart type (Superset's NVD3 and first-generation charts) upgraded to
 * their successors wherever a chart is read or imported, so they draw instead of answering
 * 'not supported'. The rules themselves are the shared pure ones in packages/core.
 */
import { parseJsonObject } from '@panorama/core/json/json-object';
import {
  FORM_DATA_BACKUP_KEY,
  isLegacyVizType,
  migrateLegacyChart,
} from '@panorama/core/visualizations/legacy/migrate-legacy-viz';
import type { ChartRow } from '../../store/schema';

interface UpgradedChart {
  viz_type: string;
  params: Record<string, unknown>;
  query_context: string | null;
}

/**
 * A saved query context carries the form data it was built from; it is given the upgraded form
 * data, as Superset's upgrade does, so a report or API client reading it sees the new chart type.
 */
function upgradedQueryContext(text: string | null, formData: Record<string, unknown>) {
  if (!text) return text;
  const context = parseJsonObject(text);
  if (!('form_data' in context)) return text;
  return JSON.stringify({ ...context, form_data: formData });
}

/** The chart as its successor type, or null when its type is current. */
export function upgradeLegacyChart(
  vizType: string,
  params: Record<string, unknown>,
  queryContext: string | null,
): UpgradedChart | null {
  const upgraded = migrateLegacyChart({ vizType, params });
  if (!upgraded) return null;
  const formData = { ...upgraded.params };
  delete formData[FORM_DATA_BACKUP_KEY];
  return {
    viz_type: upgraded.vizType,
    params: upgraded.params,
    query_context: upgradedQueryContext(queryContext, formData),
  };
}

/** A stored chart row as it is served: upgraded when its type is retired, else unchanged. */
export function upgradeLegacyChartRow(row: ChartRow): ChartRow {
  // Every chart list and dashboard passes through here: current types skip the params parse.
  if (!isLegacyVizType(row.viz_type)) return row;
  const upgraded = upgradeLegacyChart(row.viz_type, parseJsonObject(row.params), row.query_context);
  if (!upgraded) return row;
  return { ...row, ...upgraded, params: JSON.stringify(upgraded.params) };
}
