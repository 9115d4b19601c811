/**
 * Typed reads of chart-specific form-data keys. Form data is JSON from saved charts, URLs and
 * other products, so every key may be missing or of another type: each reader returns the
 * fallback unless the value has the expected type (numbers also accepted as numeric strings,
 * because text controls and old charts store them so).
 */
import type { QueryFormData } from '@panorama/core/query/form-data';

export function readBoolean(formData: QueryFormData, key: string, fallback: boolean): boolean {
  const value = formData[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function readNumber(formData: QueryFormData, key: string, fallback: number): number {
  const value = readOptionalNumber(formData, key);
  return value ?? fallback;
}

export function readOptionalNumber(formData: QueryFormData, key: string): number | undefined {
  const value = formData[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return undefined;
}

export function readString(formData: QueryFormData, key: string, fallback: string): string {
  const value = formData[key];
  return typeof value === 'string' ? value : fallback;
}

export function readOptionalString(formData: QueryFormData, key: string): string | undefined {
  const value = formData[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** One of `choices`, else the fallback (a stale or foreign value never reaches the chart). */
export function readChoice<T extends string>(
  formData: QueryFormData,
  key: string,
  choices: readonly T[],
  fallback: T,
): T {
  const value = formData[key];
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** A list of strings (single values are wrapped, non-strings dropped). */
export function readStringList(formData: QueryFormData, key: string): string[] {
  const value = formData[key];
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is string => typeof item === 'string' && item !== '');
}

/** `[min, max]` bounds; blank or non-numeric ends are undefined. */
export function readBounds(
  formData: QueryFormData,
  key: string,
): [number | undefined, number | undefined] {
  const value = formData[key];
  if (!Array.isArray(value)) return [undefined, undefined];
  const parse = (bound: unknown): number | undefined => {
    if (bound === null || bound === undefined || bound === '') return undefined;
    const number = Number(bound);
    return Number.isFinite(number) ? number : undefined;
  };
  return [parse(value[0]), parse(value[1])];
}
