/**
 * Resolves a range text on the server (optionally debounced) for the control's label and the
 * editor's 'Actual time range' preview. `No filter` needs no call and is always valid.
 */
import { useEffect, useState } from 'react';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import { actualTimeRangeText } from '@panorama/core/time/time-range-frame';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { useEvaluateTimeRangeQuery } from './timeRangeApi';

/**
 * The preview debounce: long enough
 * that typing an Advanced expression does not ask the server once per key.
 */
export const TIME_RANGE_PREVIEW_DEBOUNCE_MS = 500;

export type TimeRangeEvaluation =
  | { status: 'pending' }
  /** `actual` is `No filter` or `<since> ≤ col < <until>`. */
  | { status: 'valid'; actual: string }
  | { status: 'invalid'; error: string };

/** `value` once it has stopped changing for `delayMs` (at once when the delay is 0). */
function useDebouncedValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}

export function useTimeRangeEvaluation(value: string, debounceMs = 0): TimeRangeEvaluation {
  const settled = useDebouncedValue(value, debounceMs);
  const noFilter = settled === NO_TIME_RANGE;
  const { currentData, error, isFetching } = useEvaluateTimeRangeQuery(settled, {
    skip: noFilter,
  });
  if (settled !== value) return { status: 'pending' };
  if (noFilter) return { status: 'valid', actual: NO_TIME_RANGE };
  if (isFetching && currentData === undefined) return { status: 'pending' };
  if (error !== undefined) return { status: 'invalid', error: errorMessage(error) };
  if (currentData === undefined) return { status: 'pending' };
  if (currentData === null) {
    return { status: 'invalid', error: t('Unexpected answer from the time range service') };
  }
  return { status: 'valid', actual: actualTimeRangeText(currentData) };
}
