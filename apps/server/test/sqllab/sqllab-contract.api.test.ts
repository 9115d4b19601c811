/**
 * SQL Lab, the query history and saved queries answer in one spelling, Superset's, that parses
 * with the core response schemas on SQLite and PostgreSQL stores: bootstrap, tab states, a
 * synchronous run's rows, an asynchronous run's pending query, updated_since, results, the
 * history list and show, and saved query CRUD. Fields outside a schema are not sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listResponseSchema, messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  queriesUpdatedResponseSchema,
  queryDictSchema,
  queryListItemSchema,
  queryShowResponseSchema,
  queryShowSchema,
} from '@panorama/core/schemas/query';
import {
  savedQueryDetailResponseSchema,
  savedQueryListItemSchema,
  savedQuerySavedResponseSchema,
  savedQuerySchema,
} from '@panorama/core/schemas/saved-query';
import {
  pendingQuerySchema,
  queryResultsSchema,
  sqlLabBootstrapSchema,
  sqlLabDatabaseSchema,
  tabStateCreatedSchema,
  tabStateOkSchema,
  tabStateSchema,
} from '@panorama/core/schemas/sqllab';
import { storeVariants } from '../support/test-stores';
import { expectAnswer, undeclaredKeys } from '../support/response-contract';
import { SALES_ROWS, createSqlLabWorld, type SqlLabWorld } from './sqllab-fixtures';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('SQL Lab answers match their schemas on $name', (variant) => {
  let w: SqlLabWorld;
  let tabId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    w.t.request(method, url, w.admin, payload);

  beforeAll(async () => {
    w = await createSqlLabWorld(variant);
    const created = expectAnswer(
      tabStateCreatedSchema,
      await call('POST', '/tabstateview/', {
        queryEditor: JSON.stringify({ name: 'Sales', dbId: w.duckId, sql: 'SELECT 1' }),
      }),
    );
    tabId = created.id;
  });
  afterAll(async () => {
    await w?.t.dispose();
  });

  it('answers a synchronous run with its rows and the run, then its history', async () => {
    const sql = 'SELECT id, region, amount FROM sales ORDER BY id';
    const run = expectAnswer(
      queryResultsSchema,
      await call('POST', '/api/v1/sqllab/execute/', {
        database_id: w.duckId,
        sql,
        client_id: 'contract_sync',
        sql_editor_id: String(tabId),
        tab: 'Sales',
        runAsync: false,
      }),
    );
    expect(run.data).toEqual(SALES_ROWS);
    expect(run.columns.map((column) => column.name)).toEqual(['id', 'region', 'amount']);
    expect(run.query).toMatchObject({ id: 'contract_sync', dbId: w.duckId, state: 'success' });
    expect(undeclaredKeys(queryResultsSchema, run)).toEqual([]);
    expect(undeclaredKeys(queryDictSchema, run.query)).toEqual([]);

    const results = expectAnswer(
      queryResultsSchema,
      await call('GET', `/api/v1/sqllab/results/?key=${run.query.resultsKey}`),
    );
    expect(results.data).toEqual(SALES_ROWS);

    const history = expectAnswer(
      listResponseSchema(queryListItemSchema.partial()),
      await call('GET', '/api/v1/query/'),
    );
    const row = history.result.find((item) => item.client_id === 'contract_sync');
    expect(row).toMatchObject({ status: 'success', database: { id: w.duckId } });
    expect(undeclaredKeys(queryListItemSchema, row!)).toEqual([]);

    const show = expectAnswer(
      queryShowResponseSchema,
      await call('GET', `/api/v1/query/${row!.id}`),
    );
    expect(show.result).toMatchObject({ client_id: 'contract_sync', sql, rows: 3 });
    expect(undeclaredKeys(queryShowSchema, show.result)).toEqual([]);
  });

  it('answers an asynchronous run as pending, then through updated_since', async () => {
    const since = Date.now() - 1000;
    const pending = expectAnswer(
      pendingQuerySchema,
      await call('POST', '/api/v1/sqllab/execute/', {
        database_id: w.duckId,
        sql: 'SELECT count(*) AS n FROM sales',
        client_id: 'contract_async',
        runAsync: true,
      }),
      202,
    );
    expect(pending.query.id).toBe('contract_async');
    let finished: z.infer<typeof queryDictSchema> | undefined;
    for (let i = 0; i < 200 && finished === undefined; i++) {
      const polled = expectAnswer(
        queriesUpdatedResponseSchema,
        await call('GET', `/api/v1/query/updated_since?q=(last_updated_ms:${since})`),
      );
      finished = polled.result.find(
        (query) => query.id === 'contract_async' && query.state === 'success',
      );
      if (finished === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(finished?.rows).toBe(1);
  });

  it('answers the bootstrap and the tab states', async () => {
    const bootstrap = expectAnswer(sqlLabBootstrapSchema, await call('GET', '/api/v1/sqllab/'));
    expect(bootstrap.result.tab_state_ids).toContainEqual([tabId, 'Sales']);
    expect(bootstrap.result.active_tab?.id).toBe(tabId);
    expect(bootstrap.result.active_tab?.latest_query?.id).toBe('contract_sync');
    const duck = bootstrap.result.databases[String(w.duckId)];
    expect(duck).toMatchObject({ database_name: 'lab_duck', allow_run_async: true });
    expect(undeclaredKeys(sqlLabDatabaseSchema, duck!)).toEqual([]);
    expect(bootstrap.result.queries.contract_sync?.state).toBe('success');

    expectAnswer(
      tabStateOkSchema,
      await call('PUT', `/tabstateview/${tabId}`, { sql: 'SELECT 2' }),
    );
    const tab = expectAnswer(tabStateSchema, await call('GET', `/tabstateview/${tabId}`));
    expect(tab).toMatchObject({ id: tabId, label: 'Sales', sql: 'SELECT 2', dbId: w.duckId });
    expect(undeclaredKeys(tabStateSchema, tab)).toEqual([]);
    expectAnswer(tabStateOkSchema, await call('POST', `/tabstateview/${tabId}/activate`));
  });

  it('answers saved query reads and writes', async () => {
    const created = expectAnswer(
      savedQuerySavedResponseSchema,
      await call('POST', '/api/v1/saved_query/', {
        db_id: w.duckId,
        label: 'All sales',
        sql: 'SELECT * FROM sales',
        schema: 'main',
      }),
      201,
    );
    expect(created.result).toMatchObject({ label: 'All sales' });
    const detail = expectAnswer(
      savedQueryDetailResponseSchema,
      await call('GET', `/api/v1/saved_query/${created.id}`),
    );
    expect(detail.result).toMatchObject({
      label: 'All sales',
      database: { id: w.duckId, database_name: 'lab_duck' },
    });
    expect(undeclaredKeys(savedQuerySchema, detail.result)).toEqual([]);
    expectAnswer(
      savedQuerySavedResponseSchema,
      await call('PUT', `/api/v1/saved_query/${created.id}`, { label: 'Every sale' }),
    );
    const list = expectAnswer(
      listResponseSchema(savedQueryListItemSchema),
      await call('GET', '/api/v1/saved_query/'),
    );
    expect(list.result.map((query) => query.label)).toContain('Every sale');
    expectAnswer(messageResponseSchema, await call('DELETE', `/api/v1/saved_query/${created.id}`));
    expectAnswer(tabStateOkSchema, await call('DELETE', `/tabstateview/${tabId}`));
  });

  it('documents these answers in the OpenAPI description', async () => {
    const res = await call('GET', '/swagger/v1/json');
    expect(res.statusCode).toBe(200);
    const paths = (
      res.json() as {
        paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
      }
    ).paths;
    const documented = (path: string, method: string, status: string) =>
      paths[path]?.[method]?.responses?.[status] !== undefined;
    for (const [path, method, status] of [
      ['/api/v1/sqllab/', 'get', '200'],
      ['/api/v1/sqllab/execute/', 'post', '202'],
      ['/api/v1/sqllab/results/', 'get', '200'],
      ['/tabstateview/{id}', 'get', '200'],
      ['/api/v1/query/updated_since', 'get', '200'],
      ['/api/v1/query/{id}', 'get', '200'],
      ['/api/v1/saved_query/{id}', 'get', '200'],
      ['/api/v1/dashboard/{idOrSlug}/charts', 'get', '200'],
      ['/api/v1/dashboard/{id}/filtersets', 'get', '200'],
      ['/api/v1/dashboard/{id}/filter_state/{key}', 'get', '200'],
      ['/api/v1/log/recent_activity/', 'get', '200'],
    ] as const) {
      expect(documented(path, method, status), `${method} ${path} ${status}`).toBe(true);
    }
  });
});
