/**
 * Query result + form data → the Screen Grid chart's props (pure): the weighted points summed
 * into square cells of `grid_size` screen pixels, shaded from transparent to `color_picker` by
 * the cell's total weight.
 */
import { isRgbaColor } from '@panorama/core/explore/color';
import type { ChartProps } from '../chartPluginTypes';
import { PRIMARY_COLOR } from '../shared/controls/sharedControls';
import { readNumber } from '../shared/echarts/formDataValues';
import { fadeInRange, type DeckColor } from '../shared/deck/deckColors';
import { spatialChartProps, type SpatialChartProps } from '../shared/deck/spatialChartProps';

export interface DeckScreengridChartProps extends SpatialChartProps {
  cellSizePixels: number;
  colorRange: DeckColor[];
}

export function transformProps(chartProps: ChartProps): DeckScreengridChartProps {
  const { formData } = chartProps;
  const color = isRgbaColor(formData.color_picker) ? formData.color_picker : PRIMARY_COLOR;
  return {
    ...spatialChartProps(chartProps),
    cellSizePixels: readNumber(formData, 'grid_size', 20),
    colorRange: fadeInRange(color),
  };
}
