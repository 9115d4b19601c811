/**
 * Query result + form data → the calendar heatmap's model (pure): one calendar per metric, cut
 * into blocks of `domain_granularity` (months, say) whose cells are `subdomain_granularity` units
 * (days), laid out as calendarLayout.ts says. The blocks cover the query's time range, or the
 * data's when the range is open; very long ranges show their latest blocks (with a note). Cells
 * are coloured in `steps` buckets of the metric's range on the linear scheme.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter, toDate, type TimeFormatter } from '@panorama/core/format/time-format';
import { DTTM_ALIAS } from '@panorama/core/query/build-query-object';
import { getMetricLabel } from '@panorama/core/query/labels';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import {
  readBoolean,
  readChoice,
  readNumber,
  readOptionalString,
} from '../shared/echarts/formDataValues';
import { parseMetricValue, readMetricList } from '../shared/formDataMetrics';
import { colorSteps, EMPTY_CELL_COLOR, stepIndex, type ColorStep } from './calendarColors';
import { domainStarts, layoutDomain, type DomainLayout } from './calendarLayout';
import {
  DOMAINS,
  floorTo,
  isFinerThan,
  SUBDOMAINS,
  type Domain,
  type Subdomain,
} from './calendarTime';

export interface CalendarCell {
  row: number;
  column: number;
  fill: string;
  /** The value written in the cell (`show_values`), else null. */
  text: string | null;
  tooltip: string;
}

export interface CalendarBlock {
  key: number;
  label: string;
  rows: number;
  columns: number;
  cells: CalendarCell[];
}

export interface CalendarModel {
  metric: string;
  /** The metric's name above the calendar (`show_metric_name`), else null. */
  title: string | null;
  blocks: CalendarBlock[];
  legend: Array<ColorStep & { label: string }>;
  /** The formatted ends of the metric's range, written beside the legend. */
  legendEnds: [string, string];
}

export type CalendarHeatmapProps = {
  width: number;
  height: number;
  calendars: CalendarModel[];
  cellSize: number;
  cellPadding: number;
  cellRadius: number;
  showLegend: boolean;
  /** Says when only the latest blocks of a long range are shown. */
  note: string | null;
};

/** Most blocks, and most cells per calendar, drawn (older blocks are left out beyond). */
export const MAX_BLOCKS = 400;
export const MAX_CELLS = 40_000;

/** The message when the cell unit is not smaller than the block unit. */
export function granularityMessage(): string {
  return t('The subdomain must be a smaller unit of time than the domain.');
}

const BLOCK_LABELS: Record<
  Domain,
  (format: (spec: string) => TimeFormatter, time: number) => string
> = {
  hour: (format, time) => format('%b %d, %H:00')(time),
  day: (format, time) => format('%b %d, %Y')(time),
  week: (format, time) => t('Week of %s', format('%b %d, %Y')(time)),
  month: (format, time) => format('%B %Y')(time),
  year: (format, time) => format('%Y')(time),
};

function timeOf(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string' && !(value instanceof Date)) {
    return null;
  }
  return toDate(value)?.getTime() ?? null;
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The latest blocks whose cells fit under MAX_CELLS. */
function affordable(layouts: DomainLayout[]): DomainLayout[] {
  let cells = 0;
  let first = layouts.length;
  while (first > 0) {
    const next = (layouts[first - 1] as DomainLayout).cells.length;
    if (cells + next > MAX_CELLS && first < layouts.length) break;
    cells += next;
    first -= 1;
  }
  return layouts.slice(first);
}

export function transformProps(chartProps: ChartProps): CalendarHeatmapProps {
  const { formData, queriesData, datasource, width, height } = chartProps;
  const domain = readChoice(formData, 'domain_granularity', DOMAINS, 'month');
  const subdomain: Subdomain = readChoice(formData, 'subdomain_granularity', SUBDOMAINS, 'day');
  if (!isFinerThan(subdomain, domain)) throw new Error(granularityMessage());

  const result = queriesData[0];
  const rows = result?.data ?? [];
  const metrics = readMetricList(formData.metrics).map(getMetricLabel);
  const times = rows.map((row) => timeOf(row[DTTM_ALIAS]));
  const dataTimes = times.filter((time): time is number => time !== null);
  // The query's range, else the data's (its end exclusive like the range's).
  const from =
    finiteOrNull(result?.from_dttm) ??
    dataTimes.reduce((earliest, time) => Math.min(earliest, time), Infinity);
  const to =
    finiteOrNull(result?.to_dttm) ??
    dataTimes.reduce((latest, time) => Math.max(latest, time + 1), -Infinity);

  const { starts, total } = domainStarts(domain, from, to, MAX_BLOCKS);
  const layouts = affordable(starts.map((start) => layoutDomain(domain, subdomain, start)));

  const formatValue = getNumberFormatter(readOptionalString(formData, 'y_axis_format'));
  const formatCellTime = getTimeFormatter(readOptionalString(formData, 'x_axis_time_format'));
  const formatBlock = (spec: string) => getTimeFormatter(spec);
  const steps = Math.max(1, Math.round(readNumber(formData, 'steps', 10)));
  const scheme = readOptionalString(formData, 'linear_color_scheme');
  const showValues = readBoolean(formData, 'show_values', false);
  const showMetricName = readBoolean(formData, 'show_metric_name', true);

  const calendars = metrics.map((metric): CalendarModel => {
    const values = new Map<number, number>();
    rows.forEach((row, index) => {
      const time = times[index];
      const value = parseMetricValue(row[metric]);
      if (time === null || time === undefined || value === null) return;
      const cell = floorTo(subdomain, time);
      values.set(cell, (values.get(cell) ?? 0) + value);
    });
    let min = Infinity;
    let max = -Infinity;
    for (const value of values.values()) {
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
    const range: [number, number] = min <= max ? [min, max] : [0, 0];
    const legend = colorSteps(scheme, steps, range);

    return {
      metric,
      title: showMetricName ? (datasource?.verbose_map?.[metric] ?? metric) : null,
      blocks: layouts.map((layout) => ({
        key: layout.start,
        label: BLOCK_LABELS[domain](formatBlock, layout.start),
        rows: layout.rows,
        columns: layout.columns,
        cells: layout.cells.map((cell) => {
          const value = values.get(cell.time);
          const shown = value === undefined ? t('No data') : formatValue(value);
          return {
            row: cell.row,
            column: cell.column,
            fill:
              value === undefined
                ? EMPTY_CELL_COLOR
                : (legend[stepIndex(value, range, legend.length)] as ColorStep).color,
            text: showValues && value !== undefined ? formatValue(value) : null,
            tooltip: `${formatCellTime(cell.time)}: ${shown}`,
          };
        }),
      })),
      legend: legend.map((step) => ({
        ...step,
        label: `${formatValue(step.from)} - ${formatValue(step.to)}`,
      })),
      legendEnds: [formatValue(range[0]), formatValue(range[1])],
    };
  });

  return {
    width,
    height,
    calendars,
    cellSize: Math.max(1, readNumber(formData, 'cell_size', 10)),
    cellPadding: Math.max(0, readNumber(formData, 'cell_padding', 2)),
    cellRadius: Math.max(0, readNumber(formData, 'cell_radius', 0)),
    showLegend: readBoolean(formData, 'show_legend', true),
    note:
      layouts.length < total
        ? t('Showing the latest %s of %s periods.', layouts.length, total)
        : null,
  };
}
