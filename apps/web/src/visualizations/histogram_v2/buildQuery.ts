/**
 * The histogram's chart data request (Superset's Histogram buildQuery): the raw values of the
 * column (no metrics, so no aggregation) with the group-by columns, binned on the server by the
 * `histogram` post-processing step into `bins` equal bins, optionally cumulative or normalised.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { type PostProcessingRule, type QueryContext } from '@panorama/core/query/query-object';
import { getColumnLabel } from '@panorama/core/query/labels';
import { readColumnList } from '../shared/form-data/formDataColumns';

/** Superset's default bin count, used for a missing or non-numeric `bins`. */
export const DEFAULT_BINS = 5;

export function readBins(value: unknown): number {
  if (value === null || value === undefined || value === '') return DEFAULT_BINS;
  const bins = Number(value);
  return Number.isNaN(bins) ? DEFAULT_BINS : bins;
}

export function histogramOperator(formData: QueryFormData): PostProcessingRule {
  const [column] = readColumnList(formData, 'column');
  return {
    operation: 'histogram',
    options: {
      column: column === undefined ? null : getColumnLabel(column),
      groupby: readColumnList(formData, 'groupby').map(getColumnLabel),
      bins: readBins(formData.bins),
      cumulative: formData.cumulative === true,
      normalize: formData.normalize === true,
    },
  };
}

export function buildQuery(formData: QueryFormData): QueryContext {
  const groupby = readColumnList(formData, 'groupby');
  const columns = [...groupby, ...readColumnList(formData, 'column').slice(0, 1)];
  return buildQueryContext(formData, (base) => {
    // Raw values: without metrics the server selects rows instead of aggregating them.
    const { metrics: _metrics, ...raw } = base;
    return [{ ...raw, columns, post_processing: [histogramOperator(formData)] }];
  });
}
