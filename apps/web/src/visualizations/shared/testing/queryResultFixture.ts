/**
 * Test support: a chart data result written as its columns (name → generic type, in order) and
 * its rows, with the column lists and row count derived so a fixture cannot contradict itself.
 */
import { GenericDataType } from '@panorama/core/columns/type-names';
import type { ChartDataResult } from '../../chartPluginTypes';

export type ColumnKind = keyof typeof GenericDataType;

export function queryResult(
  columns: Record<string, ColumnKind>,
  data: Array<Record<string, unknown>>,
): ChartDataResult {
  return {
    colnames: Object.keys(columns),
    coltypes: Object.values(columns).map((kind) => GenericDataType[kind]),
    data,
    rowcount: data.length,
  };
}
