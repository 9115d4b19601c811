/**
 * How long a chart result is cached, first set value wins (Superset's QueryContextProcessor):
 * the request's custom_cache_timeout, the chart's, the dataset's, the database's, then the
 * configured default. -1 means "do not cache"; 0 means "until evicted".
 */
export function resolveCacheTimeout(candidates: {
  custom?: number | null;
  chart?: number | null;
  dataset?: number | null;
  database?: number | null;
  fallback: number;
}): number {
  for (const value of [
    candidates.custom,
    candidates.chart,
    candidates.dataset,
    candidates.database,
  ]) {
    if (value !== null && value !== undefined) return value;
  }
  return candidates.fallback;
}
