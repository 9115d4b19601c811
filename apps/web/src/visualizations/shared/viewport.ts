/** The map viewport of deck.gl charts (the `viewport` control) and its defaults. */

export interface Viewport {
  longitude: number;
  latitude: number;
  zoom: number;
  bearing: number;
  pitch: number;
}

export const VIEWPORT_FIELDS = ['longitude', 'latitude', 'zoom', 'bearing', 'pitch'] as const;

export const DEFAULT_VIEWPORT: Viewport = {
  longitude: 6.85,
  latitude: 31.22,
  zoom: 1,
  bearing: 0,
  pitch: 0,
};

/** A stored viewport with missing or non-numeric fields taken from the defaults. */
export function asViewport(value: unknown): Viewport {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const viewport = { ...DEFAULT_VIEWPORT };
  for (const field of VIEWPORT_FIELDS) {
    const raw = record[field];
    const number = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof number === 'number' && Number.isFinite(number)) viewport[field] = number;
  }
  return viewport;
}

/** The closed control's text: longitude and latitude in degrees. */
export function viewportLabel(viewport: Viewport): string {
  return `${viewport.longitude.toFixed(2)}° ${viewport.latitude.toFixed(2)}°`;
}
