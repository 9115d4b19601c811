import { describe, expect, it } from 'vitest';
import { handoffSeed, querySeed, savedQuerySeed, sqlLabErrorMessage } from './sqllabApi';
import { queryRecordFrom } from './sqllabSlice';
import { queryDict } from './testAnswers';

describe('SQL Lab answers', () => {
  it('keeps a query dictionary as a run: client id, server id, times', () => {
    expect(queryRecordFrom(queryDict())).toMatchObject({
      id: 'Hk2jdk3Ll0a',
      serverId: 41,
      sqlEditorId: '7',
      state: 'success',
      startDttm: 1700000000000,
      endDttm: 1700000001000,
      resultsKey: 'key-1',
      results: null,
    });
    expect(queryRecordFrom(queryDict({ sqlEditorId: null, schema: '' }))).toMatchObject({
      sqlEditorId: '',
      schema: null,
    });
  });

  it('opens history entries, saved queries and hand-offs as new tab content', () => {
    expect(
      savedQuerySeed(
        {
          id: 5,
          result: {
            id: 5,
            uuid: 'u',
            label: 'Mine',
            description: 'd',
            sql: 'SELECT 3',
            schema: 'main',
            catalog: null,
            db_id: 2,
            database: { id: 2, database_name: 'examples' },
            template_parameters: '{"a":1}',
            extra: null,
            rows: null,
            last_run_delta_humanized: null,
            changed_on: '2024-05-01T10:00:00',
            changed_on_delta_humanized: null,
            created_on: '2024-05-01T10:00:00',
            created_by: null,
            changed_by: null,
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
      handoffSeed({
        result: { datasourceKey: '3__table', dbId: 1, schema: null, sql: 'SELECT 4' },
      }),
    ).toEqual({ label: '', sql: 'SELECT 4', dbId: 1, schema: null, datasourceKey: '3__table' });
    const show = {
      id: 41,
      changed_on: '2024-05-01T10:00:00',
      client_id: 'c',
      database: { id: 1, database_name: 'examples' },
      end_result_backend_time: null,
      end_time: null,
      error_message: null,
      executed_sql: null,
      limit: null,
      progress: 0,
      results_key: null,
      rows: null,
      catalog: null,
      schema: '',
      select_as_cta: false,
      select_as_cta_used: false,
      select_sql: null,
      sql: 'SELECT 5',
      sql_editor_id: null,
      start_running_time: null,
      start_time: null,
      status: 'failed' as const,
      tab_name: 'Sales',
      template_params: null,
      tmp_schema_name: null,
      tmp_table_name: null,
      tracking_url: null,
      user_id: 1,
    };
    expect(querySeed({ id: 41, result: show })).toEqual({
      label: 'Sales',
      sql: 'SELECT 5',
      dbId: 1,
      schema: null,
    });
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
