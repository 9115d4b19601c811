/**
 * Query result + form data → the 3D Hexagon chart's props (pure): the weighted points, hexagons of
 * `grid_size` metres radius, coloured from `color_scheme` and raised (with `extruded`) by
 * `js_agg_function` of the weights of the points in each hexagon.
 */
import type { ChartProps } from '../chartPluginTypes';
import { categoricalColors } from '../shared/echarts/categoricalColors';
import { readBoolean, readChoice, readNumber } from '../shared/echarts/formDataValues';
import { AGGREGATIONS, type Aggregation } from '../shared/deck/aggregationChoices';
import { deckColorRange, type DeckColor } from '../shared/deck/deckColors';
import { spatialChartProps, type SpatialChartProps } from '../shared/deck/spatialChartProps';

export interface DeckHexChartProps extends SpatialChartProps {
  radius: number;
  extruded: boolean;
  colorRange: DeckColor[];
  /** How a hexagon's value (its colour and height) comes from its points' weights. */
  aggregation: Aggregation;
}

export function transformProps(chartProps: ChartProps): DeckHexChartProps {
  const { formData } = chartProps;
  const aggregation = readChoice(formData, 'js_agg_function', AGGREGATIONS, 'sum');
  return {
    ...spatialChartProps(chartProps),
    radius: readNumber(formData, 'grid_size', 20),
    extruded: readBoolean(formData, 'extruded', true),
    colorRange: deckColorRange(categoricalColors(formData.color_scheme as string | undefined)),
    aggregation,
  };
}
