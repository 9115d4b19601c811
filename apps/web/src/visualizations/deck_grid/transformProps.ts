/**
 * Query result + form data → the 3D Grid chart's props (pure): the weighted points in square
 * cells of `grid_size` metres, coloured from `color_scheme` and raised (with `extruded`) by the
 * sum of the weights of the points in each cell.
 */
import type { ChartProps } from '../chartPluginTypes';
import { readNumber } from '../shared/echarts/formDataValues';
import { extrudedCellsProps, type ExtrudedCellsProps } from '../shared/deck/extrudedCells';

export interface DeckGridChartProps extends ExtrudedCellsProps {
  cellSize: number;
}

export function transformProps(chartProps: ChartProps): DeckGridChartProps {
  return {
    ...extrudedCellsProps(chartProps, 'sum'),
    cellSize: readNumber(chartProps.formData, 'grid_size', 20),
  };
}
