/**
 * Merging data masks: append keys are concatenated, override keys are replaced by
 * the later mask. The web and the server both fold masks with these two functions, so a chart's
 * query is the same whether the dashboard or a report builds it.
 */
import { EXTRA_FORM_DATA_APPEND_KEYS, EXTRA_FORM_DATA_OVERRIDE_KEYS } from './filter-constants';
import type { DataMaskMap, ExtraFormData } from './filter-types';

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

/** `a` then `b`: lists concatenated (kept only when non-empty), overrides taken from `b` when set. */
export function mergeExtraFormData(
  a: ExtraFormData | undefined = {},
  b: ExtraFormData | undefined = {},
): ExtraFormData {
  const merged: Record<string, unknown> = {};
  for (const key of EXTRA_FORM_DATA_APPEND_KEYS) {
    const values = [...asList(a[key]), ...asList(b[key])];
    if (values.length > 0) merged[key] = values;
  }
  for (const key of EXTRA_FORM_DATA_OVERRIDE_KEYS) {
    if (a[key] !== undefined) merged[key] = a[key];
    if (b[key] !== undefined) merged[key] = b[key];
  }
  return merged as ExtraFormData;
}

/** The masks of `ids`, folded in the order given; ids without a mask contribute nothing. */
export function getExtraFormData(dataMask: DataMaskMap, ids: readonly string[]): ExtraFormData {
  let result: ExtraFormData = {};
  for (const id of ids) {
    const mask = Object.hasOwn(dataMask, id) ? dataMask[id] : undefined;
    result = mergeExtraFormData(result, mask?.extraFormData);
  }
  return result;
}
