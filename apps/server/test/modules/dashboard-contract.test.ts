/**
 * Every dashboard endpoint's answer, through the real app on SQLite and PostgreSQL stores,
 * parses with its core response schema: list rows, detail (whole and by columns), charts,
 * datasets, create, update, copy, delete, native filter saves, filter sets, filter state and
 * recent activity. Fields outside a schema are not sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listResponseSchema, messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  dashboardChartSchema,
  dashboardChartsResponseSchema,
  dashboardColumnsResponseSchema,
  dashboardCopiedResponseSchema,
  dashboardCreatedResponseSchema,
  dashboardDatasetsResponseSchema,
  dashboardDetailResponseSchema,
  dashboardListItemSchema,
  dashboardSchema,
  dashboardUpdatedResponseSchema,
} from '@panorama/core/schemas/dashboard';
import {
  filterSetDeletedResponseSchema,
  filterSetListResponseSchema,
  filterSetResponseSchema,
  filterStateCreatedSchema,
  filterStateUpdatedSchema,
  filterStateValueSchema,
  nativeFiltersSavedResponseSchema,
} from '@panorama/core/schemas/dashboard-filters';
import { recentActivityResponseSchema } from '@panorama/core/schemas/log';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { expectAnswer, undeclaredKeys } from '../support/response-contract';
import { createSalesDatabase } from './datasets-fixtures';

type Json = Record<string, unknown>;

describe.each(await storeVariants())(
  'dashboard answers match their schemas on $name',
  (variant) => {
    const { t, admin } = useTestApp(variant);
    let dashboardId: number;
    let chartId: number;
    let datasetId: number;

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
      t.request(method, url, admin, payload);

    beforeAll(async () => {
      datasetId = (await createSalesDatabase(t, 'contract')).salesId;
      const chart = await call('POST', '/api/v1/chart/', {
        slice_name: 'Sales',
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ metrics: ['count'] }),
        cache_timeout: 60,
      });
      chartId = (chart.json() as { id: number }).id;
      const created = expectAnswer(
        dashboardCreatedResponseSchema,
        await call('POST', '/api/v1/dashboard/', { dashboard_title: 'Contract', slug: 'contract' }),
        201,
      );
      expect(created.result).toEqual({ dashboard_title: 'Contract', slug: 'contract' });
      dashboardId = created.id;
      const position = {
        'CHART-1': {
          id: 'CHART-1',
          type: 'CHART',
          children: [],
          meta: { chartId, width: 4, height: 50 },
        },
      };
      const updated = expectAnswer(
        dashboardUpdatedResponseSchema,
        await call('PUT', `/api/v1/dashboard/${dashboardId}`, {
          position_json: JSON.stringify(position),
          published: true,
        }),
      );
      expect(updated).toMatchObject({ id: dashboardId, result: { published: true } });
      expect(updated.last_modified_time).toBeGreaterThan(0);
    });

    it('answers the list, the detail and the detail by columns', async () => {
      const list = expectAnswer(
        listResponseSchema(dashboardListItemSchema),
        await call('GET', '/api/v1/dashboard/'),
      );
      const row = list.result.find((item) => item.id === dashboardId);
      expect(row).toMatchObject({ dashboard_title: 'Contract', charts: ['Sales'], owners: [{}] });
      expect(undeclaredKeys(dashboardSchema, row!)).toEqual([]);

      const detail = expectAnswer(
        dashboardDetailResponseSchema,
        await call('GET', '/api/v1/dashboard/contract'),
      );
      expect(detail.result).toMatchObject({
        id: dashboardId,
        status: 'published',
        url: '/dashboard/contract/',
      });
      expect(undeclaredKeys(dashboardSchema, detail.result)).toEqual([]);

      const columns = expectAnswer(
        dashboardColumnsResponseSchema,
        await call('GET', `/api/v1/dashboard/${dashboardId}?q=(columns:!(id,dashboard_title))`),
      );
      expect(columns.result).toEqual({ id: dashboardId, dashboard_title: 'Contract' });
    });

    it('answers the charts and datasets a dashboard page loads', async () => {
      const charts = expectAnswer(
        dashboardChartsResponseSchema,
        await call('GET', `/api/v1/dashboard/${dashboardId}/charts`),
      );
      expect(charts.result).toHaveLength(1);
      const [chart] = charts.result;
      expect(chart!.form_data).toMatchObject({
        slice_id: chartId,
        viz_type: 'table',
        datasource: `${datasetId}__table`,
        metrics: ['count'],
        cache_timeout: 60,
      });
      expect(undeclaredKeys(dashboardChartSchema, chart!)).toEqual([]);

      const datasets = expectAnswer(
        dashboardDatasetsResponseSchema,
        await call('GET', `/api/v1/dashboard/${dashboardId}/datasets`),
      );
      expect(datasets.result.map((dataset) => dataset.id)).toEqual([datasetId]);
      // Kept whole: the dataset's columns reach the page.
      expect(Array.isArray(datasets.result[0]!.columns)).toBe(true);
    });

    it('answers native filter saves, filter sets and filter state', async () => {
      const saved = expectAnswer(
        nativeFiltersSavedResponseSchema,
        await call('PUT', `/api/v1/dashboard/${dashboardId}/filters`, {
          modified: [
            {
              id: 'NATIVE_FILTER-a',
              type: 'NATIVE_FILTER',
              name: 'Region',
              filterType: 'filter_select',
              targets: [{ datasetId, column: { name: 'region' } }],
              futureKey: 'kept',
            },
          ],
        }),
      );
      expect(saved.result).toMatchObject([
        { id: 'NATIVE_FILTER-a', name: 'Region', futureKey: 'kept' },
      ]);

      const metadata = JSON.stringify({ nativeFilters: {}, dataMask: {} });
      const base = `/api/v1/dashboard/${dashboardId}/filtersets`;
      const set = expectAnswer(
        filterSetResponseSchema,
        await call('POST', base, {
          name: 'Mine',
          json_metadata: metadata,
          owner_type: 'Dashboard',
        }),
        201,
      );
      expect(set.result).toMatchObject({ name: 'Mine', params: { nativeFilters: {} } });
      expectAnswer(
        filterSetResponseSchema,
        await call('PUT', `${base}/${set.id}`, { name: 'Renamed' }),
      );
      const sets = expectAnswer(filterSetListResponseSchema, await call('GET', base));
      expect(sets).toMatchObject({ count: 1, ids: [set.id], result: [{ name: 'Renamed' }] });
      expectAnswer(filterSetDeletedResponseSchema, await call('DELETE', `${base}/${set.id}`));

      const statePath = `/api/v1/dashboard/${dashboardId}/filter_state`;
      const value = JSON.stringify({ 'NATIVE_FILTER-a': { filterState: { value: ['north'] } } });
      const { key } = expectAnswer(
        filterStateCreatedSchema,
        await call('POST', `${statePath}?tab_id=1`, { value }),
        201,
      );
      expectAnswer(
        filterStateUpdatedSchema,
        await call('PUT', `${statePath}/${key}?tab_id=1`, { value }),
      );
      expect(
        expectAnswer(filterStateValueSchema, await call('GET', `${statePath}/${key}`)),
      ).toEqual({
        value,
      });
      expectAnswer(messageResponseSchema, await call('DELETE', `${statePath}/${key}`));
    });

    it('answers copy, recent activity and delete', async () => {
      const copied = expectAnswer(
        dashboardCopiedResponseSchema,
        await call('POST', `/api/v1/dashboard/${dashboardId}/copy/`, {
          dashboard_title: 'Contract copy',
          json_metadata: '{}',
        }),
      );
      expect(copied.result.id).not.toBe(dashboardId);

      const recent = expectAnswer(
        recentActivityResponseSchema,
        await call('GET', '/api/v1/log/recent_activity/?q=(page:0,page_size:10)'),
      );
      expect(Array.isArray(recent.result)).toBe(true);

      const deleted = expectAnswer(
        messageResponseSchema,
        await call('DELETE', `/api/v1/dashboard/${copied.result.id}`),
      );
      expect(deleted).toEqual({ message: 'OK' });
      expect((await call('GET', `/api/v1/dashboard/${copied.result.id}`)).statusCode).toBe(404);
    });
  },
);
