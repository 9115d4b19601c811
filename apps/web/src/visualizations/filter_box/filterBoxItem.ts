/**
 * One filter-box item (`filter_configs` entry): column, label, defaultValue,
 * metric, asc, clearable, multiple, searchAllOptions. Reading is forgiving (older form data).
 */
import type { FilterBoxItem } from '@panorama/core/filters/filter-box';

export function asFilterBoxItem(value: unknown): FilterBoxItem {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const item: FilterBoxItem = {
    column: typeof raw.column === 'string' ? raw.column : '',
    label: typeof raw.label === 'string' ? raw.label : '',
    asc: raw.asc !== false,
    clearable: raw.clearable !== false,
    multiple: raw.multiple !== false,
    searchAllOptions: raw.searchAllOptions === true,
  };
  if (typeof raw.metric === 'string' && raw.metric) item.metric = raw.metric;
  const defaultValue = raw.defaultValue;
  if (
    typeof defaultValue === 'string' ||
    typeof defaultValue === 'number' ||
    typeof defaultValue === 'boolean'
  )
    item.defaultValue = defaultValue;
  return item;
}

/** The item's title in the collection: its label, else its column. */
export function filterBoxItemTitle(item: FilterBoxItem): string {
  return item.label || item.column || '';
}
