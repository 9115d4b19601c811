import { describe, expect, it } from 'vitest';
import { OPERATOR_IDS, type AdhocFilter } from '@panorama/core/adhoc/adhoc-types';
import type { DatasourceColumn, DatasourceJson } from '../../../models/datasourceTypes';
import { testColumn } from '../../../testing/testDatasource';
import {
  advancedTypeValues,
  chartMetrics,
  comparatorForSelect,
  filterableColumns,
  loadsValueSuggestions,
  metricLabels,
  operatorLabel,
  partitionColumnOf,
  subjectSelectValue,
  valueOptions,
} from './filterOptions';

function column(name: string, extra: Partial<DatasourceColumn> = {}): DatasourceColumn {
  return testColumn({ column_name: name, ...extra });
}
const datasource = {
  id: 1,
  table_name: 'flights',
  columns: [column('origin')],
  metrics: [],
} as unknown as DatasourceJson;
const where: AdhocFilter = { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'origin' };

describe('filter popover helpers', () => {
  it('names every operator', () => {
    for (const id of OPERATOR_IDS) expect(operatorLabel(id)).not.toBe('');
    expect(operatorLabel('EQUALS')).toBe('Equal to (=)');
    expect(operatorLabel('NOT_IN')).toBe('Not in');
  });

  it('lists the chart’s metric labels once each', () => {
    const metrics = chartMetrics({
      datasource: '1__table',
      viz_type: 'table',
      metrics: [
        'count',
        { expressionType: 'SIMPLE', column: { column_name: 'x' }, aggregate: 'SUM' },
      ],
      metric: 'count',
    });
    expect(metrics).toHaveLength(3);
    expect(metricLabels(metrics)).toEqual(['count', 'SUM(x)']);
    expect(chartMetrics(null)).toEqual([]);
  });

  it('keeps filterable columns', () => {
    expect(
      filterableColumns([column('a'), column('b', { filterable: false })]).map(
        (c) => c.column_name,
      ),
    ).toEqual(['a']);
  });

  it('tells metric subjects from column subjects', () => {
    expect(subjectSelectValue(where)).toBe('origin');
    expect(subjectSelectValue({ ...where, clause: 'HAVING', subject: 'count' })).toBe(
      'metric:count',
    );
    expect(subjectSelectValue({ ...where, subject: null })).toBeUndefined();
  });

  it('turns distinct values into options, without nulls or duplicates', () => {
    expect(valueOptions(['SFO', 1, true, null, 'SFO'])).toEqual([
      { value: 'SFO', label: 'SFO' },
      { value: 1, label: '1' },
      { value: 'true', label: 'true' },
    ]);
  });

  it('shapes the comparator for single and multi selects', () => {
    expect(comparatorForSelect(['a', 1, true], true)).toEqual(['a', 1, 'true']);
    expect(comparatorForSelect('a', true)).toEqual(['a']);
    expect(comparatorForSelect(undefined, true)).toEqual([]);
    expect(comparatorForSelect(['a', 'b'], false)).toBe('a');
    expect(comparatorForSelect(null, false)).toBeUndefined();
  });

  it('finds a single partition column only', () => {
    expect(partitionColumnOf({ partitions: { cols: ['ds'] } })).toBe('ds');
    expect(partitionColumnOf({ partitions: { cols: ['ds', 'hour'] } })).toBeNull();
    expect(partitionColumnOf({})).toBeNull();
    expect(partitionColumnOf(undefined)).toBeNull();
  });

  it('sends the typed values to the advanced type check, [""] when empty', () => {
    expect(advancedTypeValues(['80', 443])).toEqual(['80', 443]);
    expect(advancedTypeValues('http')).toEqual(['http']);
    expect(advancedTypeValues(undefined)).toEqual(['']);
    expect(advancedTypeValues([])).toEqual(['']);
  });

  it('loads value suggestions for WHERE filters on filterable columns', () => {
    const origin = column('origin');
    expect(loadsValueSuggestions(where, datasource, origin)).toBe(true);
    expect(loadsValueSuggestions({ ...where, clause: 'HAVING' }, datasource, origin)).toBe(false);
    expect(loadsValueSuggestions(where, datasource, null)).toBe(false);
    expect(loadsValueSuggestions(where, { ...datasource, filter_select: false }, origin)).toBe(
      false,
    );
    expect(loadsValueSuggestions(where, datasource, { ...origin, filterable: false })).toBe(false);
  });
});
