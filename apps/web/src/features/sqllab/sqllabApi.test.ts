import { describe, expect, it } from 'vitest';
import {
  parseExecuteAnswer,
  parseHandoffSeed,
  parseHistoryRow,
  parseQuery,
  parseSavedQuerySeed,
  parseSqlLabBootstrap,
  sqlLabErrorMessage,
} from './sqllabApi';

const supersetQuery = {
  id: 'Hk2jdk3Ll0a',
  queryId: 41,
  dbId: 1,
  sqlEditorId: '7',
  tab: 'Sales',
  schema: 'main',
  sql: 'SELECT 1',
  state: 'success',
  progress: 100,
  rows: 1,
  limit: 1000,
  startDttm: 1700000000000,
  endDttm: 1700000001000,
  resultsKey: 'key-1',
  errorMessage: null,
};

describe('SQL Lab answers', () => {
  it('reads a synchronous execute answer', () => {
    const answer = parseExecuteAnswer({
      status: 'success',
      query_id: 41,
      data: [{ n: 1 }],
      columns: [{ column_name: 'n', name: 'n', type: 'INTEGER', is_dttm: false }],
      query: supersetQuery,
      displayLimitReached: true,
    });
    expect(answer).toEqual({
      kind: 'results',
      serverId: 41,
      rows: 1,
      results: {
        data: [{ n: 1 }],
        columns: [{ name: 'n', type: 'INTEGER', is_dttm: false }],
        displayLimitReached: true,
      },
    });
  });

  it('reads an asynchronous (202) answer', () => {
    expect(
      parseExecuteAnswer({ query: { ...supersetQuery, state: 'pending', resultsKey: null } }),
    ).toEqual({ kind: 'async', serverId: 41, state: 'pending', resultsKey: null });
  });

  it('reads a query dictionary: client id, server id, times', () => {
    expect(parseQuery(supersetQuery)).toMatchObject({
      id: 'Hk2jdk3Ll0a',
      serverId: 41,
      sqlEditorId: '7',
      state: 'success',
      startDttm: 1700000000000,
      endDttm: 1700000001000,
      resultsKey: 'key-1',
      results: null,
    });
    expect(parseQuery({ id: 'x' })).toBeNull();
    expect(parseQuery({ ...supersetQuery, state: 'SUCCESS' })?.state).toBe('success');
  });

  it('reads the page state: all tabs, the active one in full, the queries', () => {
    const state = parseSqlLabBootstrap({
      result: {
        active_tab: {
          id: 8,
          label: 'B',
          database_id: 1,
          sql: 'SELECT 2',
          latest_query: supersetQuery,
        },
        tab_state_ids: [
          [7, 'A'],
          [8, 'B'],
        ],
        databases: {},
        queries: {},
      },
    });
    expect(state.activeTabId).toBe(8);
    expect(state.tabs.map((tab) => [tab.id, tab.loaded, tab.sql])).toEqual([
      [7, false, ''],
      [8, true, 'SELECT 2'],
    ]);
    expect(state.queries.map((query) => query.id)).toEqual(['Hk2jdk3Ll0a']);
  });

  it('reads history rows, saved queries and hand-offs as new tab content', () => {
    expect(
      parseHistoryRow({
        id: 41,
        sql: 'SELECT 1',
        database: { id: 1, database_name: 'examples' },
        status: 'failed',
        rows: null,
        start_time: '2024-05-01T10:00:00Z',
        end_time: '2024-05-01T10:00:02Z',
        tab_name: 'Sales',
      }),
    ).toMatchObject({
      key: '41',
      dbId: 1,
      databaseName: 'examples',
      state: 'failed',
      startMs: Date.UTC(2024, 4, 1, 10, 0, 0),
      endMs: Date.UTC(2024, 4, 1, 10, 0, 2),
      tabName: 'Sales',
    });
    expect(
      parseSavedQuerySeed(
        {
          result: {
            label: 'Mine',
            sql: 'SELECT 3',
            db_id: 2,
            schema: 'main',
            template_parameters: '{"a":1}',
            description: 'd',
          },
        },
        5,
      ),
    ).toEqual({
      label: 'Mine',
      sql: 'SELECT 3',
      dbId: 2,
      schema: 'main',
      templateParams: '{"a":1}',
      savedQueryId: 5,
      description: 'd',
    });
    expect(
      parseHandoffSeed({
        result: { datasourceKey: '3__table', dbId: 1, schema: null, sql: 'SELECT 4' },
      }),
    ).toEqual({ label: '', sql: 'SELECT 4', dbId: 1, schema: null, datasourceKey: '3__table' });
  });

  it("prefers Superset's errors list, then the message", () => {
    expect(
      sqlLabErrorMessage({
        status: 400,
        data: { errors: [{ message: 'Only SELECT statements are allowed' }] },
      }),
    ).toBe('Only SELECT statements are allowed');
    expect(sqlLabErrorMessage({ status: 403, data: { message: 'Forbidden' } })).toBe('Forbidden');
    expect(sqlLabErrorMessage({ status: 500, data: '<html>' }, 'fallback')).toBe('fallback');
  });
});
