/**
 * The ECharts parts that only some options draw with, and which of them an option needs. ECharts
 * silently ignores what it has no part for (a series' markLine, a dataZoom, a graphic), so the
 * chart view loads the missing ones before drawing (`loadOptionParts.ts`); a chart type whose
 * options always use one registers it up front by importing its module under `parts/`.
 * Reads the option only: pure code and tests use it without loading ECharts.
 */
import { isRecord } from '@panorama/core/json/is-record';

export type OptionPart =
  // Line series: the line-style chart types, formula and time-series annotation layers.
  | 'lineSeries'
  | 'barSeries'
  | 'scatterSeries'
  // The chord diagram's series.
  | 'chordSeries'
  // Parallel coordinates: the series and the parallel axes it is drawn on.
  | 'parallelSeries'
  // Series drawn item by item by the chart's own function (the Gantt chart's bars).
  | 'customSeries'
  // The zoom slider and mouse-wheel zoom.
  | 'dataZoom'
  // Event annotation layers.
  | 'markLine'
  // Interval annotation layers.
  | 'markArea'
  // Free-drawn elements, e.g. the pie's and sunburst's "Total" text.
  | 'graphic'
  // Label layout options, and labels fading in or moving with an animated update.
  | 'labelLayout';

const SERIES_PARTS: Readonly<Record<string, OptionPart>> = {
  line: 'lineSeries',
  bar: 'barSeries',
  scatter: 'scatterSeries',
  chord: 'chordSeries',
  parallel: 'parallelSeries',
  custom: 'customSeries',
};

/** Series types whose labels ECharts shows unless the option hides them. */
const LABELLED_BY_DEFAULT = new Set([
  'pie',
  'funnel',
  'sunburst',
  'treemap',
  'sankey',
  'tree',
  'chord',
]);

/** Label options a series may carry, on itself or on its items. */
const LABEL_KEYS = ['label', 'endLabel', 'edgeLabel', 'upperLabel'];

/** Arrays of a series whose items may carry their own label options. */
const ITEM_KEYS = ['data', 'nodes', 'categories', 'levels'];

type OptionRecord = Record<string, unknown>;

/** ECharts takes one component either as an object or as an array of them. */
function records(value: unknown): OptionRecord[] {
  return (Array.isArray(value) ? value : [value]).filter(isRecord);
}

function showsOwnLabel(item: OptionRecord): boolean {
  return LABEL_KEYS.some((key) => {
    const label = item[key];
    return isRecord(label) && label.show === true;
  });
}

function showsLabels(series: OptionRecord): boolean {
  const label = series.label;
  if (LABELLED_BY_DEFAULT.has(String(series.type)) && !(isRecord(label) && label.show === false)) {
    return true;
  }
  if (showsOwnLabel(series)) return true;
  return ITEM_KEYS.some((key) => {
    const items = series[key];
    return Array.isArray(items) && items.some((item) => isRecord(item) && showsOwnLabel(item));
  });
}

/**
 * Without a `labelLayout` option, ECharts' label layout only animates labels (fading in, moving
 * on update; pie and funnel draw their label lines themselves): a chart drawn without animation,
 * like every dashboard chart, looks the same without it.
 */
function needsLabelLayout(option: OptionRecord, series: OptionRecord[]): boolean {
  if (series.some((entry) => entry.labelLayout !== undefined)) return true;
  if (option.animation === false) return false;
  return series.some((entry) => entry.animation !== false && showsLabels(entry));
}

export function optionPartsUsedBy(option: object): Set<OptionPart> {
  const record = option as OptionRecord;
  const series = records(record.series);
  const parts = new Set<OptionPart>();
  for (const entry of series) {
    const seriesPart = SERIES_PARTS[String(entry.type)];
    if (seriesPart) parts.add(seriesPart);
    if (isRecord(entry.markLine)) parts.add('markLine');
    if (isRecord(entry.markArea)) parts.add('markArea');
  }
  if (records(record.dataZoom).length > 0) parts.add('dataZoom');
  if (records(record.graphic).length > 0) parts.add('graphic');
  if (needsLabelLayout(record, series)) parts.add('labelLayout');
  return parts;
}
