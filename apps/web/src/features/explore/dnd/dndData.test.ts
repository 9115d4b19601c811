import { describe, expect, it } from 'vitest';
import { testColumn, testMetric } from '../../../testing/testDatasource';
import { datasourceItemOf, dragLabel, reorderOf, zoneOf } from './dndData';

const column = testColumn({ column_name: 'origin' });
const metric = testMetric({ verbose_name: 'Count' });
const ref = (current: unknown) => ({ data: { current } }) as never;

describe('dnd data', () => {
  it('finds the zone a drag is over, on the zone or one of its items', () => {
    expect(zoneOf(ref({ kind: 'zone', zone: 'groupby' }))).toBe('groupby');
    expect(zoneOf(ref({ kind: 'zone-item', zone: 'metrics', index: 0, label: 'x' }))).toBe(
      'metrics',
    );
    expect(zoneOf(ref({ kind: 'column', column }))).toBeNull();
    expect(zoneOf(null)).toBeNull();
  });

  it('recognises datasource items', () => {
    expect(datasourceItemOf(ref({ kind: 'column', column }))).toEqual({ kind: 'column', column });
    expect(datasourceItemOf(ref({ kind: 'zone-item', zone: 'a', index: 0, label: '' }))).toBeNull();
  });

  it('labels the drag overlay', () => {
    expect(dragLabel({ kind: 'column', column })).toBe('origin');
    expect(dragLabel({ kind: 'metric', metric })).toBe('Count');
    expect(dragLabel({ kind: 'zone-item', zone: 'a', index: 1, label: 'SUM(x)' })).toBe('SUM(x)');
    expect(dragLabel(undefined)).toBe('');
  });

  it('reports reorders within one zone only', () => {
    const item = (zone: string, index: number) =>
      ref({ kind: 'zone-item', zone, index, label: '' });
    expect(reorderOf('m', item('m', 0), item('m', 2))).toEqual({ from: 0, to: 2 });
    expect(reorderOf('m', item('m', 0), item('m', 0))).toBeNull();
    expect(reorderOf('m', item('m', 0), item('g', 1))).toBeNull();
    expect(reorderOf('m', item('g', 0), item('g', 1))).toBeNull();
    expect(reorderOf('m', item('m', 0), null)).toBeNull();
  });
});
