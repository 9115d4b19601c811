/**
 * Superset's template macros with Superset's meaning: who is asking (`current_username()` and
 * friends), what the URL and the filters say (`url_param`, `filter_values`, `get_filters`,
 * `get_time_filter`, `from_dttm`/`to_dttm`), and other datasets' SQL and metrics (`dataset`,
 * `metric`). `remove_filter=True` records the column so the caller leaves that filter out of the
 * outer query. Values that come from a URL, a filter or the profile are outside text, quoted on
 * output; `url_param(..., escape_result=False)` hands back raw text only where the server
 * allows it.
 */
import type { Dialect } from '../dialects/dialect-spec';
import { genericType } from '../compile/column-types';
import { formatTimestamp, strftime } from '../compile/time-bounds';
import { BoundArguments } from './template-arguments';
import { TemplateError } from './template-error';
import { stringLiteral } from './template-output';
import { plainText } from './template-text';
import {
  TemplateDate,
  TemplateMacro,
  TemplateRecord,
  fromData,
  isList,
  isText,
  textOf,
  type TemplateValue,
} from './template-values';

export const NO_TIME_RANGE_TEXT = 'No filter';
export const UNESCAPED_URL_PARAM_REFUSED =
  'url_param(escape_result=False) is not allowed on this server: values from the URL are always escaped';

export interface TemplateUser {
  id: number | null;
  username: string | null;
  email: string | null;
  roles: readonly string[];
}

/** One filter of the query, as Superset's adhoc filters give it to templates. */
export interface TemplateFilter {
  col: string;
  op: string;
  val: unknown;
}

/** What a chart query tells its templates; absent in SQL Lab, alerts and row-level rules. */
export interface TemplateQuery {
  filters: readonly TemplateFilter[];
  /** The query's time range text (`Last week`, `No filter`), if any. */
  timeRange: string | null;
  fromDttm: Date | null;
  toDttm: Date | null;
  /** Types of the dataset's columns, for get_time_filter's default target type. */
  columnTypes: ReadonlyMap<string, string | null>;
  /** Superset's query variables (`columns`, `metrics`, `row_limit`, `time_grain`...). */
  variables: Readonly<Record<string, unknown>>;
}

/** Other datasets, loaded before rendering (see referencedDatasets). */
export interface TemplateDatasets {
  datasetSql(id: number, includeMetrics: boolean, columns: string[] | null, line: number): string;
  metricSql(metricKey: string, datasetId: number | null, line: number): string;
}

export interface MacroContext {
  dialect: Dialect;
  user: TemplateUser | null;
  urlParams: Readonly<Record<string, unknown>>;
  query: TemplateQuery | null;
  datasets: TemplateDatasets | null;
  resolveTimeRange: (range: string) => { since: Date | null; until: Date | null };
  allowUnescapedUrlParams: boolean;
}

/** What rendering learnt besides the text. */
export interface MacroEffects {
  /** Columns whose filters the template applied itself and the outer query must drop. */
  removedFilters: Set<string>;
  appliedFilters: Set<string>;
  /** Values Superset adds to the cache key (the rendered SQL is in the key anyway). */
  cacheKeys: unknown[];
}

function macro(name: string, parameters: string[], body: (args: BoundArguments) => TemplateValue) {
  return new TemplateMacro(name, (args) => body(new BoundArguments(name, parameters, args)));
}

/** Python truthiness of a filter value, as Superset tests `and val`. */
function present(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== '' && value !== 0 && value !== false;
}

/** A dialect's SQL for a naive timestamp or date of `type`. */
function temporalLiteral(dialect: Dialect, date: Date, type: string | null): string {
  if (genericType(type) === 'date')
    return `CAST(${stringLiteral(dialect, formatTimestamp(date).slice(0, 10))} AS DATE)`;
  return dialect.timestampParam.replace('{param}', stringLiteral(dialect, formatTimestamp(date)));
}

export function buildSupersetMacros(
  context: MacroContext,
  effects: MacroEffects,
): Map<string, TemplateValue> {
  const { user, query } = context;
  const remember = <T extends TemplateValue>(value: T, add: boolean): T => {
    if (add) effects.cacheKeys.push(plainText(value));
    return value;
  };

  const getFilters = (column: string, removeFilter: boolean): TemplateRecord[] => {
    const found: TemplateRecord[] = [];
    for (const filter of query?.filters ?? []) {
      if (filter.col !== column || filter.op === 'TEMPORAL_RANGE' || !present(filter.val)) continue;
      if (removeFilter) effects.removedFilters.add(column);
      effects.appliedFilters.add(column);
      const op = filter.op.toUpperCase();
      const val =
        (op === 'IN' || op === 'NOT IN') && !Array.isArray(filter.val) ? [filter.val] : filter.val;
      found.push(
        new TemplateRecord([
          ['op', op],
          ['col', column],
          ['val', fromData(val, 'outside')],
        ]),
      );
    }
    return found;
  };

  const userMacro = (name: string, read: (u: TemplateUser) => TemplateValue) =>
    macro(name, ['add_to_cache_keys'], (a) => {
      const value = user ? read(user) : null;
      return value === null ? null : remember(value, a.flag('add_to_cache_keys', true));
    });

  const macros = new Map<string, TemplateValue>([
    ['current_user_id', userMacro('current_user_id', (u) => u.id)],
    ['current_username', userMacro('current_username', (u) => fromData(u.username, 'outside'))],
    ['current_user_email', userMacro('current_user_email', (u) => fromData(u.email, 'outside'))],
    [
      'current_user_roles',
      userMacro('current_user_roles', (u) =>
        u.roles.length ? fromData([...u.roles], 'outside') : null,
      ),
    ],
    [
      'cache_key_wrapper',
      macro('cache_key_wrapper', ['key'], (a) => remember(a.value('key'), true)),
    ],
    [
      'url_param',
      macro('url_param', ['param', 'default', 'add_to_cache_keys', 'escape_result'], (a) => {
        const name = textOf(a.text('param'));
        const escape = a.flag('escape_result', true);
        if (!escape && !context.allowUnescapedUrlParams)
          throw new TemplateError(UNESCAPED_URL_PARAM_REFUSED, a.line);
        const raw = Object.hasOwn(context.urlParams, name) ? context.urlParams[name] : undefined;
        const value =
          raw === undefined || raw === null || raw === ''
            ? a.value('default')
            : fromData(raw, escape ? 'outside' : 'trusted');
        return remember(value, a.flag('add_to_cache_keys', true));
      }),
    ],
    [
      'filter_values',
      macro('filter_values', ['column', 'default', 'remove_filter'], (a) => {
        const values: TemplateValue[] = [];
        for (const filter of getFilters(textOf(a.text('column')), a.flag('remove_filter', false))) {
          const val = filter.get('val') as TemplateValue;
          if (isList(val)) values.push(...val);
          else if (val !== null) values.push(val);
        }
        const fallback = a.value('default');
        return values.length === 0 && fallback !== null && plainText(fallback) !== ''
          ? [fallback]
          : values;
      }),
    ],
    [
      'get_filters',
      macro('get_filters', ['column', 'remove_filter'], (a) =>
        getFilters(textOf(a.text('column')), a.flag('remove_filter', false)),
      ),
    ],
    [
      'get_time_filter',
      macro(
        'get_time_filter',
        ['column', 'default', 'target_type', 'strftime', 'remove_filter'],
        (a) => {
          const column = a.optionalText('column');
          let timeRange = query?.timeRange ?? null;
          let targetType = a.optionalText('target_type');
          if (column) {
            const filter = query?.filters.find(
              (f) => f.op === 'TEMPORAL_RANGE' && f.col === column,
            );
            if (filter) {
              if (a.flag('remove_filter', false)) effects.removedFilters.add(column);
              effects.appliedFilters.add(column);
              timeRange = typeof filter.val === 'string' ? filter.val : null;
              targetType ??= query?.columnTypes.get(column) ?? null;
            }
          }
          timeRange ||= NO_TIME_RANGE_TEXT;
          const fallback = a.optionalText('default');
          if (timeRange === NO_TIME_RANGE_TEXT && fallback) timeRange = fallback;
          const { since, until } = context.resolveTimeRange(timeRange);
          const format = a.optionalText('strftime');
          const expression = (date: Date | null): TemplateValue => {
            if (!date) return null;
            if (format) return strftime(date, format);
            return temporalLiteral(context.dialect, date, targetType);
          };
          return new TemplateRecord([
            ['from_expr', expression(since)],
            ['to_expr', expression(until)],
            ['time_range', timeRange],
          ]);
        },
      ),
    ],
    [
      'dataset',
      macro('dataset', ['dataset_id', 'include_metrics', 'columns'], (a) => {
        const datasets = requireDatasets(context, a.line);
        const columnsValue = a.value('columns');
        let columns: string[] | null = null;
        if (isList(columnsValue))
          columns = columnsValue.map((c) => (isText(c) ? textOf(c) : plainText(c)));
        return datasets.datasetSql(
          a.number('dataset_id'),
          a.flag('include_metrics', false),
          columns,
          a.line,
        );
      }),
    ],
    [
      'metric',
      macro('metric', ['metric_key', 'dataset_id'], (a) => {
        const datasets = requireDatasets(context, a.line);
        const id = a.value('dataset_id');
        return datasets.metricSql(
          textOf(a.text('metric_key')),
          typeof id === 'number' ? id : null,
          a.line,
        );
      }),
    ],
    [
      'range',
      macro('range', ['start', 'stop', 'step'], (a) => {
        const [start, stop] = a.has('stop')
          ? [a.number('start'), a.number('stop')]
          : [0, a.number('start')];
        const step = a.number('step', 1);
        if (step === 0) throw new TemplateError('range() arg 3 must not be zero', a.line);
        const count = Math.max(0, Math.ceil((stop - start) / step));
        if (count > 10_000) throw new TemplateError('range() is limited to 10,000 items', a.line);
        return Array.from({ length: count }, (_, i) => start + i * step);
      }),
    ],
  ]);
  for (const [name, value] of Object.entries(query?.variables ?? {})) {
    macros.set(name, fromData(value, 'outside'));
  }
  macros.set('from_dttm', query?.fromDttm ? new TemplateDate(query.fromDttm) : null);
  macros.set('to_dttm', query?.toDttm ? new TemplateDate(query.toDttm) : null);
  return macros;
}

function requireDatasets(context: MacroContext, line: number): TemplateDatasets {
  if (!context.datasets)
    throw new TemplateError('Datasets cannot be read from this template', line);
  return context.datasets;
}
