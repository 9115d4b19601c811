/**
 * The answers of the database, dataset, datasource and time range endpoints, on every metadata
 * store, checked against the core response schemas the web app takes its types from: each answer
 * parses, and what the schemas leave out (a stored password, internal columns) is not sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listResponseSchema } from '@panorama/core/schemas/api-response';
import {
  availableEnginesResponseSchema,
  databaseConnectionResponseSchema,
  databaseGetResponseSchema,
  databaseRowSchema,
  databaseSchema,
  databaseSchemasResponseSchema,
  databaseTablesResponseSchema,
  databaseWriteResponseSchema,
  selectStarResponseSchema,
  tableMetadataResponseSchema,
} from '@panorama/core/schemas/database';
import {
  datasetCreateResponseSchema,
  datasetDetailSchema,
  datasetGetResponseSchema,
  datasetListItemSchema,
  datasetListRowSchema,
  datasourceSchema,
} from '@panorama/core/schemas/dataset';
import {
  databaseRelatedObjectsResponseSchema,
  relatedObjectsResponseSchema,
} from '@panorama/core/schemas/related-objects';
import { timeRangeResponseSchema } from '@panorama/core/schemas/time-range';
import { storeVariants } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';
import { createDuckdbFile } from './datasets-fixtures';

describe.each(await storeVariants())(
  'data endpoints answer their core schemas on $name',
  (variant) => {
    const { t, admin } = useTestApp(variant);
    let databaseId: number;
    let datasetId: number;

    const get = async (url: string, status = 200) => {
      const res = await t.get(url, admin);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
      return res.json() as unknown;
    };

    beforeAll(async () => {
      await createDuckdbFile(t.dataDir, 'contract.duckdb');
      const created = await t.post('/api/v1/database/', admin, {
        database_name: 'contract',
        sqlalchemy_uri: 'duckdb:///contract.duckdb',
      });
      expect(created.statusCode, created.body).toBe(201);
      databaseId = databaseWriteResponseSchema.parse(created.json()).id;
      const dataset = await t.post('/api/v1/dataset/', admin, {
        database: databaseId,
        schema: 'main',
        table_name: 'sales',
      });
      expect(dataset.statusCode, dataset.body).toBe(201);
      datasetId = datasetCreateResponseSchema.parse(dataset.json()).id;
    });

    it('database answers: detail, list, connection, engines, catalog, related objects', async () => {
      const detail = databaseGetResponseSchema.parse(await get(`/api/v1/database/${databaseId}`));
      // The full detail, every field present, as the edit form reads it.
      expect(databaseSchema.parse(detail.result)).toMatchObject({
        database_name: 'contract',
        backend: 'duckdb',
        sqlalchemy_uri: 'duckdb:///contract.duckdb',
        configuration_method: 'sqlalchemy_form',
      });
      const list = listResponseSchema(databaseRowSchema).parse(await get('/api/v1/database/'));
      expect(list.result.map((row) => databaseSchema.parse(row).id)).toEqual([databaseId]);
      const picked = await get(
        `/api/v1/database/?q=(columns:!(id,database_name,changed_by.first_name))`,
      );
      expect(listResponseSchema(databaseRowSchema).parse(picked).result[0]).toEqual({
        id: databaseId,
        database_name: 'contract',
        changed_by: { first_name: 'Admin' },
      });
      const connection = databaseConnectionResponseSchema.parse(
        await get(`/api/v1/database/${databaseId}/connection`),
      );
      expect(connection.result.parameters).toMatchObject({
        database: 'contract.duckdb',
        password: null,
      });
      const engines = availableEnginesResponseSchema.parse(
        await get('/api/v1/database/available/'),
      );
      expect(engines.databases.map((e) => e.engine)).toContain('duckdb');
      expect(
        databaseSchemasResponseSchema.parse(await get(`/api/v1/database/${databaseId}/schemas/`))
          .result,
      ).toContain('main');
      const tables = databaseTablesResponseSchema.parse(
        await get(`/api/v1/database/${databaseId}/tables/?q=(schema_name:main)`),
      );
      expect(tables.result).toContainEqual({ value: 'sales', type: 'table', extra: null });
      const metadata = tableMetadataResponseSchema.parse(
        await get(`/api/v1/database/${databaseId}/table/sales/main/`),
      );
      expect(metadata.columns.map((c) => c.name)).toEqual([
        'id',
        'region',
        'amount',
        'sold_at',
        'sold_on',
      ]);
      expect(
        selectStarResponseSchema.parse(
          await get(`/api/v1/database/${databaseId}/select_star/sales/main/`),
        ).result,
      ).toBe('SELECT *\nFROM "main"."sales"\nLIMIT 100');
      const related = databaseRelatedObjectsResponseSchema.parse(
        await get(`/api/v1/database/${databaseId}/related_objects/`),
      );
      expect(related.charts.count).toBe(0);
    });

    it('dataset answers: detail, list rows, datasource JSON, related objects', async () => {
      const detail = datasetGetResponseSchema.parse(await get(`/api/v1/dataset/${datasetId}`));
      const full = datasetDetailSchema.parse(detail.result);
      expect(full).toMatchObject({ table_name: 'sales', kind: 'physical', schema: 'main' });
      expect(full.owners).toEqual([expect.objectContaining({ first_name: 'Admin' })]);
      expect(full.columns.map((c) => c.column_name)).toContain('amount');
      const list = listResponseSchema(datasetListItemSchema).parse(await get('/api/v1/dataset/'));
      expect(datasetListRowSchema.parse(list.result[0]).database).toEqual({
        id: databaseId,
        database_name: 'contract',
        backend: 'duckdb',
      });
      const picked = listResponseSchema(datasetListItemSchema).parse(
        await get('/api/v1/dataset/?q=(columns:!(id,database.database_name,owners.first_name))'),
      );
      expect(picked.result).toEqual([
        {
          id: datasetId,
          database: { database_name: 'contract' },
          owners: [{ first_name: 'Admin' }],
        },
      ]);
      const data = datasourceSchema.parse(await get(`/datasource/get/table/${datasetId}/`));
      expect(data.uid).toBe(`${datasetId}__table`);
      expect(
        relatedObjectsResponseSchema.parse(
          await get(`/api/v1/dataset/${datasetId}/related_objects`),
        ).dashboards.count,
      ).toBe(0);
    });

    it('time ranges', async () => {
      const body = timeRangeResponseSchema.parse(
        await get(`/api/v1/time_range/?q=${encodeURIComponent("'2024-01-01 : 2024-02-01'")}`),
      );
      expect(body.result).toEqual([
        {
          since: '2024-01-01T00:00:00',
          until: '2024-02-01T00:00:00',
          timeRange: '2024-01-01 : 2024-02-01',
          shift: null,
        },
      ]);
    });

    it('documents the response schemas in the OpenAPI document', async () => {
      const doc = (await get('/swagger/v1/json')) as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      for (const [path, method, status] of [
        ['/api/v1/database/{id}', 'get', '200'],
        ['/api/v1/database/{id}/connection', 'get', '200'],
        ['/api/v1/dataset/{id}', 'get', '200'],
        ['/api/v1/dataset/', 'post', '201'],
        ['/datasource/get/{type}/{id}/', 'get', '200'],
        ['/api/v1/database/{id}/upload/', 'post', '201'],
        ['/api/v1/time_range/', 'get', '200'],
      ] as const) {
        expect(doc.paths[path]?.[method]?.responses[status], `${method} ${path}`).toBeDefined();
      }
    });
  },
);
