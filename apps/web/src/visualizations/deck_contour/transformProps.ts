/**
 * Query result + form data → the Contour chart's props (pure): the weighted points aggregated
 * (`aggregation`) into cells of `cellSize` metres, and the `contours`: an isoband between a lower
 * and an upper threshold, or an isoline at the lower threshold `strokeWidth` wide, in its colour.
 * Without contours deck.gl draws one isoline at 1.
 */
import { isRgbaColor } from '@panorama/core/explore/color';
import type { ChartProps } from '../chartPluginTypes';
import { PRIMARY_COLOR } from '../shared/controls/sharedControls';
import { readChoice, readNumber } from '../shared/echarts/formDataValues';
import { parseMetricValue } from '../shared/formDataMetrics';
import { spatialChartProps, type SpatialChartProps } from '../shared/deck/spatialChartProps';

const CONTOUR_AGGREGATIONS = ['sum', 'min', 'max', 'mean'] as const;

export interface Contour {
  threshold: number | [number, number];
  color: [number, number, number];
  strokeWidth?: number;
}

export interface DeckContourChartProps extends SpatialChartProps {
  cellSize: number;
  aggregation: 'SUM' | 'MIN' | 'MAX' | 'MEAN';
  contours: Contour[];
}

function readContour(value: unknown): Contour | null {
  const item =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const lower = parseMetricValue(item.lowerThreshold);
  if (lower === null) return null;
  const upper = parseMetricValue(item.upperThreshold);
  const { r, g, b } = isRgbaColor(item.color) ? item.color : PRIMARY_COLOR;
  // As in Superset, a missing or zero upper threshold makes an isoline.
  if (upper) return { threshold: [lower, upper], color: [r, g, b] };
  const strokeWidth = parseMetricValue(item.strokeWidth);
  return {
    threshold: lower,
    color: [r, g, b],
    ...(strokeWidth === null ? {} : { strokeWidth }),
  };
}

export function transformProps(chartProps: ChartProps): DeckContourChartProps {
  const { formData } = chartProps;
  const contours = Array.isArray(formData.contours) ? formData.contours : [];
  return {
    ...spatialChartProps(chartProps),
    cellSize: readNumber(formData, 'cellSize', 200),
    aggregation: readChoice(
      formData,
      'aggregation',
      CONTOUR_AGGREGATIONS,
      'sum',
    ).toUpperCase() as DeckContourChartProps['aggregation'],
    contours: contours.map(readContour).filter((contour): contour is Contour => contour !== null),
  };
}
