/**
 * The QueryObject checks Superset makes before compiling (query_object.py and the schema), with
 * its messages.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import {
  getColumnLabel,
  getMetricLabel,
  type QueryObject,
} from '@panorama/core/query/query-object';

const quoted = (labels: readonly string[]) => labels.map((l) => `"${l}"`).join(', ');

export function validateQueryObject(query: QueryObject): void {
  if (query.row_limit !== null && query.row_limit < 0) {
    throw new ValidationError('`row_limit` must be greater than or equal to 0');
  }
  if (query.row_offset < 0) {
    throw new ValidationError('`row_offset` must be greater than or equal to 0');
  }
  const columnLabels = query.columns.map(getColumnLabel);
  const missingSeries = query.series_columns
    .map(getColumnLabel)
    .filter((label) => !columnLabels.includes(label));
  if (missingSeries.length > 0) {
    throw new ValidationError(
      `The following entries in \`series_columns\` are missing in \`columns\`: ${quoted(missingSeries)}. `,
    );
  }
  const labels = [...columnLabels, ...(query.metrics ?? []).map(getMetricLabel)];
  const duplicates = [...new Set(labels.filter((label, i) => labels.indexOf(label) !== i))];
  if (duplicates.length > 0) {
    throw new ValidationError(
      `Duplicate column/metric labels: ${quoted(duplicates)}. Please make sure all columns and metrics have a unique label.`,
    );
  }
}
