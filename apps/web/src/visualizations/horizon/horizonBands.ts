/**
 * The rectangles of one horizon row. The row's value range is cut into `bands` bands as tall
 * as the row; each band is drawn over the previous one in a darker colour, so a tall value
 * shows as several folded layers. Positive values rise from the bottom in the upper half of
 * the palette; negative values hang from the top in the lower half, darker the lower.
 */
export const HORIZON_COLORS = [
  '#313695',
  '#4575b4',
  '#74add1',
  '#abd9e9',
  '#fee090',
  '#fdae61',
  '#f46d43',
  '#d73027',
] as const;

export const HORIZON_BANDS = HORIZON_COLORS.length / 2;

export interface HorizonRect {
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

export interface HorizonRowLayout {
  values: ReadonlyArray<number | null>;
  width: number;
  height: number;
  /** The absolute value that fills every band to the top. */
  extent: number;
}

export function horizonRects({ values, width, height, extent }: HorizonRowLayout): HorizonRect[] {
  if (values.length === 0 || !(extent > 0)) return [];
  const step = width / values.length;
  const rects: HorizonRect[] = [];
  for (let band = 0; band < HORIZON_BANDS; band += 1) {
    values.forEach((value, index) => {
      if (value === null || value === 0) return;
      // How much of this band the value fills, 0..1.
      const fill = Math.min(1, Math.max(0, (Math.abs(value) / extent) * HORIZON_BANDS - band));
      if (fill === 0) return;
      const positive = value > 0;
      rects.push({
        x: index * step,
        y: positive ? height - fill * height : 0,
        // One pixel wider, so neighbouring columns leave no seam.
        width: step + 1,
        height: fill * height,
        color: HORIZON_COLORS[positive ? HORIZON_BANDS + band : HORIZON_BANDS - band - 1] as string,
      });
    });
  }
  return rects;
}
