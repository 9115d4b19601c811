/**
 * Query result + form data → the Handlebars chart's props (pure): the template, the rows it
 * renders as `data`, and the style template. Rendering and sanitising happen in the component,
 * which alone loads the template engine.
 */
import type { ChartProps } from '../chartPluginTypes';
import { styleOf, templateOf } from './handlebarsFormData';

export interface HandlebarsChartProps {
  width: number;
  height: number;
  template: string;
  /** The template's context: `{{#each data}}` walks the rows. */
  context: { data: Array<Record<string, unknown>> };
  style: string;
}

export function transformProps(chartProps: ChartProps): HandlebarsChartProps {
  const { formData, queriesData, width, height } = chartProps;
  return {
    width,
    height,
    template: templateOf(formData),
    context: { data: queriesData[0]?.data ?? [] },
    style: styleOf(formData),
  };
}
