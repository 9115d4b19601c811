/**
 * The `column_config` form-data value (Superset's shape: column or metric label → its settings)
 * as a per-column settings editor reads and changes it.
 */

export type ColumnConfigValue = Record<string, Record<string, unknown>>;

export function readColumnConfigValue(value: unknown): ColumnConfigValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: ColumnConfigValue = {};
  for (const [column, settings] of Object.entries(value as Record<string, unknown>)) {
    if (typeof settings === 'object' && settings !== null && !Array.isArray(settings)) {
      result[column] = { ...(settings as Record<string, unknown>) };
    }
  }
  return result;
}

/** A copy of `value` with `column`'s `key` set (null: cleared, as Superset stores it). */
export function withColumnSetting(
  value: ColumnConfigValue,
  column: string,
  key: string,
  setting: unknown,
): ColumnConfigValue {
  return { ...value, [column]: { ...value[column], [key]: setting } };
}
