import { describe, expect, it } from 'vitest';
import { sampleTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';
import { partitionOption } from './partitionOption';
import { transformProps, type PartitionItem } from './transformProps';

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);
const MAR = Date.UTC(2024, 2, 1);
const TIMES = [JAN, FEB, MAR];

type TimeRow = {
  ds: number;
  island: string;
  species: string;
  count: number | null;
};

// Dream / Gentoo first appears in February; Torgersen / Adelie is gone by March; Dream / Chinstrap
// shows in February only; one count is null.
const ROWS: TimeRow[] = [
  { ds: JAN, island: 'Biscoe', species: 'Gentoo', count: 10 },
  { ds: JAN, island: 'Biscoe', species: 'Adelie', count: 4 },
  { ds: JAN, island: 'Dream', species: 'Adelie', count: 6 },
  { ds: JAN, island: 'Torgersen', species: 'Adelie', count: 3 },
  { ds: FEB, island: 'Biscoe', species: 'Gentoo', count: 12 },
  { ds: FEB, island: 'Biscoe', species: 'Adelie', count: null },
  { ds: FEB, island: 'Dream', species: 'Adelie', count: 7 },
  { ds: FEB, island: 'Dream', species: 'Gentoo', count: 2 },
  { ds: FEB, island: 'Torgersen', species: 'Adelie', count: 5 },
  { ds: FEB, island: 'Dream', species: 'Chinstrap', count: 4 },
  { ds: MAR, island: 'Biscoe', species: 'Gentoo', count: 15 },
  { ds: MAR, island: 'Biscoe', species: 'Adelie', count: 8 },
  { ds: MAR, island: 'Dream', species: 'Adelie', count: 9 },
  { ds: MAR, island: 'Dream', species: 'Gentoo', count: 1 },
];

const transform = sampleTransform(transformProps, {
  formData: {
    datasource: '7__table',
    viz_type: 'partition',
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1M',
    groupby: ['island', 'species'],
    metrics: ['count'],
    number_format: ',.4~f',
    date_time_format: '%Y-%m-%d',
    partition_limit: '0',
    partition_threshold: '0',
  },
  queriesData: [
    queryResult({ ds: 'TEMPORAL', island: 'STRING', species: 'STRING', count: 'NUMERIC' }, ROWS),
  ],
});

/** The rows under a group path (island, species), at one time when given. */
function rowsAt(path: string[], time?: number): TimeRow[] {
  return ROWS.filter(
    (row) =>
      (path[0] === undefined || row.island === path[0]) &&
      (path[1] === undefined || row.species === path[1]) &&
      (time === undefined || row.ds === time),
  );
}

const counts = (rows: TimeRow[]) =>
  rows.map((row) => row.count).filter((count): count is number => count !== null);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The group nodes (below any date level) with their group path. */
function groupItems(items: PartitionItem[], dateLevel: boolean) {
  const skip = dateLevel ? 1 : 0;
  return items
    .filter((item) => item.depth > skip)
    .map((item) => ({ item, path: item.node.values.slice(skip).map(String) }));
}

const PATHS = [
  ['Biscoe'],
  ['Dream'],
  ['Torgersen'],
  ['Biscoe', 'Gentoo'],
  ['Biscoe', 'Adelie'],
  ['Dream', 'Adelie'],
  ['Dream', 'Gentoo'],
  ['Dream', 'Chinstrap'],
  ['Torgersen', 'Adelie'],
];

describe('partition time-series options', () => {
  it('sums every node over the whole time range with "Aggregate Sum"', () => {
    const { icicles, columnNames } = transform({ time_series_option: 'agg_sum' });
    expect(columnNames).toEqual(['Metric', 'island', 'species']);
    const { items, total } = icicles[0]!;
    expect(total).toBe(sum(counts(ROWS)));
    const nodes = groupItems(items, false);
    expect(nodes).toHaveLength(PATHS.length);
    for (const { item, path } of nodes) expect(item.node.value).toBe(sum(counts(rowsAt(path))));
  });

  it('averages the rows of every node with "Aggregate Mean"', () => {
    const { items } = transform({ time_series_option: 'agg_mean' }).icicles[0]!;
    // The null count is left out of the mean: Biscoe / Adelie averages its two values.
    expect(items[0]!.node.value).toBeCloseTo(sum(counts(ROWS)) / (ROWS.length - 1));
    for (const { item, path } of groupItems(items, false)) {
      const values = counts(rowsAt(path));
      expect(item.node.value).toBeCloseTo(sum(values) / values.length);
    }
    const biscoeAdelie = items.find((item) => item.node.key === 'Biscoe / Adelie')!;
    expect(biscoeAdelie.node.value).toBe(6);
  });

  it.each([
    ['point_diff', (last: number, first: number) => last - first],
    ['point_factor', (last: number, first: number) => last / first],
    ['point_percent', (last: number, first: number) => last / first - 1],
  ] as const)('compares the last month with the first with %s', (option, compare) => {
    const { items } = transform({ time_series_option: option }).icicles[0]!;
    const at = (path: string[], time: number) => sum(counts(rowsAt(path, time)));
    expect(items[0]!.node.value).toBeCloseTo(compare(at([], MAR), at([], JAN)));
    const nodes = groupItems(items, false);
    // A group in neither the first nor the last month is not compared.
    const compared = PATHS.filter((path) => rowsAt(path, JAN).length + rowsAt(path, MAR).length);
    expect(nodes.map(({ path }) => path).sort()).toEqual(compared.sort());
    expect(compared).not.toContainEqual(['Dream', 'Chinstrap']);
    for (const { item, path } of nodes) {
      // A group missing from a month counts 0 there.
      const expected = compare(at(path, MAR), at(path, JAN));
      if (Number.isFinite(expected)) expect(item.node.value).toBeCloseTo(expected);
      else expect(item.node.value).toBe(expected);
    }
  });

  it('labels a node whose change is not a number, or zero, by its name alone', () => {
    const { items } = transform({ time_series_option: 'point_factor' }).icicles[0]!;
    // Dream / Gentoo has nothing in January: its factor is infinite.
    const dreamGentoo = items.find((item) => item.node.key === 'Dream / Gentoo')!;
    expect(dreamGentoo.node.value).toBe(Number.POSITIVE_INFINITY);
    expect(dreamGentoo.label).toBe('Gentoo');
    // Torgersen has nothing in March: its factor is 0, which is not written either.
    const torgersen = items.find((item) => item.node.key === 'Torgersen')!;
    expect(torgersen.node.value).toBe(0);
    expect(torgersen.label).toBe('Torgersen');
  });

  it('leaves shares out of tooltips where parents are not their children’s sums', () => {
    const tooltipOf = (props: ReturnType<typeof transform>, key: string) => {
      const option = partitionOption(props, {}) as {
        tooltip: { formatter: (params: unknown) => string };
      };
      const item = props.icicles[0]!.items.find((candidate) => candidate.node.key === key)!;
      return option.tooltip.formatter({ data: { key: item.id } });
    };
    const mean = transform({ time_series_option: 'agg_mean' });
    expect(mean.showShares).toBe(false);
    const meanTip = tooltipOf(mean, 'Biscoe / Adelie');
    expect(meanTip).not.toContain('of total');
    expect(meanTip).toContain('count: <b>6</b>');
    const summed = transform({ time_series_option: 'agg_sum' });
    expect(summed.showShares).toBe(true);
    expect(tooltipOf(summed, 'Biscoe / Adelie')).toContain('of total');
  });

  describe('"Time Series"', () => {
    it('puts the months as a level right after the metric, latest first', () => {
      const { icicles, columnCount, columnNames } = transform({
        time_series_option: 'time_series',
      });
      expect(columnCount).toBe(4);
      expect(columnNames).toEqual(['Metric', 'Date', 'island', 'species']);
      const { items } = icicles[0]!;
      const months = items.filter((item) => item.depth === 1);
      expect(months.map((item) => item.node.name)).toEqual([
        '2024-03-01',
        '2024-02-01',
        '2024-01-01',
      ]);
      for (const month of months) {
        const time = month.node.values[0] as number;
        expect(month.node.value).toBe(sum(counts(rowsAt([], time))));
        expect(month.label).toBe(`${month.node.name}: ${sum(counts(rowsAt([], time)))}`);
      }
      for (const item of items.filter((candidate) => candidate.depth > 1)) {
        const [time, ...path] = item.node.values;
        expect(item.node.value).toBe(sum(counts(rowsAt(path.map(String), time as number))));
      }
    });

    it('gives every month the same height with equal date sizes', () => {
      const { items } = transform({ time_series_option: 'time_series' }).icicles[0]!;
      const months = items.filter((item) => item.depth === 1);
      for (const [index, month] of months.entries()) {
        expect(month.y0).toBeCloseTo(index / 3);
        expect(month.y1).toBeCloseTo((index + 1) / 3);
      }
    });

    it('sizes months by their values without equal date sizes', () => {
      const { items } = transform({
        time_series_option: 'time_series',
        equal_date_size: false,
      }).icicles[0]!;
      const months = items.filter((item) => item.depth === 1);
      const totals = [MAR, FEB, JAN].map((time) => sum(counts(rowsAt([], time))));
      expect(months[0]!.y1).toBeCloseTo(totals[0]! / sum(totals));
      expect(months[2]!.y1).toBeCloseTo(1);
    });

    it('never limits the months and prunes them by threshold only without equal sizes', () => {
      const limited = transform({
        time_series_option: 'time_series',
        partition_limit: '1',
        partition_threshold: '0.4',
      }).icicles[0]!.items;
      expect(limited.filter((item) => item.depth === 1)).toHaveLength(3);
      // Islands below the months are still limited to one.
      const underMarch = limited.filter((item) => item.depth === 2 && item.node.values[0] === MAR);
      expect(underMarch).toHaveLength(1);
      // Unequal sizes: each month under 30 % of the months' sum is dropped, the first kept.
      const totals = [MAR, FEB, JAN].map((time) => sum(counts(rowsAt([], time))));
      const kept = [MAR, FEB, JAN].filter(
        (_, index) => index === 0 || totals[index]! / sum(totals) >= 0.3,
      );
      const pruned = transform({
        time_series_option: 'time_series',
        equal_date_size: false,
        partition_threshold: '0.3',
      }).icicles[0]!.items.filter((item) => item.depth === 1);
      expect(pruned.map((item) => item.node.values[0])).toEqual(kept);
      expect(kept.length).toBeLessThan(3);
    });
  });

  describe('"Advanced Analytics"', () => {
    /** The group's monthly sums, 0 where it has no row. */
    const monthly = (path: string[]) => TIMES.map((time) => sum(counts(rowsAt(path, time))));

    function valueAt(items: PartitionItem[], time: number, path: string[]): number | undefined {
      return items.find(
        (item) =>
          item.depth === path.length + 1 &&
          item.node.values[0] === time &&
          item.node.values.slice(1).join('/') === path.join('/'),
      )?.node.value;
    }

    it('draws each month’s sums without a rolling window; the metric has no value', () => {
      const { items } = transform({ time_series_option: 'adv_anal' }).icicles[0]!;
      expect(items[0]!.label).toBe('count');
      for (const [index, time] of TIMES.entries()) {
        expect(valueAt(items, time, [])).toBe(monthly([])[index]);
        for (const path of PATHS) expect(valueAt(items, time, path)).toBe(monthly(path)[index]);
      }
      // Every group seen in any month is drawn under every month (0 where it had no row).
      expect(valueAt(items, JAN, ['Dream', 'Gentoo'])).toBe(0);
    });

    it('applies a rolling mean and drops the first min_periods months', () => {
      const { items } = transform({
        time_series_option: 'adv_anal',
        rolling_type: 'mean',
        rolling_periods: 2,
        min_periods: 1,
      }).icicles[0]!;
      expect(items.filter((item) => item.depth === 1).map((item) => item.node.values[0])).toEqual([
        MAR,
        FEB,
      ]);
      for (const path of [[], ...PATHS]) {
        const [jan, feb, mar] = monthly(path);
        expect(valueAt(items, FEB, path)).toBeCloseTo((jan! + feb!) / 2);
        expect(valueAt(items, MAR, path)).toBeCloseTo((feb! + mar!) / 2);
      }
    });

    it('applies a cumulative sum and a rolling standard deviation', () => {
      const cumulative = transform({ time_series_option: 'adv_anal', rolling_type: 'cumsum' })
        .icicles[0]!.items;
      const biscoe = monthly(['Biscoe']);
      expect(valueAt(cumulative, MAR, ['Biscoe'])).toBe(sum(biscoe));
      const deviation = transform({
        time_series_option: 'adv_anal',
        rolling_type: 'std',
        rolling_periods: 3,
      }).icicles[0]!.items;
      const mean = sum(biscoe) / 3;
      const expected = Math.sqrt(sum(biscoe.map((value) => (value - mean) ** 2)) / 2);
      expect(valueAt(deviation, MAR, ['Biscoe'])).toBeCloseTo(expected);
      // One value has no sample deviation.
      expect(valueAt(deviation, JAN, ['Biscoe'])).toBeNaN();
    });

    it('divides each value by its month’s total over the level with contribution', () => {
      const { items } = transform({ time_series_option: 'adv_anal', contribution: true })
        .icicles[0]!;
      for (const [index, time] of TIMES.entries()) {
        expect(valueAt(items, time, [])).toBe(1);
        const islands = ['Biscoe', 'Dream', 'Torgersen'];
        const total = sum(islands.map((island) => monthly([island])[index]!));
        for (const island of islands) {
          expect(valueAt(items, time, [island])).toBeCloseTo(monthly([island])[index]! / total);
        }
        const pairs = PATHS.filter((path) => path.length === 2);
        const pairTotal = sum(pairs.map((path) => monthly(path)[index]!));
        for (const path of pairs) {
          expect(valueAt(items, time, path)).toBeCloseTo(monthly(path)[index]! / pairTotal);
        }
      }
    });

    it('fails when the window leaves no month', () => {
      expect(() =>
        transform({
          time_series_option: 'adv_anal',
          rolling_type: 'sum',
          rolling_periods: 5,
          min_periods: 3,
        }),
      ).toThrow(/did not return any data/);
    });
  });
});
