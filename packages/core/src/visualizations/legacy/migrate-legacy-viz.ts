/**
 * Charts saved with a retired chart type (the NVD3 line, bar and area charts, the first pivot
 * table, treemap, sunburst, heatmap, histogram, bubble and sankey) open as their successors,
 * with every form-data key renamed the way Superset's own upgrade renames it, so a chart brought
 * from Superset draws the same data instead of 'not supported'. Pure: import, the chart API and
 * the chart editor all run this one function.
 */
import { copyJson } from '../../json/copy-json';
import { NO_TIME_RANGE } from '../../time/no-time-range';
import { CHART_MIGRATIONS } from './chart-migrations';
import type { FormData, LegacyVizMigration } from './migration-types';
import { TIMESERIES_MIGRATIONS } from './timeseries-migrations';

/** Where an upgraded chart keeps the form data it was saved with, as Superset keeps it. */
export const FORM_DATA_BACKUP_KEY = 'form_data_bak';

const MIGRATIONS = new Map<string, LegacyVizMigration>(
  [...TIMESERIES_MIGRATIONS, ...CHART_MIGRATIONS].map((migration) => [migration.source, migration]),
);

/** The retired chart types this module upgrades. */
export const LEGACY_VIZ_TYPES: readonly string[] = [...MIGRATIONS.keys()];

export function isLegacyVizType(vizType: unknown): boolean {
  return typeof vizType === 'string' && MIGRATIONS.has(vizType);
}

export interface LegacyMigrationOptions {
  /** The time range for a chart that had a time column but no range (the instance default). */
  defaultTimeRange?: string | null;
}

/**
 * The old charts filtered time through `granularity_sqla` + `time_range`; the new ones through a
 * TEMPORAL_RANGE filter on that column, and the time series among them put it on the x-axis.
 */
function moveTimeColumnToFilter(
  data: FormData,
  migration: LegacyVizMigration,
  options: LegacyMigrationOptions,
): void {
  const timeColumn = data.granularity_sqla;
  const timeRange = data.time_range || options.defaultTimeRange || NO_TIME_RANGE;
  delete data.granularity_sqla;
  delete data.time_range;
  if (!timeColumn) return;
  if (migration.timeColumnIsXAxis) {
    data.x_axis = timeColumn;
    data.time_grain_sqla = data.time_grain_sqla || 'P1D';
  }
  const isCustomSql = typeof timeColumn === 'object';
  const custom = (isCustomSql ? timeColumn : {}) as FormData;
  const filter: FormData = isCustomSql
    ? {
        clause: 'WHERE',
        subject: custom.label,
        operator: 'TEMPORAL_RANGE',
        comparator: null,
        expressionType: 'SQL',
        sqlExpression: custom.sqlExpression,
      }
    : {
        clause: 'WHERE',
        subject: timeColumn,
        operator: 'TEMPORAL_RANGE',
        comparator: timeRange,
        expressionType: 'SIMPLE',
      };
  const filters: unknown[] = Array.isArray(data.adhoc_filters) ? data.adhoc_filters : [];
  data.adhoc_filters = [...filters, filter];
}

function renameAndRemoveKeys(data: FormData, migration: LegacyVizMigration): FormData {
  const { rename, remove } = migration;
  // A key the new chart already has loses to the old key renamed onto it.
  for (const [oldKey, newKey] of Object.entries(rename)) {
    if (oldKey in data && newKey in data) delete data[newKey];
  }
  const upgraded: FormData = {};
  for (const [key, value] of Object.entries(data)) {
    const newKey = Object.hasOwn(rename, key) ? rename[key] : undefined;
    if (newKey !== undefined) upgraded[newKey] = value;
    else if (!remove.includes(key)) upgraded[key] = value;
  }
  return upgraded;
}

function upgrade(
  formData: Readonly<FormData>,
  migration: LegacyVizMigration,
  options: LegacyMigrationOptions,
): { vizType: string; formData: FormData } {
  const data: FormData = copyJson({ ...formData });
  const vizType = migration.prepare?.(data) ?? migration.target;
  if ('viz_type' in data) data.viz_type = vizType;
  const upgraded = renameAndRemoveKeys(data, migration);
  moveTimeColumnToFilter(upgraded, migration, options);
  migration.finish?.(upgraded);
  return { vizType, formData: upgraded };
}

/**
 * Form data of a retired chart type as its successor's form data; any other form data is
 * returned as it is. For form data the editor opens (a link, a permalink), which keeps no backup.
 */
export function migrateLegacyFormData(
  formData: Readonly<FormData>,
  options: LegacyMigrationOptions = {},
): Readonly<FormData> {
  const migration = MIGRATIONS.get(String(formData.viz_type));
  if (!migration) return formData;
  return upgrade(formData, migration, options).formData;
}

export interface StoredChart {
  vizType: string;
  params: FormData;
}

/**
 * A saved chart of a retired type as its successor, with the params it was saved with kept under
 * `form_data_bak` so nothing the author set is lost. Null when the chart's type is current.
 */
export function migrateLegacyChart(
  chart: StoredChart,
  options: LegacyMigrationOptions = {},
): StoredChart | null {
  const migration = MIGRATIONS.get(chart.vizType);
  if (!migration) return null;
  const { vizType, formData } = upgrade(
    { ...chart.params, viz_type: chart.vizType },
    migration,
    options,
  );
  return { vizType, params: { ...formData, [FORM_DATA_BACKUP_KEY]: chart.params } };
}
