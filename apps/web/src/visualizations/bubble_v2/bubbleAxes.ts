/**
 * The bubble chart's two value axes: each with its own scale (linear or log), title set apart by
 * its margin, label format and rotation, and optional bounds.
 */
export interface BubbleAxisSettings {
  log: boolean;
  /** Whether the axis may start away from zero to fit the data. */
  scale: boolean;
  title: string;
  titleMargin: number;
  format: (value: number) => string;
  labelRotation: number;
  /** Labels that would overlap are left out (the x axis, whose labels run side by side). */
  hideOverlap?: boolean;
  bounds: [number | undefined, number | undefined];
  /** Whether the bounds apply (a log axis cannot start at 0, so it keeps ECharts' range). */
  bounded: boolean;
}

/** Axis range from optional bounds, when they apply. */
function boundsOf(
  [min, max]: [number | undefined, number | undefined],
  apply: boolean,
): { min?: number; max?: number } {
  if (!apply) return {};
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

export function bubbleAxis(settings: BubbleAxisSettings) {
  const { format } = settings;
  return {
    type: settings.log ? ('log' as const) : ('value' as const),
    scale: settings.scale,
    name: settings.title,
    nameLocation: 'middle' as const,
    nameGap: settings.titleMargin,
    nameTextStyle: { fontWeight: 'bolder' as const },
    splitLine: { lineStyle: { type: 'dashed' as const } },
    axisLabel: {
      formatter: (value: number) => format(value),
      rotate: settings.labelRotation,
      ...(settings.hideOverlap ? { hideOverlap: true } : {}),
    },
    ...boundsOf(settings.bounds, settings.bounded),
  };
}
