import { describe, expect, it } from 'vitest';
import {
  addEntry,
  columnsOf,
  configColumns,
  configFunction,
  configMetricValues,
  configSavedMetrics,
  filtersOf,
  metricsOf,
  datasourceFields,
  isMultiControl,
  listToValue,
  moveEntry,
  removeEntry,
  replaceEntry,
  valueToList,
} from './controlValue';

describe('control values', () => {
  it('decides multi from the config, else from the value', () => {
    expect(isMultiControl({ multi: true }, null)).toBe(true);
    expect(isMultiControl({ multi: false }, ['a'])).toBe(false);
    expect(isMultiControl({}, [])).toBe(true);
    expect(isMultiControl({}, 'a')).toBe(false);
    expect(isMultiControl({}, undefined)).toBe(false);
  });

  it('converts between stored values and lists', () => {
    expect(valueToList(null)).toEqual([]);
    expect(valueToList(undefined)).toEqual([]);
    expect(valueToList('a')).toEqual(['a']);
    expect(valueToList(['a', 'b'])).toEqual(['a', 'b']);
    expect(listToValue(['a', 'b'], true)).toEqual(['a', 'b']);
    expect(listToValue(['a'], false)).toBe('a');
    expect(listToValue([], false)).toBeNull();
    expect(listToValue([], true)).toEqual([]);
  });

  it('adds, replaces, removes and moves entries', () => {
    expect(addEntry(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(addEntry(['a'], 'b', false)).toEqual(['b']);
    expect(replaceEntry(['a', 'b'], 1, 'c')).toEqual(['a', 'c']);
    expect(removeEntry(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a'], 3, 0)).toEqual(['a']);
  });

  it('describes a missing dataset as having no fields', () => {
    expect(datasourceFields(null)).toEqual({ columns: [], metrics: [] });
  });

  it('reads function options of a control config', () => {
    const canDelete = () => true;
    expect(configFunction({ type: 'DndFilterSelect', canDelete }, 'canDelete')).toBe(canDelete);
    expect(
      configFunction({ type: 'DndFilterSelect', canDelete: 'x' }, 'canDelete'),
    ).toBeUndefined();
  });
});

describe('entries of a stored value', () => {
  it('keeps only entries of the zone’s kind', () => {
    expect(columnsOf(['a', '', { sqlExpression: 'b' }, 3, null])).toEqual([
      'a',
      { sqlExpression: 'b' },
    ]);
    expect(columnsOf('a')).toEqual(['a']);
    expect(metricsOf(['count', { expressionType: 'SQL', sqlExpression: 'x' }, { foo: 1 }])).toEqual(
      ['count', { expressionType: 'SQL', sqlExpression: 'x' }],
    );
    expect(metricsOf(null)).toEqual([]);
    const filter = { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'a' };
    expect(filtersOf([filter, { expressionType: 'SIMPLE' }, 'x'])).toEqual([filter]);
  });
});

describe('lists a control config carries', () => {
  it('reads columns, saved metrics and metric values when present', () => {
    const config = {
      type: 'DndColumnSelect' as const,
      options: [{ column_name: 'a' }, { nope: 1 }],
      savedMetrics: [{ metric_name: 'count' }, 'x'],
      selectedMetrics: ['count', { expressionType: 'SQL', sqlExpression: 'y' }, 3],
    };
    expect(configColumns(config, 'options')).toEqual([{ column_name: 'a' }]);
    expect(configColumns(config, 'columns')).toBeUndefined();
    expect(configSavedMetrics(config)).toEqual([{ metric_name: 'count' }]);
    expect(configSavedMetrics({ type: 'DndMetricSelect' })).toBeUndefined();
    expect(configMetricValues(config, 'selectedMetrics')).toEqual([
      'count',
      { expressionType: 'SQL', sqlExpression: 'y' },
    ]);
  });
});
