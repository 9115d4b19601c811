import { describe, expect, it } from 'vitest';
import { GenericDataType } from './columnTypes';
import { visibleRows } from './tableView';

const columns = [
  { key: 'name', type: GenericDataType.STRING },
  { key: 'n', type: GenericDataType.NUMERIC },
];
const rows = [
  { name: 'beta', n: 2 },
  { name: 'alpha', n: 3 },
  { name: 'gamma', n: 1 },
];

describe('visibleRows', () => {
  it('sorts and then filters', () => {
    expect(
      visibleRows(rows, columns, { sort: { key: 'n', direction: 'desc' }, filterText: 'a' }).map(
        (r) => r.name,
      ),
    ).toEqual(['alpha', 'beta', 'gamma']);
    expect(
      visibleRows(rows, columns, { sort: { key: 'name', direction: 'asc' }, filterText: 'MM' }).map(
        (r) => r.name,
      ),
    ).toEqual(['gamma']);
  });

  it('returns every row in received order with no sort or search', () => {
    expect(visibleRows(rows, columns, { sort: null, filterText: '' })).toEqual(rows);
  });
});
