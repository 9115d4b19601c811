import { describe, expect, it } from 'vitest';
import { defaultDatasetName, sqllabVizData } from './saveAsDataset';
import { testColumn, testDatasource } from '../../../testing/testDatasource';

const query = testDatasource({
  id: 31,
  type: 'query',
  table_name: 'Untitled Query 1',
  sql: ' SELECT ds, name FROM birth_names ',
  schema: 'main',
  database: { id: 2, database_name: 'examples' },
  template_params: '{"x": 1}',
  columns: [
    testColumn({ column_name: 'ds', type: 'TIMESTAMP', is_dttm: true }),
    testColumn({ column_name: 'name' }),
  ],
});

describe('save as dataset', () => {
  it('names the dataset after the query and the time', () => {
    expect(defaultDatasetName(query, new Date(2024, 4, 7, 9, 3, 5))).toBe(
      'Untitled Query 1 05/07/2024 09:03:05',
    );
    expect(defaultDatasetName({ table_name: '', name: 'Mine' }, new Date(2024, 0, 1))).toBe(
      'Mine 01/01/2024 00:00:00',
    );
  });

  it('builds the sqllab_viz data', () => {
    expect(sqllabVizData(query, ' births ')).toEqual({
      schema: 'main',
      sql: 'SELECT ds, name FROM birth_names',
      dbId: 2,
      templateParams: '{"x": 1}',
      datasourceName: 'births',
      metrics: [],
      columns: [
        { name: 'ds', column_name: 'ds', type: 'TIMESTAMP', is_date: true, is_dttm: true },
        { name: 'name', column_name: 'name', type: 'VARCHAR', is_date: false, is_dttm: false },
      ],
    });
  });

  it('refuses an empty name or SQL', () => {
    expect(sqllabVizData(query, '  ')).toBeNull();
    expect(sqllabVizData({ ...query, sql: null }, 'x')).toBeNull();
  });
});
