/**
 * The radar's axes (indicators), one per metric, with Superset's range rules from
 * `column_config[metric]`: a maximum of null means the data's largest value (never 0, so 0
 * stays at the centre), an absent maximum lets ECharts choose; an absent minimum is 0, a null
 * one the data's smallest value. Normalised radars run every axis from 0 to 1.
 */

export interface RadarMetricConfig {
  radarMetricMaxValue?: number | null;
  radarMetricMinValue?: number | null;
}

export interface RadarIndicator {
  name: string;
  max?: number;
  min?: number;
}

/** `column_config` as metric label → radar bounds (anything else is ignored). */
export function readRadarColumnConfig(value: unknown): Record<string, RadarMetricConfig> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const config: Record<string, RadarMetricConfig> = {};
  for (const [metric, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { radarMetricMaxValue: max, radarMetricMinValue: min } = entry as Record<string, unknown>;
    const bound = (raw: unknown): number | null | undefined => {
      if (raw === null) return null;
      if (raw === undefined || raw === '') return undefined;
      const number = Number(raw);
      return Number.isFinite(number) ? number : undefined;
    };
    config[metric] = { radarMetricMaxValue: bound(max), radarMetricMinValue: bound(min) };
  }
  return config;
}

export function radarIndicators(
  metricLabels: readonly string[],
  displayNames: readonly string[],
  columnValues: ReadonlyArray<ReadonlyArray<number | null>>,
  config: Record<string, RadarMetricConfig>,
  normalized: boolean,
): RadarIndicator[] {
  return metricLabels.map((metric, index) => {
    const name = displayNames[index] ?? metric;
    if (normalized) return { name, max: 1, min: 0 };
    const values = (columnValues[index] ?? []).filter((value): value is number => value !== null);
    let dataMax = -Infinity;
    let dataMin = Infinity;
    for (const value of values) {
      if (value > dataMax) dataMax = value;
      if (value < dataMin) dataMin = value;
    }
    const { radarMetricMaxValue: maxSetting, radarMetricMinValue: minSetting } =
      config[metric] ?? {};
    let max: number | undefined;
    if (maxSetting === null) {
      max = values.length === 0 || dataMax === 0 ? Number.MAX_SAFE_INTEGER : dataMax;
    } else {
      max = maxSetting;
    }
    let min: number;
    if (minSetting === undefined) min = 0;
    else if (minSetting === null) min = values.length === 0 ? 0 : dataMin;
    else min = minSetting;
    return { name, ...(max === undefined ? {} : { max }), min };
  });
}

/** Each value as a share of its series' largest value (10 decimals, as Superset rounds). */
export function normalizeSeries(values: ReadonlyArray<number | null>): Array<number | null> {
  let max = -Infinity;
  for (const value of values) if (value !== null && value > max) max = value;
  return values.map((value) =>
    value === null || max === 0 || !Number.isFinite(max)
      ? value
      : Number((value / max).toFixed(10)),
  );
}
