/**
 * Reads shared by this group of chart types: comma-separated number lists (gauge intervals,
 * bullet ranges and markers), plain values of result rows, and a column's label in a dataset.
 */
import { columnSchema, type Column } from '@panorama/core/query/query-object';
import type { DatasourceJson } from '../../../models/datasourceTypes';

export type Primitive = string | number | boolean | null;

/**
 * "2, 4.5,,x,6" → [2, 4.5, 6]: numbers separated by commas; blanks and words are skipped, so a
 * half-typed list still draws what it can. A number (not text) is a one-item list.
 */
export function parseNumberList(value: unknown): number[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => parseNumberList(item));
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter((number) => Number.isFinite(number));
}

/** "a, b,, c" → ['a', 'b', '', 'c'] (positions matter: labels pair with numbers by index). */
export function parseTextList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => String(item ?? '').trim());
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value.split(',').map((part) => part.trim());
}

/** A result cell as a primitive (objects, e.g. arrays from some engines, become text). */
export function toPrimitive(value: unknown): Primitive {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (typeof value === 'bigint') return Number(value);
  return JSON.stringify(value);
}

/** The dataset's verbose name for a column or saved metric, else the name itself. */
export function verboseName(datasource: DatasourceJson | null, name: string): string {
  const mapped = datasource?.verbose_map?.[name];
  if (typeof mapped === 'string' && mapped !== '') return mapped;
  const column = datasource?.columns?.find((candidate) => candidate.column_name === name);
  if (column?.verbose_name) return column.verbose_name;
  const metric = datasource?.metrics?.find((candidate) => candidate.metric_name === name);
  if (metric?.verbose_name) return metric.verbose_name;
  return name;
}

/** A column list control: valid columns only (names or adhoc columns); one column is a list. */
export function readColumns(value: unknown): Column[] {
  const list: unknown[] = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter((item): item is Column => columnSchema.safeParse(item).success);
}
