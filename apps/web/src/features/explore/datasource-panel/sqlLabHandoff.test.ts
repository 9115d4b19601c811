import { describe, expect, it } from 'vitest';
import { fallbackSelectStar, sqlLabFormFields, sqlLabHandoff } from './sqlLabHandoff';
import { testDatasource } from '../../../testing/testDatasource';

describe('sqlLabHandoff', () => {
  it('opens a virtual dataset with its own SQL', () => {
    const ds = testDatasource({ id: 4, kind: 'virtual', sql: 'SELECT 1 AS x' });
    expect(sqlLabHandoff(ds)).toEqual({ datasourceKey: '4__table', sql: 'SELECT 1 AS x' });
  });

  it('opens a physical table with the server select_star', () => {
    const ds = testDatasource({ id: 4, select_star: 'SELECT *\nFROM main.birth_names\nLIMIT 100' });
    expect(sqlLabHandoff(ds)?.sql).toBe('SELECT *\nFROM main.birth_names\nLIMIT 100');
  });

  it('builds a SELECT * when select_star is missing', () => {
    expect(sqlLabHandoff(testDatasource({ id: 4 }))).toEqual({
      datasourceKey: '4__table',
      sql: 'SELECT * FROM main.birth_names LIMIT 100',
    });
    expect(fallbackSelectStar('my table', null)).toBe('SELECT * FROM "my table" LIMIT 100');
    expect(fallbackSelectStar('t', 'we"ird')).toBe('SELECT * FROM "we""ird".t LIMIT 100');
  });

  it('uses the query key and SQL of a query datasource', () => {
    const ds = testDatasource({ id: 12, type: 'query', sql: 'SELECT 2' });
    expect(sqlLabHandoff(ds)).toEqual({ datasourceKey: '12__query', sql: 'SELECT 2' });
  });

  it('gives up when there is nothing to open', () => {
    expect(sqlLabHandoff(testDatasource({ id: 0 }))).toBeNull();
    expect(sqlLabHandoff(testDatasource({ type: 'query', sql: '  ' }))).toBeNull();
    expect(sqlLabHandoff(testDatasource({ table_name: '' }))).toBeNull();
  });

  it('lists the form fields with the CSRF token', () => {
    expect(sqlLabFormFields({ datasourceKey: '1__table', sql: 'SELECT 1' }, 'tok')).toEqual([
      ['datasourceKey', '1__table'],
      ['sql', 'SELECT 1'],
      ['csrf_token', 'tok'],
    ]);
  });
});
