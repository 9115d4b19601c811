/**
 * The `annotation_data` of a chart-data entry: for each layer that needs server data, keyed by
 * layer name, `{columns, records}`:
 * - NATIVE layers: the stored annotations overlapping the query's time range, with start and end
 *   as epoch milliseconds (as Superset serialises datetimes in chart data);
 * - `line` / `table` layers: the saved chart's own query result (its series rows).
 * Authorization happens in `prepare`, per caller and before the result cache is consulted:
 * stored layers need can_read on Annotation, or must be drawn by the saved chart the request is
 * for; source charts must be visible to the caller with a readable dataset. `prepare` also gives
 * the fingerprint (layer ids and changed_on, chart ids and changed_on) folded into the cache key,
 * so an edited annotation or source chart shows on the next load.
 */
import crypto from 'node:crypto';
import { ValidationError, isAppError } from '@panorama/core/errors/app-error';
import type { QueryContext, QueryObject } from '@panorama/core/query/query-object';
import { parseQueryContext } from './query-context-parsing';
import type {
  AnnotationSource,
  ChartLookup,
  DatasetAccess,
  RowLevelFilterSource,
} from './chart-data-ports';
import { has, type Principal } from '../../security/principal';
import type { ChartRow } from '../../store/schema';
import {
  layerSources,
  nativeLayerIdsOfParams,
  sourceChartContext,
  type LayerSource,
} from './annotation-layer-sources';

export const ANNOTATION_LAYER_NOT_FOUND = 'Annotation layer not found.';
export const ANNOTATION_CHART_NOT_FOUND = 'The chart does not exist';
export const ANNOTATION_CHART_NO_QUERY = (name: string) =>
  `The chart of annotation layer "${name}" has no saved query. Please save that chart again.`;

/** Superset's NATIVE annotation columns, in its order. */
export const NATIVE_ANNOTATION_COLUMNS = [
  'start_dttm',
  'end_dttm',
  'short_descr',
  'long_descr',
  'json_metadata',
] as const;

export interface AnnotationRecords {
  columns: string[];
  records: Record<string, unknown>[];
}
export type AnnotationData = Record<string, AnnotationRecords>;

export interface TimeBounds {
  /** Epoch ms, inclusive; null = unbounded. */
  from: number | null;
  /** Epoch ms, exclusive; null = unbounded. */
  to: number | null;
}

export interface PreparedAnnotations {
  /** Empty when no layer needs server data; else what the cache key must also depend on. */
  fingerprint: string;
  load(bounds: TimeBounds, signal?: AbortSignal): Promise<AnnotationData>;
}

/** Runs a saved chart's query context for the caller and answers its first entry. */
export type RunChartQuery = (
  context: QueryContext,
  options: { principal: Principal; chartId: number; signal?: AbortSignal | undefined },
) => Promise<{ data?: unknown; colnames?: unknown }>;

export interface AnnotationDataDeps {
  charts: ChartLookup;
  datasets: DatasetAccess;
  rowLevel: RowLevelFilterSource;
  annotations: AnnotationSource;
  runChartQuery: RunChartQuery;
}

export interface PrepareOptions {
  principal: Principal;
  /** The saved chart the request is for (already authorized), whose own layers it may read. */
  chart: ChartRow | null;
  /** The normalised query the layers belong to (override values come from it). */
  query: QueryObject;
  force: boolean;
}

const NO_ANNOTATIONS: PreparedAnnotations = { fingerprint: '', load: () => Promise.resolve({}) };

/** A chart query's cache key, extended by the annotation fingerprint when there is one. */
export function withAnnotationFingerprint(cacheKey: string, fingerprint: string): string {
  if (fingerprint === '') return cacheKey;
  return crypto.createHash('sha256').update(`${cacheKey}\n${fingerprint}`).digest('hex');
}

/** A source chart the caller may read, with its dataset's row-level-security key for them. */
type ChartSource = Extract<LayerSource, { kind: 'chart' }> & { chart: ChartRow; rlsKey: string };

export class AnnotationDataLoader {
  constructor(private readonly deps: AnnotationDataDeps) {}

  async prepare(
    layers: QueryObject['annotation_layers'],
    options: PrepareOptions,
  ): Promise<PreparedAnnotations> {
    const sources = layerSources(layers);
    if (typeof sources === 'string') throw new ValidationError(sources);
    if (sources.length === 0) return NO_ANNOTATIONS;

    const native = sources.filter((s) => s.kind === 'native');
    const layerRows = await this.authorizedLayers(
      native.map((s) => s.layerId),
      options,
    );
    const charts: ChartSource[] = [];
    for (const source of sources) {
      if (source.kind === 'chart') charts.push(await this.sourceChart(source, options.principal));
    }
    const fingerprint = JSON.stringify([
      ...native.map((s) => ['native', s.name, s.layerId, layerRows.get(s.layerId)]),
      ...charts.map((s) => ['chart', s.name, s.chartId, s.chart.changed_on, s.rlsKey, s.overrides]),
    ]);
    return {
      fingerprint,
      load: async (bounds, signal) => {
        const data: AnnotationData = {};
        for (const source of native)
          data[source.name] = await this.nativeRecords(source.layerId, bounds);
        for (const source of charts)
          data[source.name] = await this.chartRecords(source, options, signal);
        return data;
      },
    };
  }

  /** changed_on by layer id; a missing layer and one the caller may not read look the same. */
  private async authorizedLayers(
    ids: number[],
    { principal, chart }: PrepareOptions,
  ): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    if (!has(principal, 'can_read', 'Annotation')) {
      const drawnByChart = nativeLayerIdsOfParams(chart?.params ?? null);
      if (ids.some((id) => !drawnByChart.has(id)))
        throw new ValidationError(ANNOTATION_LAYER_NOT_FOUND);
    }
    const found = await this.deps.annotations.layerVersions([...new Set(ids)]);
    if (ids.some((id) => !found.has(id))) throw new ValidationError(ANNOTATION_LAYER_NOT_FOUND);
    return found;
  }

  /**
   * The source chart, checked as a chart-data request for it would be, with the caller's
   * row-level-security key on its dataset (part of the fingerprint: its rows depend on it).
   */
  private async sourceChart(
    source: Extract<LayerSource, { kind: 'chart' }>,
    principal: Principal,
  ): Promise<ChartSource> {
    let chart: ChartRow;
    try {
      chart = await this.deps.charts.getVisible(source.chartId, principal);
    } catch (err) {
      if (isAppError(err) && err.status === 404)
        throw new ValidationError(ANNOTATION_CHART_NOT_FOUND);
      throw err;
    }
    if (
      chart.datasource_id === null ||
      !(await this.deps.datasets.isReadable(chart.datasource_id, principal))
    )
      throw new ValidationError(ANNOTATION_CHART_NOT_FOUND);
    const rowLevel = await this.deps.rowLevel.forDataset(chart.datasource_id, principal);
    return { ...source, chart, rlsKey: rowLevel.cacheKey };
  }

  /** A stored layer's annotations that overlap [from, to), earliest first. */
  private async nativeRecords(layerId: number, bounds: TimeBounds): Promise<AnnotationRecords> {
    return {
      columns: [...NATIVE_ANNOTATION_COLUMNS],
      records: await this.deps.annotations.overlapping(layerId, bounds),
    };
  }

  private async chartRecords(
    source: ChartSource,
    options: PrepareOptions,
    signal: AbortSignal | undefined,
  ): Promise<AnnotationRecords> {
    let saved: unknown = null;
    try {
      saved = source.chart.query_context ? JSON.parse(source.chart.query_context) : null;
    } catch {
      saved = null;
    }
    if (typeof saved !== 'object' || saved === null || Array.isArray(saved))
      throw new ValidationError(ANNOTATION_CHART_NO_QUERY(source.name));
    const context = sourceChartContext(
      parseQueryContext(saved),
      source.overrides,
      options.query,
      options.force,
    );
    if (!context) throw new ValidationError(ANNOTATION_CHART_NO_QUERY(source.name));
    const entry = await this.deps.runChartQuery(context, {
      principal: options.principal,
      chartId: source.chartId,
      signal,
    });
    const columns = Array.isArray(entry.colnames) ? entry.colnames.map(String) : [];
    const records = Array.isArray(entry.data) ? (entry.data as Record<string, unknown>[]) : [];
    return { columns, records };
  }
}

/** The outcome with its annotation data, when any layer needs some. */
export async function withAnnotationData<
  T extends {
    from_dttm: number | null;
    to_dttm: number | null;
    annotation_data: Record<string, unknown>;
  },
>(outcome: T, annotations: PreparedAnnotations, signal?: AbortSignal): Promise<T> {
  if (annotations.fingerprint === '') return outcome;
  const bounds = { from: outcome.from_dttm, to: outcome.to_dttm };
  return { ...outcome, annotation_data: await annotations.load(bounds, signal) };
}
