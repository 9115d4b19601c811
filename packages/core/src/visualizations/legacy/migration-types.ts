/**
 * The shape of one legacy chart type's upgrade: which chart type replaces it, which form-data keys
 * are renamed or dropped, and what the old form data needs before the renames (defaults the new
 * chart relies on). Kept as data so each upgrade reads as a table and the engine stays one loop.
 */
export type FormData = Record<string, unknown>;

export interface LegacyVizMigration {
  /** The retired `viz_type`. */
  readonly source: string;
  /** The chart type that replaces it (a `prepare` step may pick another, e.g. a smooth line). */
  readonly target: string;
  /**
   * Whether the old time column (`granularity_sqla`) becomes the new chart's x-axis. Charts that
   * drew time on their x-axis keep it there; the others only keep its time range as a filter.
   */
  readonly timeColumnIsXAxis: boolean;
  /** Old key → new key; the value moves unchanged. */
  readonly rename: Readonly<Record<string, string>>;
  /** Keys the new chart has no use for (after `prepare` has read them). */
  readonly remove: readonly string[];
  /** Sets new keys from old ones before renaming; returns another target when the data decides. */
  readonly prepare?: (data: FormData) => string | undefined;
  /** Runs last, on the renamed form data with its time filter in place. */
  readonly finish?: (data: FormData) => void;
}

/** A value as a list: a lone value becomes a one-item list, nothing an empty list. */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Old NVD3 charts stored the tick rotation as a label; the new charts take degrees. */
export function tickRotationDegrees(data: FormData): void {
  if (data.x_ticks_layout) data.x_ticks_layout = data.x_ticks_layout === '45°' ? 45 : 0;
}

/**
 * NVD3 sized its axis-title margins itself; the new charts need a margin for a titled axis, so an
 * 'auto' or missing margin under a title becomes 30 pixels.
 */
export function marginForTitle(data: FormData, titleKey: string, marginKey: string): void {
  const margin = data[marginKey];
  if (data[titleKey] && (!margin || margin === 'auto')) data[marginKey] = 30;
}
