/**
 * `filter_range`: a slider between the column's MIN and MAX (queried with the
 * filter's pre-filters and parents) and two number inputs. Typing waits 300 ms (so a number is not
 * applied digit by digit) before the value changes; a bound left at the column's edge is not a
 * filter, so an untouched range emits nothing.
 */
import { InputNumber, Slider, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { RANGE_FILTER_DEBOUNCE_MS } from '@panorama/core/filters/filter-constants';
import { t } from '../../../../i18n/t';
import { useDebouncedCallback } from '../../../explore';
import { rangeBoundsFromResult } from '../model/filterOptions';
import { rangeBoundsQuery } from '../model/filterOptionsQuery';
import { useFilterQuery } from '../hooks/useFilterQuery';
import type { FilterControlProps } from './filterControlProps';

type Bound = number | null;

function boundsOf(value: unknown): [Bound, Bound] {
  if (!Array.isArray(value)) return [null, null];
  const toBound = (v: unknown): Bound => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return [toBound(value[0]), toBound(value[1])];
}

/** The two typed ends, in order; labels in English, translated when shown. */
const ENDS = [
  { index: 0, end: 'min', label: 'Minimum value' },
  { index: 1, end: 'max', label: 'Maximum value' },
] as const;

export function RangeFilter(props: FilterControlProps) {
  const { filter, filterState, onChange } = props;
  const queryContext = useMemo(
    () =>
      rangeBoundsQuery(filter, {
        dashboardId: props.dashboardId,
        parentsExtraFormData: props.parentsExtraFormData,
      }),
    [filter, props.dashboardId, props.parentsExtraFormData],
  );
  const query = useFilterQuery(queryContext, props.dashboardId);
  const bounds = rangeBoundsFromResult(query.result);
  const [lower, upper] = boundsOf(filterState?.value);
  // What the slider and inputs show while the user moves them. A draft belongs to the value it
  // was started from: when the value changes elsewhere (Clear all, a filter set, or the emitted
  // draft itself) the controls follow the value again.
  const valueKey = JSON.stringify([lower, upper]);
  const [edit, setEdit] = useState<{ from: string; bounds: [Bound, Bound] } | null>(null);
  const draft: [Bound, Bound] = edit?.from === valueKey ? edit.bounds : [lower, upper];
  const setDraft = (bounds: [Bound, Bound]) => setEdit({ from: valueKey, bounds });

  const emit = ([low, high]: [Bound, Bound]) => {
    const min = bounds?.min ?? null;
    const max = bounds?.max ?? null;
    const from = low !== null && low === min ? null : low;
    const to = high !== null && high === max ? null : high;
    if (from === null && to === null) {
      onChange({ value: null, label: null });
      return;
    }
    const label = `${from ?? '−∞'} ≤ x ≤ ${to ?? '∞'}`;
    onChange({ value: [from, to], label });
  };
  const debounced = useDebouncedCallback(emit, RANGE_FILTER_DEBOUNCE_MS);

  const typed = (index: 0 | 1, value: number | null) => {
    const next: [Bound, Bound] = index === 0 ? [value, draft[1]] : [draft[0], value];
    setDraft(next);
    debounced.run(next);
  };

  if (query.error !== null) {
    return <Typography.Text type="danger">{t('Error: %s', query.error)}</Typography.Text>;
  }
  const min = bounds?.min ?? 0;
  const max = bounds?.max ?? 0;
  const sliderValue: [number, number] = [draft[0] ?? min, draft[1] ?? max];
  return (
    <div className="pn-filter-range" data-testid="filter-range">
      <Slider
        range
        min={min}
        max={max}
        step={Number.isInteger(min) && Number.isInteger(max) ? 1 : (max - min) / 100 || 1}
        disabled={bounds === null}
        value={sliderValue}
        onChange={(next: number[]) => setDraft([next[0] ?? null, next[1] ?? null])}
        onChangeComplete={(next: number[]) => emit([next[0] ?? null, next[1] ?? null])}
      />
      <Space.Compact block>
        {ENDS.map(({ index, end, label }) => (
          <InputNumber
            key={end}
            aria-label={t(label)}
            data-testid={`filter-range-${end}`}
            style={{ width: '50%' }}
            placeholder={bounds ? String(bounds[end]) : undefined}
            value={draft[index]}
            onChange={(value) => typed(index, typeof value === 'number' ? value : null)}
            onBlur={debounced.flush}
          />
        ))}
      </Space.Compact>
    </div>
  );
}
