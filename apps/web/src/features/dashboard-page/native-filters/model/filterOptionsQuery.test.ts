import { describe, expect, it } from 'vitest';
import { nativeFilter } from '@panorama/core/filters/native-filter-fixture';
import { selectOptionsQuery } from './filterOptionsQuery';

const codes = nativeFilter('NATIVE_FILTER-code', {
  name: 'Code',
  filterType: 'filter_select',
  targets: [{ datasetId: 4, column: { name: 'code' } }],
  controlValues: { searchAllOptions: true },
});

const base = { dashboardId: 1, parentsExtraFormData: {}, rowLimit: 1000 };

describe('selectOptionsQuery with search all options', () => {
  it('asks for at most the row limit of distinct values without a search', () => {
    const query = selectOptionsQuery(codes, base)?.queries[0];
    expect(query?.columns).toEqual(['code']);
    expect(query?.row_limit).toBe(1000);
    expect(query?.filters).toEqual([]);
  });

  it('narrows the values on the server by the typed text, wildcards escaped', () => {
    const query = selectOptionsQuery(codes, { ...base, search: 'C-15_0%', searchKind: 'text' })
      ?.queries[0];
    expect(query?.filters).toEqual([{ col: 'code', op: 'ILIKE', val: '%C-15\\_0\\%%' }]);
    expect(query?.row_limit).toBe(1000);
  });

  it('a numeric column is searched from the typed number up', () => {
    const query = selectOptionsQuery(codes, { ...base, search: '1500', searchKind: 'numeric' })
      ?.queries[0];
    expect(query?.filters).toEqual([{ col: 'code', op: '>=', val: 1500 }]);
  });
});
