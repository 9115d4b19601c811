import { describe, expect, it } from 'vitest';
import {
  aggregatePivotValues,
  createPivotAccumulator,
  fractionBase,
  isPivotAggregate,
  PIVOT_AGGREGATES,
  type PivotAggregate,
  type PivotCellValue,
} from './pivot-aggregators';

/**
 * A mixed group: numbers, numeric text, text, and every kind of missing value. Its numeric
 * values are 4, 6, 1, 9, 4 (n = 5, sum 24, mean 4.8, sorted 1 4 4 6 9); squared deviations
 * from the mean 0.64 + 1.44 + 14.44 + 17.64 + 0.64 = 34.8, so the sample variance is 34.8 / 4.
 * Its present values are 4, '6', 1, 'abc', 9, 4 (six, five distinct).
 */
const MIXED = [4, '6', null, 1, Number.NaN, 'abc', 9, undefined, 4];
const NOTHING: unknown[] = [];
const ALL_MISSING = [null, undefined, Number.NaN];

type Row = [PivotAggregate, PivotCellValue, PivotCellValue, PivotCellValue];

// aggregate, result over MIXED, over an empty group, over a group of missing values only
const TABLE: Row[] = [
  ['Count', 6, 0, 0],
  ['Count Unique Values', 5, 0, 0],
  ['List Unique Values', '4, 6, 1, abc, 9', '', ''],
  ['Sum', 24, 0, 0],
  ['Average', 4.8, null, null],
  ['Median', 4, null, null],
  ['Sample Variance', 8.7, 0, 0],
  ['Sample Standard Deviation', Math.sqrt(8.7), 0, 0],
  ['Minimum', 1, null, null],
  ['Maximum', 9, null, null],
  // Natural order: numbers first, then numeric text, then other text.
  ['First', 1, null, null],
  ['Last', 'abc', null, null],
  ['Sum as Fraction of Total', 24, 0, 0],
  ['Sum as Fraction of Rows', 24, 0, 0],
  ['Sum as Fraction of Columns', 24, 0, 0],
  ['Count as Fraction of Total', 6, 0, 0],
  ['Count as Fraction of Rows', 6, 0, 0],
  ['Count as Fraction of Columns', 6, 0, 0],
];

function expectValue(actual: PivotCellValue, expected: PivotCellValue): void {
  if (typeof expected === 'number' && !Number.isInteger(expected)) {
    expect(actual).toBeCloseTo(expected, 12);
  } else {
    expect(actual).toBe(expected);
  }
}

describe('pivot aggregators', () => {
  it('has a row for every aggregate', () => {
    expect(TABLE.map(([name]) => name).sort()).toEqual([...PIVOT_AGGREGATES].sort());
  });

  it.each(TABLE)(
    '%s over values, an empty group and missing values',
    (name, mixed, empty, none) => {
      expectValue(aggregatePivotValues(name, MIXED), mixed);
      expectValue(aggregatePivotValues(name, NOTHING), empty);
      expectValue(aggregatePivotValues(name, ALL_MISSING), none);
    },
  );

  it.each([
    ['Count', [7], 1],
    ['Sum', [7], 7],
    ['Average', [7], 7],
    ['Median', [7], 7],
    ['Sample Variance', [7], 0],
    ['Sample Standard Deviation', [7], 0],
    ['Median', [3, 1, 4, 2], 2.5],
    ['Minimum', [-2, '-5', 3], -5],
    ['Maximum', ['10', 9, '2'], 10],
    ['Sample Variance', [2, 4, 4, 4, 5, 5, 7, 9], 32 / 7],
    ['Count Unique Values', [1, '1', 1], 2],
    ['List Unique Values', ['b', 'a', 'b', true], 'b, a, true'],
    ['First', ['item 10', 'item 2', 'item 1'], 'item 1'],
    ['Last', ['item 10', 'item 2', 'item 1'], 'item 10'],
    ['Last', [true, false], 'true'],
  ] as [PivotAggregate, unknown[], PivotCellValue][])(
    '%s of %j is %j',
    (name, values, expected) => {
      expectValue(aggregatePivotValues(name, values), expected);
    },
  );

  it('reads big integers as numbers', () => {
    expect(aggregatePivotValues('Sum', [9007199254740993n, 7n])).toBe(9007199254741000);
  });

  it('adds decimals without drift', () => {
    // The exact sum of ten 0.1 doubles rounds to 1; adding them one by one gives 0.9999999999999999.
    expect(
      aggregatePivotValues(
        'Sum',
        Array.from({ length: 10 }, () => 0.1),
      ),
    ).toBe(1);
    expect(
      aggregatePivotValues(
        'Average',
        Array.from({ length: 10 }, () => 0.1),
      ),
    ).toBe(0.1);
  });

  it('keeps giving the current value while values arrive', () => {
    const accumulator = createPivotAccumulator('Average');
    accumulator.push(2);
    expect(accumulator.value()).toBe(2);
    accumulator.push('4');
    expect(accumulator.value()).toBe(3);
  });

  it('names what each fraction divides by', () => {
    expect(fractionBase('Sum as Fraction of Total')).toBe('total');
    expect(fractionBase('Count as Fraction of Rows')).toBe('row');
    expect(fractionBase('Sum as Fraction of Columns')).toBe('col');
    expect(fractionBase('Sum')).toBeNull();
  });

  it('recognises the aggregate names and nothing else', () => {
    for (const name of PIVOT_AGGREGATES) expect(isPivotAggregate(name)).toBe(true);
    expect(isPivotAggregate('sum')).toBe(false);
    expect(isPivotAggregate(null)).toBe(false);
  });
});
