/**
 * What a chart's question is made of, whatever chart type asked it (Superset's standardized form
 * data): its metrics and its dimensions. When the chart type changes, the new type's metric and
 * dimension controls are filled from these, in panel order, so Line → Table keeps the x axis and
 * the group-by as the table's dimensions and Table → Line makes the first dimension the x axis.
 * They come from the current chart, never from what an earlier visit to the new type held, so
 * going back to a type shows what the user built since rather than that type's older state.
 */
import { copyJson } from '../json/copy-json';

/** Controls holding the chart's metrics, in the order their values are taken. */
export const STANDARD_METRIC_CONTROLS = ['metrics', 'metric', 'metric_2'] as const;

/**
 * Controls holding the chart's dimensions, in the order their values are taken: the x axis
 * first, so it stays the x axis of a chart that has one and becomes the first dimension of one
 * that has not.
 */
export const STANDARD_COLUMN_CONTROLS = [
  'x_axis',
  'groupby',
  'columns',
  'groupbyRows',
  'groupbyColumns',
  'series',
  'entity',
] as const;

type FormDataInput = Readonly<Record<string, unknown>>;

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Each value once (by content), in order, from the given controls of the form data. */
function collect(formData: FormDataInput, names: readonly string[]): unknown[] {
  const seen = new Set<string>();
  const values: unknown[] = [];
  for (const name of names) {
    const value = formData[name];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!present(item)) continue;
      const key = JSON.stringify(item);
      if (seen.has(key)) continue;
      seen.add(key);
      values.push(copyJson(item));
    }
  }
  return values;
}

export interface StandardizedControls {
  metrics: unknown[];
  columns: unknown[];
}

export function standardizedControlsOf(formData: FormDataInput): StandardizedControls {
  return {
    metrics: collect(formData, STANDARD_METRIC_CONTROLS),
    columns: collect(formData, STANDARD_COLUMN_CONTROLS),
  };
}

export function isStandardControl(name: string): 'metric' | 'column' | null {
  if ((STANDARD_METRIC_CONTROLS as readonly string[]).includes(name)) return 'metric';
  if ((STANDARD_COLUMN_CONTROLS as readonly string[]).includes(name)) return 'column';
  return null;
}

/**
 * Takes the value of one standard control out of `pool` (which it shortens): a single-value
 * control takes the first item, a multi-value one all that are left. Undefined when the pool is
 * empty, so the control falls back to its default.
 */
export function takeStandardValue(pool: unknown[], multi: boolean): unknown {
  if (pool.length === 0) return undefined;
  return multi ? pool.splice(0, pool.length) : pool.shift();
}
