/**
 * Dataset samples (the chart editor's "Samples" pane, `POST /datasource/samples`) and the distinct
 * values of a column (filter value pickers), both through the chart-data pipeline so they share
 * its access checks, row caps, timeouts and cache.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { QueryContext, RawQueryObject } from '@panorama/core/query/query-object';
import { queryObjectSchema } from '@panorama/core/query/query-object';
import type { DatasetSamplesResponse } from '@panorama/core/schemas/dataset';
import type { ChartDataPipeline } from '../../engine/chart-data/chart-data-pipeline';
import type { QueryPayload } from '../../engine/chart-data/query-payload';
import { SAMPLES_ROW_LIMIT } from '../../engine/chart-data/result-type-queries';
import type { Principal } from '../../security/principal';

/** Superset's FILTER_SELECT_ROW_LIMIT: at most this many distinct values. */
export const FILTER_SELECT_ROW_LIMIT = 10_000;
const DATASET_READ = ['can_read', 'Dataset'] as const;
const COUNT_LABEL = 'COUNT(*)';

/** The parts of a samples payload Superset honours: filters and the time range. */
const SAMPLES_FIELDS = ['filters', 'extras', 'granularity', 'time_range'] as const;

/** Superset's get_limit_clause: pages from 1, per_page capped at SAMPLES_ROW_LIMIT. */
export function limitClause(
  page: number | undefined,
  perPage: number | undefined,
): { row_offset: number; row_limit: number } {
  if (page === undefined || perPage === undefined)
    return { row_offset: 0, row_limit: SAMPLES_ROW_LIMIT };
  const limit = perPage < 0 || perPage > SAMPLES_ROW_LIMIT ? SAMPLES_ROW_LIMIT : perPage;
  return { row_offset: Math.max((page - 1) * limit, 0), row_limit: limit };
}

function samplesPayload(body: unknown): Partial<RawQueryObject> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new ValidationError('Request is not JSON');
  const picked: Record<string, unknown> = {};
  for (const key of SAMPLES_FIELDS) {
    const value = (body as Record<string, unknown>)[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked as Partial<RawQueryObject>;
}

function context(
  datasource: { id: number; type: string },
  query: Record<string, unknown>,
  resultType: 'samples' | 'full',
  force: boolean,
): QueryContext {
  const parsed = queryObjectSchema.safeParse(query);
  if (!parsed.success)
    throw new ValidationError(
      `Request is incorrect: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return {
    datasource: datasource as QueryContext['datasource'],
    queries: [parsed.data],
    result_format: 'json',
    result_type: resultType,
    force,
  };
}

export async function datasetSamples(
  pipeline: ChartDataPipeline,
  request: {
    datasource: { id: number; type: string };
    body: unknown;
    page: number | undefined;
    perPage: number | undefined;
    force: boolean;
    principal: Principal;
    signal?: AbortSignal;
  },
): Promise<DatasetSamplesResponse['result']> {
  const payload = samplesPayload(request.body);
  const limits = limitClause(request.page, request.perPage);
  const options = {
    principal: request.principal,
    signal: request.signal,
    permission: DATASET_READ,
  };
  const count = await pipeline.run(
    context(
      request.datasource,
      {
        ...payload,
        metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: COUNT_LABEL }],
      },
      'full',
      request.force,
    ),
    options,
  );
  const samples = await pipeline.run(
    context(request.datasource, { ...payload, ...limits }, 'samples', request.force),
    options,
  );
  const countEntry = count.entries[0] as QueryPayload | undefined;
  const samplesEntry = samples.entries[0] as QueryPayload | undefined;
  if (!countEntry || !samplesEntry) throw new ValidationError('Empty query result');
  return {
    ...samplesEntry,
    page: request.page ?? 1,
    per_page: limits.row_limit,
    total_count: Number(countEntry.data[0]?.[COUNT_LABEL] ?? 0),
  };
}

export async function columnValues(
  pipeline: ChartDataPipeline,
  request: {
    datasource: { id: number; type: string };
    column: string;
    principal: Principal;
    signal?: AbortSignal;
  },
): Promise<unknown[]> {
  const options = {
    principal: request.principal,
    signal: request.signal,
    permission: DATASET_READ,
  };
  const { datasource } = await pipeline.authorize(request.datasource, options);
  const column = (await datasource.columns()).find((c) => c.column_name === request.column);
  if (!column) throw new ValidationError(`Column name ${request.column} does not exist`);
  if (column.filterable !== 1)
    throw new ValidationError(`Column ${request.column} is not filterable`);
  const result = await pipeline.run(
    context(
      request.datasource,
      {
        columns: [column.column_name],
        metrics: [],
        apply_fetch_values_predicate: true,
        row_limit: FILTER_SELECT_ROW_LIMIT,
      },
      'full',
      false,
    ),
    options,
  );
  const entry = result.entries[0] as QueryPayload | undefined;
  return (entry?.data ?? []).map((row) => row[column.column_name] ?? null);
}
