/**
 * The legacy `/superset/explore_json/` endpoint, kept so Superset's old clients and links work:
 * GET or POST with `form_data` (query string, form field or JSON body), built into a QueryContext
 * for the basic viz types and run through the chart-data pipeline. Answers Superset's legacy
 * payload; `?query=true` answers the SQL, `?csv=true` a CSV download.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '@panorama/core/errors/app-error';
import { errorResponses } from '@panorama/core/schemas/api-response';
import {
  chartDataFileSchema,
  legacyChartDataResponseSchema,
} from '@panorama/core/schemas/chart-data';
import type { QueryPayload } from '../../engine/chart-data/query-payload';
import type { Container } from '../../container';
import { registerChartDataBodyParsers } from '../chart-data/chart-data-body-parsers';
import { assertCanExport, sendExport } from '../chart-data/chart-data-export';
import { parseQueryContext } from '../../engine/chart-data/query-context-parsing';
import { truthy } from '../chart-data/chart-data-request';
import type { ChartDataService } from '../chart-data/chart-data.service';
import { clientAbortSignal, unlessClientGone } from '../chart-data/client-abort';
import { legacyData, legacyQueryContext } from './legacy-query';

type Query = Record<string, string | undefined>;

function parseFormData(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      throw new ValidationError('Request is not JSON');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ValidationError('Request is not JSON');
  return parsed as Record<string, unknown>;
}

/** form_data from the body (form field or JSON) or else the query string. */
function requestFormData(request: FastifyRequest): Record<string, unknown> {
  const body = request.body as Record<string, unknown> | undefined;
  const query = request.query as Query;
  if (body && typeof body === 'object' && body.form_data !== undefined)
    return parseFormData(body.form_data);
  if (query.form_data) return parseFormData(query.form_data);
  throw new ValidationError('Request is not JSON');
}

export async function registerExploreJsonRoutes(
  app: FastifyInstance,
  container: Container,
  service: ChartDataService,
): Promise<void> {
  const flags = container.config.featureFlags;

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = await request.principal();
    const query = request.query as Query;
    const params = request.params as { datasource_type?: string; datasource_id?: string };
    let formData = requestFormData(request);
    const chartId = Number(formData.slice_id);
    if (Number.isInteger(chartId) && chartId > 0) {
      // A saved chart's own form data, overridden by what the request sends (Superset's get_form_data).
      const chart = await container.charts.getVisible(chartId, principal);
      formData = { ...container.charts.formData(chart), ...formData };
    }
    if (params.datasource_id && params.datasource_type && formData.datasource === undefined)
      formData = { ...formData, datasource: `${params.datasource_id}__${params.datasource_type}` };
    const csv = truthy(query.csv);
    if (csv) assertCanExport(principal, flags);
    const raw = legacyQueryContext(formData);
    const context = parseQueryContext({
      ...raw,
      result_type: truthy(query.query) ? 'query' : 'full',
      force: truthy(query.force) || raw.force === true,
    });
    const signal = clientAbortSignal(reply);
    return unlessClientGone(reply, signal, async () => {
      const result = await service.pipeline.run(context, {
        principal,
        signal,
        chartId: Number.isInteger(chartId) && chartId > 0 ? chartId : null,
        permission: ['can_explore_json', 'Superset'],
      });
      const [entry] = result.entries;
      if (!entry) throw new ValidationError('Empty query result');
      if ('language' in entry) return { query: entry.query, language: entry.language };
      const payload = entry as QueryPayload;
      if (csv)
        return sendExport(reply, 'csv', [payload], {
          chartName: result.chart?.slice_name ?? null,
          vizType: String(formData.viz_type ?? 'table'),
        });
      return {
        cache_key: payload.cache_key,
        cached_dttm: payload.cached_dttm,
        cache_timeout: payload.cache_timeout,
        data: legacyData(String(formData.viz_type ?? 'table'), formData, payload),
        error: null,
        form_data: formData,
        is_cached: payload.is_cached,
        query: payload.query,
        status: payload.status,
        stacktrace: null,
        rowcount: payload.rowcount,
        applied_filters: payload.applied_filters,
        rejected_filters: payload.rejected_filters,
        from_dttm: payload.from_dttm,
        to_dttm: payload.to_dttm,
      };
    });
  };

  await app.register(async (scope) => {
    await registerChartDataBodyParsers(scope, container.config.bodyLimit);
    const schema = {
      tags: ['Explore'],
      summary: 'Legacy chart data (form_data); `?csv=true` answers a CSV file',
      response: {
        200: legacyChartDataResponseSchema.or(chartDataFileSchema),
        ...errorResponses,
      },
    };
    for (const url of [
      '/superset/explore_json/',
      '/superset/explore_json/:datasource_type/:datasource_id/',
    ]) {
      scope.get(url, { schema }, handler);
      scope.post(url, { schema }, handler);
    }
  });
}
