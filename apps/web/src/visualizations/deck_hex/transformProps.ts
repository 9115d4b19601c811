/**
 * Query result + form data → the 3D Hexagon chart's props (pure): the weighted points, hexagons of
 * `grid_size` metres radius, coloured from `color_scheme` and raised (with `extruded`) by
 * `js_agg_function` of the weights of the points in each hexagon.
 */
import type { ChartProps } from '../chartPluginTypes';
import { readChoice, readNumber } from '../shared/echarts/formDataValues';
import { AGGREGATIONS } from '../shared/deck/aggregationChoices';
import { extrudedCellsProps, type ExtrudedCellsProps } from '../shared/deck/extrudedCells';

export interface DeckHexChartProps extends ExtrudedCellsProps {
  radius: number;
}

export function transformProps(chartProps: ChartProps): DeckHexChartProps {
  const { formData } = chartProps;
  return {
    ...extrudedCellsProps(chartProps, readChoice(formData, 'js_agg_function', AGGREGATIONS, 'sum')),
    radius: readNumber(formData, 'grid_size', 20),
  };
}
