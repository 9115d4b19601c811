/**
 * The x-axis bounds of a Gantt chart (`x_axis_time_bounds`, Superset's pair of "HH:mm:ss" times
 * of day, either may be empty): the lower bound is that time on the UTC day of the earliest
 * start, the upper bound that time on the UTC day of the earliest end, as Superset computes
 * them. An empty side leaves the axis to fit the data.
 */
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function atTimeOfDay(day: number, time: unknown): number | undefined {
  if (typeof time !== 'string') return undefined;
  const match = TIME_OF_DAY.exec(time.trim());
  if (!match) return undefined;
  const date = new Date(day);
  return Date.UTC(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    Number(match[1]),
    Number(match[2]),
    Number(match[3] ?? 0),
  );
}

export function ganttTimeBounds(
  value: unknown,
  starts: readonly number[],
  ends: readonly number[],
): { min?: number; max?: number } {
  if (!Array.isArray(value)) return {};
  const bounds: { min?: number; max?: number } = {};
  const min = starts.length ? atTimeOfDay(Math.min(...starts), value[0]) : undefined;
  const max = ends.length ? atTimeOfDay(Math.min(...ends), value[1]) : undefined;
  if (min !== undefined) bounds.min = min;
  if (max !== undefined) bounds.max = max;
  return bounds;
}
