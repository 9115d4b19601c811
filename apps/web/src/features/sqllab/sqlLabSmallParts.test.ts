import { describe, expect, it } from 'vitest';
import { CLIENT_ID_LENGTH, newClientId } from './clientId';
import { formatDuration, stateColor, tabHistory } from './queryHistory';
import { clampRowLimit, formatRowLimit, rowLimitOptions } from './rowLimits';
import {
  csvExportPath,
  exploreDatasetPath,
  opensHistory,
  parseSqlLabUrl,
  savedQueryLink,
} from './sqlLabUrl';
import type { QueryRecord } from './sqllabTypes';
import { parseTemplateParams, TEMPLATE_PARAMS_INVALID, templateParamCount } from './templateParams';

describe('row limits', () => {
  it('offers the choices up to the server maximum, which is itself offered', () => {
    expect(rowLimitOptions(100000)).toEqual([10, 100, 1000, 10000, 100000]);
    expect(rowLimitOptions(5000)).toEqual([10, 100, 1000, 5000]);
    expect(rowLimitOptions(null)).toEqual([10, 100, 1000, 10000, 100000]);
    expect(clampRowLimit(100000, 5000)).toBe(5000);
    expect(clampRowLimit(0, null)).toBe(1000);
    expect(formatRowLimit(100000)).toBe('100 000');
    expect(formatRowLimit(10)).toBe('10');
  });
});

describe('template parameters', () => {
  it('accepts a JSON object or nothing', () => {
    expect(parseTemplateParams('')).toEqual({ ok: true, value: {} });
    expect(parseTemplateParams('{"year": 2004}')).toEqual({ ok: true, value: { year: 2004 } });
    expect(parseTemplateParams('[1]')).toEqual({ ok: false, message: TEMPLATE_PARAMS_INVALID });
    expect(parseTemplateParams('{year: 1}')).toEqual({
      ok: false,
      message: TEMPLATE_PARAMS_INVALID,
    });
    expect(templateParamCount('{"a": 1, "b": 2}')).toBe(2);
    expect(templateParamCount('nope')).toBe(0);
  });
});

describe('SQL Lab URLs', () => {
  it("opens on the query history from the navigation's 'Query history'", () => {
    expect(opensHistory('?show=history')).toBe(true);
    expect(opensHistory('?show=results')).toBe(false);
    expect(opensHistory('')).toBe(false);
    expect(opensHistory('', '/sqllab/history/')).toBe(true);
    expect(opensHistory('', '/sqllab/')).toBe(false);
  });

  it('reads what to open from the query string', () => {
    expect(parseSqlLabUrl('?handoff=AbC_12-x')).toEqual({ kind: 'handoff', key: 'AbC_12-x' });
    expect(parseSqlLabUrl('?savedQueryId=12')).toEqual({ kind: 'savedQuery', id: 12 });
    expect(parseSqlLabUrl('?queryId=3')).toEqual({ kind: 'query', id: 3 });
    expect(parseSqlLabUrl('?queryId=-3')).toBeNull();
    expect(parseSqlLabUrl('?handoff=../../x')).toBeNull();
    expect(parseSqlLabUrl('')).toBeNull();
  });

  it('builds links', () => {
    expect(savedQueryLink('http://bi.local', 4)).toBe('http://bi.local/sqllab/?savedQueryId=4');
    expect(exploreDatasetPath(9)).toBe('/explore/?datasource_type=table&datasource_id=9');
    expect(csvExportPath('a/b')).toBe('/api/v1/sqllab/export/a%2Fb/');
  });
});

describe('client ids and history', () => {
  it('makes 11-character URL-safe ids', () => {
    const id = newClientId();
    expect(id).toHaveLength(CLIENT_ID_LENGTH);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(newClientId((b) => b.fill(0))).toBe('AAAAAAAAAAA');
    expect(newClientId()).not.toBe(id);
  });

  it("lists this tab's runs newest first, searchable, without previews", () => {
    const base = {
      serverId: null,
      tab: 'T',
      dbId: 1,
      schema: null,
      progress: 0,
      rows: 1,
      limit: 10,
      runAsync: false,
      endDttm: null,
      errorMessage: null,
      resultsKey: null,
      results: null,
    } as const;
    const queries: Record<string, QueryRecord> = {
      a: {
        ...base,
        id: 'a',
        sqlEditorId: '1',
        sql: 'SELECT a',
        state: 'success',
        startDttm: 1,
        previewOf: null,
      },
      b: {
        ...base,
        id: 'b',
        sqlEditorId: '1',
        sql: 'SELECT b',
        state: 'failed',
        startDttm: 2,
        previewOf: null,
      },
      c: {
        ...base,
        id: 'c',
        sqlEditorId: '2',
        sql: 'SELECT a',
        state: 'success',
        startDttm: 3,
        previewOf: null,
      },
      d: {
        ...base,
        id: 'd',
        sqlEditorId: '1',
        sql: 'SELECT * FROM t',
        state: 'success',
        startDttm: 4,
        previewOf: 't',
      },
    };
    const names = (dbId: number) => (dbId === 1 ? 'examples' : '');
    expect(tabHistory(queries, 1, '', names).map((e) => e.key)).toEqual(['b', 'a']);
    expect(tabHistory(queries, 1, ' select A ', names).map((e) => [e.key, e.databaseName])).toEqual(
      [['a', 'examples']],
    );
    expect(stateColor('failed')).toBe('error');
    expect(formatDuration(0, 1234)).toBe('1.23 s');
    expect(formatDuration(0, 125_000)).toBe('2 min 5 s');
    expect(formatDuration(0, null)).toBe('');
  });
});
