/**
 * Whether colour scales extend a scheme with analogous colours (the USE_ANALAGOUS_COLORS feature
 * flag). Colour scales are built inside chart types' pure transforms, far from the store, so the
 * flag is kept here for them, as Superset's scale reads its global feature flags; the store sets
 * it whenever the instance's flags arrive.
 */
export const ANALOGOUS_COLORS_FLAG = 'USE_ANALAGOUS_COLORS';

let enabled = false;

export function setAnalogousColors(on: boolean): void {
  enabled = on;
}

export function analogousColorsEnabled(): boolean {
  return enabled;
}
