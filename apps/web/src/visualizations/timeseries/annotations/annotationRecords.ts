/**
 * Reading a layer's entry of the chart-data `annotation_data` (`{columns, records}`, reference
 * 1.8): the records themselves, the text an event or interval shows (its title, then its
 * descriptions, as Superset labels annotations), and the series of a TIME_SERIES layer (a saved
 * chart's rows: an x column and one numeric column per series; the legacy NVD3 shape
 * `[{key, values: [{x, y}]}]` is read too).
 */

export type AnnotationRecord = Record<string, unknown>;

/** Epoch ms from a number or a date text (a naive text is UTC), else null. */
export function toTime(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    const naive = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text);
    const parsed = Date.parse(naive ? `${text.replace(' ', 'T')}Z` : text);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** The records of `{columns, records}`, or of a plain record list. */
export function recordsOf(data: unknown): AnnotationRecord[] {
  const records = Array.isArray(data) ? data : (data as { records?: unknown } | null)?.records;
  return Array.isArray(records)
    ? records.filter(
        (record): record is AnnotationRecord => typeof record === 'object' && record !== null,
      )
    : [];
}

function columnsOf(data: unknown): string[] {
  const columns = (data as { columns?: unknown } | null)?.columns;
  return Array.isArray(columns) ? columns.map(String) : [];
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value.trim() : String(value);
}

/**
 * What an annotation shows on hover (or always, with showLabel): the title, then the non-empty
 * descriptions one per line after a blank line. ECharts draws it as canvas text, never HTML.
 */
export function annotationText(
  record: AnnotationRecord,
  titleColumn: string,
  descriptionColumns: readonly string[],
): string {
  const title = textOf(record[titleColumn]);
  const descriptions = descriptionColumns.map((column) => textOf(record[column])).filter(Boolean);
  return [title, descriptions.join('\n')].filter(Boolean).join('\n\n');
}

export interface AnnotationTimeSeries {
  key: string;
  /** [x epoch ms, y] sorted by x. */
  points: Array<[number, number | null]>;
}

function legacySeries(entries: unknown[]): AnnotationTimeSeries[] {
  return entries.flatMap((entry: unknown, index) => {
    const { key, values } = (entry ?? {}) as { key?: unknown; values?: unknown };
    if (!Array.isArray(values)) return [];
    const points = values.flatMap((point: unknown) => {
      const { x, y } = (point ?? {}) as { x?: unknown; y?: unknown };
      const time = toTime(x);
      return time === null
        ? []
        : [[time, typeof y === 'number' ? y : null] as [number, number | null]];
    });
    return [{ key: typeof key === 'string' ? key : String(index + 1), points }];
  });
}

/**
 * The series of a TIME_SERIES layer. For `{columns, records}` the x column is `__timestamp`
 * when present, else the first column (a time-series chart's x-axis comes first); every other
 * column holding numbers is a series named after it.
 */
export function timeSeriesOf(data: unknown): AnnotationTimeSeries[] {
  if (Array.isArray(data)) return legacySeries(data);
  const records = recordsOf(data);
  const columns = columnsOf(data);
  const names = columns.length > 0 ? columns : Object.keys(records[0] ?? {});
  const xColumn = names.includes('__timestamp') ? '__timestamp' : names[0];
  if (xColumn === undefined) return [];
  const rows = records
    .map((record) => ({ x: toTime(record[xColumn]), record }))
    .filter((row): row is { x: number; record: AnnotationRecord } => row.x !== null)
    .sort((a, b) => a.x - b.x);
  return names
    .filter((name) => name !== xColumn && rows.some((row) => typeof row.record[name] === 'number'))
    .map((name) => ({
      key: name,
      points: rows.map(({ x, record }) => {
        const y = record[name];
        return [x, typeof y === 'number' && Number.isFinite(y) ? y : null];
      }),
    }));
}
