import { describe, expect, it } from 'vitest';
import {
  datasetWarningMarkdown,
  datasourceTitle,
  healthCheckMessage,
  isVirtualDataset,
  missingDatasourceState,
  parseExtra,
} from './datasourceInfo';
import { testDatasource } from '../../../testing/testDatasource';

describe('datasource header info', () => {
  it('titles a table by name and a query by its name, else its SQL', () => {
    expect(datasourceTitle(testDatasource({ name: 'main.birth_names' }))).toBe('main.birth_names');
    expect(datasourceTitle(testDatasource())).toBe('birth_names');
    expect(datasourceTitle(testDatasource({ type: 'query', sql: ' SELECT 1 ' }))).toBe('SELECT 1');
    expect(
      datasourceTitle(testDatasource({ type: 'query', name: 'Query 7', sql: 'SELECT 1' })),
    ).toBe('Query 7');
  });

  it('tells virtual datasets from physical ones', () => {
    expect(isVirtualDataset(testDatasource({ kind: 'virtual' }))).toBe(true);
    expect(isVirtualDataset(testDatasource({ kind: 'physical', sql: null }))).toBe(false);
    expect(isVirtualDataset({ sql: 'SELECT 1' })).toBe(true);
    expect(isVirtualDataset({ type: 'query', sql: 'SELECT 1' })).toBe(false);
  });

  it('reads the warning markdown from extra, else the top level', () => {
    expect(datasetWarningMarkdown({ extra: '{"warning_markdown":"**careful**"}' })).toBe(
      '**careful**',
    );
    expect(datasetWarningMarkdown({ extra: 'not json', warning_markdown: 'top' })).toBe('top');
    expect(datasetWarningMarkdown({ extra: null })).toBeNull();
    expect(parseExtra('[1]')).toEqual({});
  });

  it('reads the health check message', () => {
    expect(healthCheckMessage({ id: 1, health_check_message: 'Slow table' })).toBe('Slow table');
    expect(healthCheckMessage({ id: 1, health_check_message: '' })).toBeNull();
  });

  it('tells which missing warning applies', () => {
    const fd = { datasource: '', viz_type: 'table' };
    expect(missingDatasourceState(testDatasource(), fd)).toBe('none');
    expect(missingDatasourceState(null, fd)).toBe('missing_params');
    expect(missingDatasourceState(null, { ...fd, datasource: '3__table' })).toBe('missing_dataset');
    expect(missingDatasourceState(null, { ...fd, slice_id: 8 })).toBe('missing_dataset');
  });
});
