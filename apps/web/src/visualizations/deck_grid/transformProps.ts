/**
 * Query result + form data → the 3D Grid chart's props (pure): the weighted points in square
 * cells of `grid_size` metres, coloured from `color_scheme` and raised (with `extruded`) by the
 * sum of the weights of the points in each cell.
 */
import type { ChartProps } from '../chartPluginTypes';
import { categoricalColors } from '../shared/echarts/categoricalColors';
import { readBoolean, readNumber } from '../shared/echarts/formDataValues';
import type { Aggregation } from '../shared/deck/aggregationChoices';
import { deckColorRange, type DeckColor } from '../shared/deck/deckColors';
import { spatialChartProps, type SpatialChartProps } from '../shared/deck/spatialChartProps';

export interface DeckGridChartProps extends SpatialChartProps {
  cellSize: number;
  extruded: boolean;
  colorRange: DeckColor[];
  /** How a cell's value (its colour and height) comes from its points' weights. */
  aggregation: Aggregation;
}

export function transformProps(chartProps: ChartProps): DeckGridChartProps {
  const { formData } = chartProps;
  return {
    ...spatialChartProps(chartProps),
    cellSize: readNumber(formData, 'grid_size', 20),
    extruded: readBoolean(formData, 'extruded', true),
    colorRange: deckColorRange(categoricalColors(formData.color_scheme as string | undefined)),
    aggregation: 'sum',
  };
}
