import { describe, expect, it } from 'vitest';
import { buildHierarchy, isOnSelectedPath, walkHierarchy, type HierarchyNode } from './hierarchy';

const ROWS = [
  { region: 'Europe', country: 'France', sales: 30, cost: 12 },
  { region: 'Europe', country: 'Spain', sales: 20, cost: 15 },
  { region: 'Asia', country: 'Japan', sales: 45, cost: 9 },
  { region: 'Europe', country: null, sales: 5, cost: 1 },
  // A numeric string counts as a number; a missing metric counts as zero.
  { region: 'Asia', country: 'Japan', sales: '5', cost: null },
];

function build(secondaryMetric?: string): HierarchyNode[] {
  return buildHierarchy({
    rows: ROWS,
    columns: ['region', 'country'],
    metric: 'sales',
    secondaryMetric,
    nameOf: (_column, value) => (value === null ? '<NULL>' : String(value)),
  });
}

describe('buildHierarchy', () => {
  it('nests rows by column and sums values upwards', () => {
    const [europe, asia] = build();
    expect(europe?.name).toBe('Europe');
    expect(europe?.value).toBe(30 + 20 + 5);
    expect(europe?.children.map((child) => [child.name, child.value])).toEqual([
      ['France', 30],
      ['Spain', 20],
      ['<NULL>', 5],
    ]);
    expect(asia?.value).toBe(45 + 5);
    expect(asia?.children).toHaveLength(1);
    expect(asia?.children[0]?.value).toBe(50);
  });

  it('keeps paths, raw values and keys', () => {
    const [europe] = build();
    const unknown = europe?.children[2];
    expect(unknown?.names).toEqual(['Europe', '<NULL>']);
    expect(unknown?.values).toEqual(['Europe', null]);
    expect(unknown?.key).toBe('Europe / <NULL>');
  });

  it('sums the secondary metric the same way', () => {
    const [europe, asia] = build('cost');
    expect(europe?.secondaryValue).toBe(12 + 15 + 1);
    expect(asia?.secondaryValue).toBe(9);
    expect(build()[0]?.secondaryValue).toBe(0);
  });

  it('visits parents before children', () => {
    const seen: string[] = [];
    walkHierarchy(build(), (node, parent) => seen.push(`${parent?.name ?? '-'}>${node.name}`));
    expect(seen).toEqual([
      '->Europe',
      'Europe>France',
      'Europe>Spain',
      'Europe><NULL>',
      '->Asia',
      'Asia>Japan',
    ]);
  });

  it('tells which nodes lie on a selected path', () => {
    expect(isOnSelectedPath('Europe', ['Europe / France'])).toBe(true);
    expect(isOnSelectedPath('Europe / France', ['Europe'])).toBe(true);
    expect(isOnSelectedPath('Europe / Spain', ['Europe / France'])).toBe(false);
    expect(isOnSelectedPath('Europe2', ['Europe'])).toBe(false);
  });
});
