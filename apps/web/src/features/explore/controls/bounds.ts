/** Min/max bounds (`[min, max]`, each a number or null), as axis-bounds controls store them. */

export type Bounds = [number | null, number | null];

function asBound(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

export function asBounds(value: unknown): Bounds {
  if (!Array.isArray(value)) return [null, null];
  return [asBound(value[0]), asBound(value[1])];
}

/** True when both bounds are set and the minimum is not below the maximum. */
export function boundsInverted([min, max]: Bounds): boolean {
  return min !== null && max !== null && min >= max;
}
