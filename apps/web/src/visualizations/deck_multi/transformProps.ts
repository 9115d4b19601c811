/**
 * Form data → the Multiple Layers chart's props (pure): its size and form data (map style,
 * viewport, filters), the chart ids of its layers in drawing order, and where it is shown (the
 * layers' own chart types read it too).
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartContext, ChartProps } from '../chartPluginTypes';
import { readLayerChartIds } from './layerFormData';

export interface DeckMultiChartProps {
  width: number;
  height: number;
  formData: QueryFormData;
  chartIds: number[];
  context: ChartContext;
}

export function transformProps(chartProps: ChartProps): DeckMultiChartProps {
  const { formData, width, height, context } = chartProps;
  return { width, height, formData, chartIds: readLayerChartIds(formData), context };
}
