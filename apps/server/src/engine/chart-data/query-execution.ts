/**
 * Running one chart query: compile it for the dataset's dialect, run it on the database's
 * connector with the query timeout and the caller's abort signal, turn the rows into a Frame,
 * join the time comparisons, apply the post-processing, and describe the result (display SQL,
 * applied and rejected filters, resolved time bounds).
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { QueryObject } from '@panorama/core/query/query-object';
import { getColumnLabel } from '@panorama/core/query/query-object';
import { resolveTimeRange } from '@panorama/core/time/resolve-time-range';
import {
  compileQuery,
  renderSqlForDisplay,
  type CompiledQuery,
  type CompileOptions,
} from '@panorama/sql/compile/compile-query';
import type { TableConditionsLookup } from '@panorama/sql/row-level/wrap-table-references';
import type { AnalyticsConnector, QueryResult } from '../connectors/connector';
import { applyPostProcessing } from '../post-processing/apply-post-processing';
import type { Frame } from '../post-processing/frame';
import { GenericDataType } from '@panorama/core/columns/type-names';
import type { ChartDatasource } from './chart-datasource';
import { labelMap, utcIsoSeconds, type QueryOutcome } from './query-payload';
import { DatabaseQueryFailure } from './query-error-message';
import { toFrame } from './result-frame';
import { checkTimeOffset, joinOffsetFrame, resolveTimeOffset } from './time-offsets';

export const TIME_COMPARISON_NEEDS_RANGE =
  'An enclosed time range (both start and end) must be specified when using a Time Comparison.';

export interface ExecutionContext {
  datasource: ChartDatasource;
  connector: () => Promise<AnalyticsConnector>;
  now: Date;
  timeoutMs: number;
  maxRows: number;
  allowSubqueries: boolean;
  /**
   * The caller's row-level rules on the tables custom SQL sub-queries read, once those tables
   * were authorised (chart-data-pipeline's subqueryReads); unset when none are read.
   */
  tableConditions?: TableConditionsLookup | undefined;
  signal?: AbortSignal | undefined;
}

type CompileContextPart = Pick<
  ExecutionContext,
  'datasource' | 'now' | 'allowSubqueries' | 'maxRows' | 'tableConditions'
>;

export function compileOptions(ctx: CompileContextPart, timeShift: string | null): CompileOptions {
  return {
    dialect: ctx.datasource.dialect,
    resolveTimeRange: (range, anchors) =>
      resolveTimeRange(range, {
        now: ctx.now,
        ...(anchors?.start ? { relativeStart: anchors.start } : {}),
        ...(anchors?.end ? { relativeEnd: anchors.end } : {}),
        ...(timeShift ? { timeShift } : {}),
      }),
    allowSubqueries: ctx.allowSubqueries,
    ...(ctx.tableConditions ? { tableConditions: ctx.tableConditions } : {}),
    maxRowLimit: ctx.maxRows,
  };
}

export async function compileFor(
  ctx: CompileContextPart,
  query: QueryObject,
  timeShift: string | null = null,
): Promise<CompiledQuery> {
  return compileQuery(
    query,
    await ctx.datasource.compileDatasource(),
    compileOptions(ctx, timeShift),
  );
}

/**
 * The result with the query's labels as column names: engines that limit name length
 * (PostgreSQL) return shortened aliases, which map back to the labels by position.
 */
function withLabels(result: QueryResult, compiled: CompiledQuery): QueryResult {
  const { columnLabels, columnAliases } = compiled;
  const names = result.columns.map((c) => c.name);
  const renamed =
    names.length === columnLabels.length &&
    names.some((name, i) => name !== columnLabels[i] && name === columnAliases[i]);
  if (!renamed) return result;
  const labels = names.map((name, i) => columnLabels[i] ?? name);
  return {
    ...result,
    columns: result.columns.map((c, i) => ({ ...c, name: labels[i] ?? c.name })),
    rows: result.rows.map((row) =>
      Object.fromEntries(names.map((name, i) => [labels[i] ?? name, row[name]])),
    ),
  };
}

async function runCompiled(ctx: ExecutionContext, compiled: CompiledQuery): Promise<Frame> {
  try {
    const connector = await ctx.connector();
    const result = await connector.run(compiled.sql, compiled.params, {
      timeoutMs: ctx.timeoutMs,
      maxRows: ctx.maxRows,
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
    return toFrame(withLabels(result, compiled));
  } catch (err) {
    // Worded per caller by errorForCaller: one execution may serve several callers.
    throw new DatabaseQueryFailure(err);
  }
}

/** The x-axis a time comparison is aligned on: the BASE_AXIS column, `__timestamp`, or the first temporal dimension. */
function xAxisOf(query: QueryObject, frame: Frame): string | null {
  for (const column of query.columns) {
    if (typeof column !== 'string' && column.columnType === 'BASE_AXIS')
      return getColumnLabel(column);
  }
  if (frame.columns.some((c) => c.name === '__timestamp')) return '__timestamp';
  const dimensions = new Set(query.columns.map(getColumnLabel));
  return (
    frame.columns.find((c) => c.type === GenericDataType.TEMPORAL && dimensions.has(c.name))
      ?.name ?? null
  );
}

async function withTimeOffsets(
  ctx: ExecutionContext,
  query: QueryObject,
  compiled: CompiledQuery,
  frame: Frame,
): Promise<{ frame: Frame; shifted: CompiledQuery[] }> {
  const { fromDttm, toDttm } = compiled;
  if (fromDttm === null || toDttm === null) throw new ValidationError(TIME_COMPARISON_NEEDS_RANGE);
  const xAxis = xAxisOf(query, frame);
  const shiftedQueries = await Promise.all(
    query.time_offsets.map(async (name) => {
      const offset = resolveTimeOffset(name, fromDttm.getTime(), toDttm.getTime());
      return { name, offset, compiled: await compileFor(ctx, query, offset) };
    }),
  );
  const frames = await Promise.all(shiftedQueries.map((s) => runCompiled(ctx, s.compiled)));
  let joined = frame;
  shiftedQueries.forEach((shifted, i) => {
    const offsetFrame = frames[i];
    if (!offsetFrame) return;
    joined = joinOffsetFrame(joined, offsetFrame, {
      offset: shifted.offset,
      name: shifted.name,
      xAxis,
      metricLabels: compiled.metricLabels,
    });
  });
  return { frame: joined, shifted: shiftedQueries.map((s) => s.compiled) };
}

/**
 * Compiles and runs the query. Failures are AppErrors, aborts, or a DatabaseQueryFailure for
 * what the database said, which the caller words with errorForCaller.
 */
export async function executeQuery(
  ctx: ExecutionContext,
  query: QueryObject,
): Promise<QueryOutcome> {
  for (const offset of query.time_offsets) checkTimeOffset(offset);
  const compiled = await compileFor(ctx, query);
  let frame = await runCompiled(ctx, compiled);
  const sqlRowcount = frame.rows.length;
  const display = [renderSqlForDisplay(compiled, ctx.datasource.dialect)];
  if (query.time_offsets.length > 0) {
    const withOffsets = await withTimeOffsets(ctx, query, compiled, frame);
    frame = withOffsets.frame;
    for (const shifted of withOffsets.shifted)
      display.push(renderSqlForDisplay(shifted, ctx.datasource.dialect));
  }
  if (query.post_processing.length > 0) frame = applyPostProcessing(frame, query.post_processing);
  const colnames = frame.columns.map((c) => c.name);
  return {
    data: frame.rows,
    colnames,
    coltypes: frame.columns.map((c) => c.type),
    rowcount: frame.rows.length,
    sql_rowcount: sqlRowcount,
    applied_row_limit: query.row_limit && query.row_limit > 0 ? query.row_limit : null,
    query: display.join(';\n\n'),
    applied_filters: compiled.appliedFilters,
    rejected_filters: compiled.rejectedFilters,
    annotation_data: {},
    from_dttm: compiled.fromDttm?.getTime() ?? null,
    to_dttm: compiled.toDttm?.getTime() ?? null,
    label_map: labelMap(colnames),
    queried_dttm: utcIsoSeconds(new Date()),
  };
}
