/**
 * Query results + form data → the filter box's props (pure): per filtered column its options
 * (value, label and the metric value they were ordered by), whether it is multi-select,
 * clearable or searchable, and its starting value (the current dashboard selection, else the
 * item's default coerced to the column's type); plus the date filter's settings.
 */
import { coerceDefaultValue } from '@panorama/core/filters/default-value';
import { FILTER_BOX_VIRTUALIZE_THRESHOLD } from '@panorama/core/filters/filter-box';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import type { ChartHooks, ChartProps } from '../chartPluginTypes';
import { ROW_COUNT_LABEL, filterBoxItems } from './buildQuery';

export interface FilterBoxOption {
  value: string | number | boolean;
  label: string;
  metric: number | null;
}

export interface FilterBoxField {
  column: string;
  label: string;
  multiple: boolean;
  clearable: boolean;
  searchAllOptions: boolean;
  options: FilterBoxOption[];
  /** Option lists this long use the virtualised menu, so long lists stay fast to open. */
  virtual: boolean;
  initialValue: Array<string | number | boolean>;
}

export interface FilterBoxChartProps {
  width: number;
  height: number;
  fields: FilterBoxField[];
  dateFilter: boolean;
  initialTimeRange: string;
  instantFiltering: boolean;
  setDataMask?: ChartHooks['setDataMask'];
}

function optionValue(raw: unknown): string | number | boolean | null {
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  return null;
}

function asValues(value: unknown): Array<string | number | boolean> {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list
    .map(optionValue)
    .filter((v): v is string | number | boolean => v !== null && v !== '');
}

export function transformProps(chartProps: ChartProps): FilterBoxChartProps {
  const { formData, queriesData, datasource, width, height, hooks, filterState } = chartProps;
  const items = filterBoxItems(formData);
  const selected = (filterState?.value ?? {}) as Record<string, unknown>;
  const fields = items.map((item, index): FilterBoxField => {
    const rows = queriesData[index]?.data ?? [];
    const metricLabel = item.metric ?? ROW_COUNT_LABEL;
    const options: FilterBoxOption[] = [];
    for (const row of rows) {
      const value = optionValue(row[item.column]);
      if (value === null) continue;
      const metric = row[metricLabel];
      options.push({
        value,
        label: String(value),
        metric: typeof metric === 'number' ? metric : null,
      });
    }
    const column = datasource?.columns.find((c) => c.column_name === item.column);
    const multiple = item.multiple !== false;
    const fallback = coerceDefaultValue(item.defaultValue, column?.type, { multiple });
    const defaults =
      multiple && typeof fallback === 'string' ? fallback.split(';') : (fallback as unknown);
    return {
      column: item.column,
      label: item.label || column?.verbose_name || item.column,
      multiple,
      clearable: item.clearable !== false,
      searchAllOptions: item.searchAllOptions === true,
      options,
      virtual: options.length > FILTER_BOX_VIRTUALIZE_THRESHOLD,
      initialValue: asValues(
        Object.hasOwn(selected, item.column) ? selected[item.column] : defaults,
      ),
    };
  });
  const selectedTime = selected.__time_range;
  return {
    width,
    height,
    fields,
    dateFilter: formData.date_filter === true,
    initialTimeRange:
      typeof selectedTime === 'string'
        ? selectedTime
        : typeof formData.time_range === 'string'
          ? formData.time_range
          : NO_TIME_RANGE,
    instantFiltering: formData.instant_filtering !== false,
    ...(hooks.setDataMask ? { setDataMask: hooks.setDataMask } : {}),
  };
}
