/**
 * Query result + form data → the Heatmap chart's props (pure): the weighted points, each spread
 * over `radius_pixels` with its weight times `intensity`, summed or averaged (`aggregation`) and
 * painted with the `linear_color_scheme` gradient, or shades of `color_picker` when
 * `color_scheme_type` is a fixed colour.
 */
import { isRgbaColor } from '@panorama/core/explore/color';
import type { ChartProps } from '../chartPluginTypes';
import { sequentialColors } from '../shared/color/linearColorScale';
import { PRIMARY_COLOR } from '../shared/controls/sharedControls';
import { readChoice, readNumber } from '../shared/echarts/formDataValues';
import { deckColorRange, fadeInRange, type DeckColor } from '../shared/deck/deckColors';
import { spatialChartProps, type SpatialChartProps } from '../shared/deck/spatialChartProps';

export const HEATMAP_COLOR_TYPES = ['fixed_color', 'linear_palette'] as const;
const HEATMAP_AGGREGATIONS = ['sum', 'mean'] as const;

export interface DeckHeatmapChartProps extends SpatialChartProps {
  intensity: number;
  radiusPixels: number;
  colorRange: DeckColor[];
  aggregation: 'SUM' | 'MEAN';
}

export function transformProps(chartProps: ChartProps): DeckHeatmapChartProps {
  const { formData } = chartProps;
  const colorType = readChoice(
    formData,
    'color_scheme_type',
    HEATMAP_COLOR_TYPES,
    'linear_palette',
  );
  const color = isRgbaColor(formData.color_picker) ? formData.color_picker : PRIMARY_COLOR;
  const aggregation = readChoice(formData, 'aggregation', HEATMAP_AGGREGATIONS, 'sum');
  return {
    ...spatialChartProps(chartProps),
    intensity: readNumber(formData, 'intensity', 1),
    radiusPixels: readNumber(formData, 'radius_pixels', 30),
    colorRange:
      colorType === 'fixed_color'
        ? fadeInRange(color)
        : deckColorRange(sequentialColors(formData.linear_color_scheme as string | undefined)),
    aggregation: aggregation === 'mean' ? 'MEAN' : 'SUM',
  };
}
