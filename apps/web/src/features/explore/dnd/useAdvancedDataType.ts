/**
 * Checks the typed values of a filter on an advanced data type column (IP address, port ...)
 * through `GET /api/v1/advanced_data_type/convert`, 600 ms after the last change (so typing does
 * not ask the server once per key). The answer gives the value as the server reads it, an error
 * message, and the operators the type allows; a failed call reads 'Failed to retrieve advanced
 * type'. An error disables Save.
 */
import { useEffect, useState } from 'react';
import type { FilterComparator } from '@panorama/core/adhoc/adhoc-types';
import { t } from '../../../i18n/t';
import { useLazyConvertAdvancedTypeQuery } from './dndApi';
import { advancedTypeValues } from './filterOptions';

export const ADVANCED_TYPE_DEBOUNCE_MS = 600;

export interface AdvancedTypeState {
  displayValue: string;
  errorMessage: string;
  /** Operator ids the type allows; null when the column has no advanced type (or no answer yet). */
  operators: string[] | null;
}

const NONE: AdvancedTypeState = { displayValue: '', errorMessage: '', operators: null };

function parseValues(key: string): Array<string | number> {
  const parsed: unknown = JSON.parse(key);
  if (!Array.isArray(parsed)) return [''];
  return parsed.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
}

export function useAdvancedDataType(
  type: string | null | undefined,
  comparator: FilterComparator | undefined,
): AdvancedTypeState {
  const [convert] = useLazyConvertAdvancedTypeQuery();
  // The last answer, with the type it was for, so a change of column never shows a stale one.
  const [answer, setAnswer] = useState<{ type: string; state: AdvancedTypeState } | null>(null);
  const key = JSON.stringify(advancedTypeValues(comparator));

  useEffect(() => {
    if (!type) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void convert({ type, values: parseValues(key) }, true)
        .unwrap()
        .then(
          (result) => {
            if (cancelled) return;
            setAnswer({
              type,
              state: {
                displayValue: result.display_value,
                errorMessage: result.error_message,
                operators: result.valid_filter_operators,
              },
            });
          },
          () => {
            if (cancelled) return;
            setAnswer((previous) => ({
              type,
              state: {
                displayValue: '',
                errorMessage: t('Failed to retrieve advanced type'),
                operators: previous?.type === type ? previous.state.operators : null,
              },
            }));
          },
        );
    }, ADVANCED_TYPE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [type, key, convert]);

  if (!type || answer?.type !== type) return NONE;
  return answer.state;
}
