/**
 * Which dashboard time extras (`applied_time_extras`: __time_range, __time_col, __time_grain)
 * this dataset can honour, as Superset reports them in applied_filters / rejected_filters.
 */
import type { CompileDatasource } from './compile-datasource';
import type { AppliedFilter, RejectedFilter } from './where-filters';

export function timeExtrasStatus(
  datasource: CompileDatasource,
  extras: Record<string, unknown>,
): { applied: AppliedFilter[]; rejected: RejectedFilter[] } {
  const temporal = new Set(datasource.columns.filter((c) => c.is_dttm).map((c) => c.column_name));
  const applied: AppliedFilter[] = [];
  const rejected: RejectedFilter[] = [];
  const timeColumn = extras.__time_col;
  if (timeColumn) {
    if (typeof timeColumn === 'string' && temporal.has(timeColumn)) {
      applied.push({ column: '__time_col' });
    } else {
      rejected.push({ reason: 'not_in_datasource', column: '__time_col' });
    }
  }
  for (const key of ['__time_grain', '__time_range']) {
    const present = key === '__time_grain' ? key in extras : Boolean(extras[key]);
    if (!present) continue;
    if (temporal.size > 0) applied.push({ column: key });
    else rejected.push({ reason: 'no_temporal_column', column: key });
  }
  return { applied, rejected };
}
