/**
 * Query result + form data → the 3D Grid chart's props (pure): the weighted points in square
 * cells of `grid_size` metres, coloured from `color_scheme` and raised (with `extruded`) by the
 * sum of the weights of the points in each cell.
 */
import type { ChartProps } from '../chartPluginTypes';
import { categoricalColors } from '../shared/echarts/categoricalColors';
import { readBoolean, readNumber } from '../shared/echarts/formDataValues';
import { aggregateWeights } from '../shared/deck/aggregation';
import { deckColorRange, type DeckColor } from '../shared/deck/deckColors';
import { spatialChartProps, type SpatialChartProps } from '../shared/deck/spatialChartProps';
import type { WeightedPoint } from '../shared/deck/weightedPoints';

export interface DeckGridChartProps extends SpatialChartProps {
  cellSize: number;
  extruded: boolean;
  colorRange: DeckColor[];
  /** A cell's value from the points in it (its colour and height). */
  cellValue: (points: readonly WeightedPoint[]) => number;
}

export function transformProps(chartProps: ChartProps): DeckGridChartProps {
  const { formData } = chartProps;
  return {
    ...spatialChartProps(chartProps),
    cellSize: readNumber(formData, 'grid_size', 20),
    extruded: readBoolean(formData, 'extruded', true),
    colorRange: deckColorRange(categoricalColors(formData.color_scheme as string | undefined)),
    cellValue: (points) =>
      aggregateWeights(
        'sum',
        points.map((point) => point.weight),
      ),
  };
}
