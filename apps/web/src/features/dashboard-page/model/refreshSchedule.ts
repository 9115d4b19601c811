/**
 * Auto-refresh arithmetic: charts refresh all at once or
 * staggered; the stagger window is the larger of the refresh frequency and the stagger time
 * (default 5000 ms, staggering on by default), divided across the charts. Charts listed in
 * `timed_refresh_immune_slices` are left out of timed refreshes.
 */

export const DEFAULT_STAGGER_TIME_MS = 5000;
export const DEFAULT_STAGGER_REFRESH = true;
export const DEFAULT_REFRESH_FREQUENCY = 0;

export interface StaggerSettings {
  /** `stagger_refresh` from the dashboard metadata; anything not `false` counts as on. */
  staggerRefresh?: unknown;
  /** `stagger_time` in milliseconds; missing or invalid means the 5000 ms default. */
  staggerTime?: unknown;
}

/** Superset stores `stagger_refresh` as a boolean but old dashboards hold the string 'false'. */
export function isStaggered(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim().toLowerCase() !== 'false';
  return DEFAULT_STAGGER_REFRESH;
}

export function staggerTimeMs(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : DEFAULT_STAGGER_TIME_MS;
}

/**
 * The delay (ms from now) at which each of `chartCount` charts refreshes. Staggered: chart i
 * waits i × window / count, so every chart has fired before the window closes and the next
 * periodic refresh never overlaps this one. Not staggered: all at once.
 */
export function refreshDelays(
  chartCount: number,
  refreshFrequencySeconds: number,
  settings: StaggerSettings,
): number[] {
  if (chartCount <= 0) return [];
  if (!isStaggered(settings.staggerRefresh)) return new Array<number>(chartCount).fill(0);
  const windowMs = Math.max(
    Math.max(0, refreshFrequencySeconds) * 1000,
    staggerTimeMs(settings.staggerTime),
  );
  const step = windowMs / chartCount;
  return Array.from({ length: chartCount }, (_, i) => Math.round(i * step));
}

/** Charts a timed refresh touches: all but the immune ones, in the given order. */
export function chartsToAutoRefresh(
  chartIds: readonly number[],
  immuneChartIds: readonly unknown[] | undefined,
): number[] {
  const immune = new Set(
    (immuneChartIds ?? []).map((id) => Number(id)).filter((id) => Number.isInteger(id)),
  );
  return chartIds.filter((id) => !immune.has(id));
}

/** A refresh frequency in seconds from metadata or the menu; invalid or negative means off. */
export function refreshFrequencySeconds(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : DEFAULT_REFRESH_FREQUENCY;
}
