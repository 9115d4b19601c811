import { describe, expect, it } from 'vitest';
import { sampleTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';
import { layoutIcicle, partitionOption, zoomTargetOf } from './partitionOption';
import { transformProps, type PartitionItem } from './transformProps';

const ROWS = [
  { island: 'Biscoe', species: 'Gentoo', sex: 'MALE', count: 61, mass: 5 },
  { island: 'Biscoe', species: 'Gentoo', sex: 'FEMALE', count: 58, mass: 4 },
  { island: 'Biscoe', species: 'Adelie', sex: 'MALE', count: 22, mass: 3 },
  { island: 'Biscoe', species: 'Adelie', sex: 'FEMALE', count: 22, mass: 3 },
  { island: 'Dream', species: 'Chinstrap', sex: 'MALE', count: 34, mass: 3 },
  { island: 'Dream', species: 'Chinstrap', sex: 'FEMALE', count: 34, mass: 3 },
  { island: 'Dream', species: 'Adelie', sex: 'MALE', count: 28, mass: 3 },
  { island: 'Dream', species: 'Adelie', sex: 'FEMALE', count: 27, mass: 3 },
  { island: 'Dream', species: 'Adelie', sex: null, count: 1, mass: 3 },
  { island: 'Torgersen', species: 'Adelie', sex: 'MALE', count: 23, mass: 3 },
  { island: 'Torgersen', species: 'Adelie', sex: 'FEMALE', count: 24, mass: 3 },
  { island: 'Torgersen', species: 'Adelie', sex: null, count: 5, mass: 3 },
];

const transform = sampleTransform(transformProps, {
  formData: {
    datasource: '7__table',
    viz_type: 'partition',
    groupby: ['island', 'species', 'sex'],
    metrics: ['count'],
    number_format: ',d',
    partition_limit: '0',
    partition_threshold: '0',
  },
  queriesData: [
    queryResult(
      { island: 'STRING', species: 'STRING', sex: 'STRING', count: 'NUMERIC', mass: 'NUMERIC' },
      ROWS,
    ),
  ],
});

/** The sum of `count` over the rows matching a path, computed straight from the rows. */
function expectedSum(path: Array<string | null>): number {
  const levels = ['island', 'species', 'sex'] as const;
  return ROWS.filter((row) => path.every((value, index) => row[levels[index]!] === value)).reduce(
    (sum, row) => sum + row.count,
    0,
  );
}

function childrenOf(items: PartitionItem[], parent: PartitionItem): PartitionItem[] {
  return items.filter((item) => item.parentId === parent.id);
}

describe('partition transformProps', () => {
  it('roots the icicle at the metric total and gives each node the sum of its rows', () => {
    const { icicles, columnCount, columnNames } = transform();
    expect(columnCount).toBe(4);
    expect(columnNames).toEqual(['Metric', 'island', 'species', 'sex']);
    const [icicle] = icicles;
    const root = icicle!.items[0]!;
    expect(root.node.name).toBe('count');
    expect(root.node.value).toBe(expectedSum([]));
    expect(root.label).toBe(`count: ${expectedSum([])}`);
    for (const item of icicle!.items.slice(1)) {
      const path = item.node.values.map((value) => (value === null ? null : String(value)));
      expect(item.node.value).toBe(expectedSum(path));
    }
    // Every row's leaf is drawn when nothing is pruned.
    expect(icicle!.items.filter((item) => item.depth === 3)).toHaveLength(ROWS.length);
  });

  it('orders children largest first and fills the parent in proportion to their values', () => {
    const { items } = transform().icicles[0]!;
    const islands = childrenOf(items, items[0]!);
    expect(islands.map((item) => item.node.name)).toEqual(['Biscoe', 'Dream', 'Torgersen']);
    const total = expectedSum([]);
    expect(islands[0]!.y0).toBe(0);
    expect(islands[0]!.y1).toBeCloseTo(expectedSum(['Biscoe']) / total);
    expect(islands[2]!.y1).toBeCloseTo(1);
    // Equal values: the later name comes first.
    const chinstrap = childrenOf(items, islands[1]!).find(
      (item) => item.node.name === 'Chinstrap',
    )!;
    expect(childrenOf(items, chinstrap).map((item) => item.node.name)).toEqual(['MALE', 'FEMALE']);
  });

  it('keeps at most partition_limit children per node, the largest ones', () => {
    const { items } = transform({ partition_limit: 1 }).icicles[0]!;
    const root = items[0]!;
    const islands = childrenOf(items, root);
    expect(islands.map((item) => item.node.name)).toEqual(['Biscoe']);
    // The kept child fills its parent.
    expect([islands[0]!.y0, islands[0]!.y1]).toEqual([0, 1]);
    expect(items.filter((item) => item.depth === 3).map((item) => item.node.name)).toEqual([
      'MALE',
    ]);
  });

  it('cuts children from the first one under partition_threshold of their siblings’ sum', () => {
    const { items } = transform({ partition_threshold: 0.3 }).icicles[0]!;
    const islands = childrenOf(items, items[0]!);
    const total = expectedSum([]);
    const shares = ['Biscoe', 'Dream', 'Torgersen'].map((name) => expectedSum([name]) / total);
    const kept = ['Biscoe', 'Dream', 'Torgersen'].filter((_, index) => shares[index]! >= 0.3);
    expect(islands.map((item) => item.node.name)).toEqual(kept);
    // The largest child always stays, whatever its share.
    const topLevel = transform({ partition_threshold: 0.9 }).icicles[0]!.items.filter(
      (item) => item.depth === 1,
    );
    expect(topLevel.map((item) => item.node.name)).toEqual(['Biscoe']);
    // Dream's Adelie of unknown sex (1 of 56) falls under 10 %.
    const dreamAdelie = transform({ partition_threshold: 0.1 }).icicles[0]!.items.filter(
      (item) => item.depth === 3 && item.node.key.startsWith('Dream / Adelie / '),
    );
    expect(dreamAdelie.map((item) => item.node.name)).toEqual(['MALE', 'FEMALE']);
  });

  it('sizes by the logarithm of the values on a log scale', () => {
    const { items } = transform({ log_scale: true }).icicles[0]!;
    const islands = childrenOf(items, items[0]!);
    const weights = ['Biscoe', 'Dream', 'Torgersen'].map((name) =>
      Math.log(expectedSum([name]) + 1),
    );
    const sum = weights.reduce((a, b) => a + b, 0);
    expect(islands[0]!.y1).toBeCloseTo(weights[0]! / sum);
  });

  it('draws one icicle per metric', () => {
    const { icicles } = transform({ metrics: ['count', 'mass'] });
    expect(icicles.map((icicle) => icicle.metricLabel)).toEqual(['count', 'mass']);
    expect(icicles[1]!.total).toBe(ROWS.reduce((sum, row) => sum + row.mass, 0));
  });
});

describe('partition drawing', () => {
  it('lays the levels out as equal columns over the full height', () => {
    const props = transform();
    const rects = layoutIcicle(
      props.icicles[0]!,
      4,
      { width: 400, height: 300, top: 0 },
      undefined,
    );
    const root = rects[0]!;
    expect(root).toMatchObject({ x: 0, y: 0, width: 100, height: 300 });
    const leaf = rects.find((rect) => rect.item.depth === 3)!;
    expect(leaf.x).toBe(300);
    expect(leaf.width).toBe(100);
  });

  it('zooms a clicked node to the full height, its parent in a strip at the left', () => {
    const props = transform();
    const items = props.icicles[0]!.items;
    const dream = items.find((item) => item.depth === 1 && item.node.name === 'Dream')!;
    const rects = layoutIcicle(props.icicles[0]!, 4, { width: 440, height: 300, top: 0 }, dream.id);
    const zoomed = rects.find((rect) => rect.item.id === dream.id)!;
    expect(zoomed).toMatchObject({ x: 40, y: 0, height: 300 });
    expect(zoomed.width).toBeCloseTo(400 / 3);
    expect(rects.every((rect) => rect.y >= 0 && rect.y + rect.height <= 300 + 1e-9)).toBe(true);
    const parent = rects.find((rect) => rect.item.depth === 0)!;
    expect(parent.x + parent.width).toBeCloseTo(40);
    // A leaf zooms into its parent.
    const leaf = items.find((item) => item.depth === 3)!;
    expect(zoomTargetOf(items, leaf.id)).toBe(leaf.parentId);
  });

  it('writes a tooltip with the levels above the node and its shares', () => {
    const props = transform();
    const option = partitionOption(props, {}) as {
      tooltip: { formatter: (params: unknown) => string };
      series: Array<{ data: Array<{ key: string }> }>;
    };
    const item = props.icicles[0]!.items.find(
      (candidate) => candidate.depth === 2 && candidate.node.key === 'Dream / Chinstrap',
    )!;
    const html = option.tooltip.formatter({ data: { key: item.id } });
    expect(html).toContain('Dream / Chinstrap');
    expect(html).toContain(`island: <b>Dream: ${expectedSum(['Dream'])}</b>`);
    const share = ((expectedSum(['Dream', 'Chinstrap']) / expectedSum(['Dream'])) * 100).toFixed(1);
    expect(html).toContain(`${share}% of Dream`);
    expect(option.series[0]!.data).toHaveLength(props.icicles[0]!.items.length);
  });

  it('hides labels of rectangles too short for a line of text', () => {
    const props = transform();
    const option = partitionOption(props, {}) as {
      series: Array<{
        data: Array<{ key: string }>;
        renderItem: (params: { dataIndex: number }) => {
          shape: { height: number };
          textContent: { ignore: boolean; style: { text: string } };
        };
      }>;
    };
    const series = option.series[0]!;
    const drawn = series.data.map((_, dataIndex) => series.renderItem({ dataIndex }));
    const short = drawn.filter((element) => element.shape.height <= 12);
    expect(short.length).toBeGreaterThan(0);
    expect(short.every((element) => element.textContent.ignore)).toBe(true);
    const tall = drawn.filter((element) => element.shape.height > 12);
    expect(tall.every((element) => !element.textContent.ignore)).toBe(true);
    expect(tall[0]!.textContent.style.text).toBe(`count: ${expectedSum([])}`);
  });
});
