/**
 * What every deck.gl chart of located points hands its component: its size and form data (the
 * map style), the view the map opens at, and the weighted points (pure, from the query result).
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartProps } from '../../chartPluginTypes';
import type { Viewport } from '../viewport';
import type { CategoryLegend } from './categoryLegend';
import { openingView } from './deckView';
import { readWeightedPoints, type WeightedPoint } from './weightedPoints';

export interface DeckChartProps {
  width: number;
  height: number;
  formData: QueryFormData;
  view: Viewport;
  /** The category legend over the map, for charts coloured by a dimension. */
  legend?: CategoryLegend | null;
}

export interface SpatialChartProps extends DeckChartProps {
  points: WeightedPoint[];
}

export function spatialChartProps(chartProps: ChartProps): SpatialChartProps {
  const { formData, width, height } = chartProps;
  const points = readWeightedPoints(chartProps.queriesData[0], formData);
  const view = openingView(
    formData,
    points.map((point) => point.position),
    width,
    height,
  );
  return { width, height, formData, view, points };
}
