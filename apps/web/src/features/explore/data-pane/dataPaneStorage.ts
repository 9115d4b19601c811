/**
 * What the data pane remembers in the browser: whether it was open, and per dataset which
 * temporal columns show their original value instead of a formatted date (formatted is the
 * default, so only the exceptions are stored). Storage may be missing, full or hold junk from an
 * older version; every read falls back to the defaults and every write may silently fail.
 */
import type { TemporalFormat, TemporalFormats } from '../../../components/data-table/cellFormat';

export const PANEL_OPEN_KEY = 'is_datapanel_open';
export const ORIGINAL_TIME_COLUMNS_KEY = 'explore__data_table_original_formatted_time_columns';

export interface KeyValueStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

function read(storage: KeyValueStorage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: KeyValueStorage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: remembering is a convenience, not a requirement.
  }
}

export function readPanelOpen(storage = browserStorage()): boolean {
  return read(storage, PANEL_OPEN_KEY) === true;
}

export function writePanelOpen(open: boolean, storage = browserStorage()): void {
  write(storage, PANEL_OPEN_KEY, open);
}

function originalColumnsMap(storage: KeyValueStorage | undefined): Record<string, unknown> {
  const map = read(storage, ORIGINAL_TIME_COLUMNS_KEY);
  return typeof map === 'object' && map !== null && !Array.isArray(map)
    ? (map as Record<string, unknown>)
    : {};
}

/** The stored choices of one dataset (`"12__table"`) as a column → format map. */
export function readTemporalFormats(
  datasourceKey: string,
  storage = browserStorage(),
): TemporalFormats {
  const columns = originalColumnsMap(storage)[datasourceKey];
  const formats: Record<string, TemporalFormat> = {};
  if (Array.isArray(columns))
    for (const column of columns) if (typeof column === 'string') formats[column] = 'original';
  return formats;
}

export function writeTemporalFormats(
  datasourceKey: string,
  formats: TemporalFormats,
  storage = browserStorage(),
): void {
  const original = Object.keys(formats).filter((column) => formats[column] === 'original');
  const map = originalColumnsMap(storage);
  if (original.length > 0) map[datasourceKey] = original;
  else delete map[datasourceKey];
  write(storage, ORIGINAL_TIME_COLUMNS_KEY, map);
}
