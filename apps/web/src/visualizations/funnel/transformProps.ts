/**
 * Query result + form data → the funnel's ECharts option (pure). One step per result row, named
 * by its group-by values and coloured from the categorical scheme in row order; each step knows
 * its share of the first step, of the previous step and of the total, and labels and tooltip
 * show the one `percent_calculation_type` picks.
 */
import { toNumber } from '@panorama/core/json/to-number';
import type { FunnelSeriesOption } from 'echarts/charts';
import type { LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import type { ChartProps } from '../chartPluginTypes';
import { crossFilterChartProps } from '../shared/echarts/crossFilterChartProps';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { readBoolean, readChoice } from '../shared/echarts/formDataValues';
import { buildLegend, legendPadding, readLegendSettings } from '../shared/echarts/legend';
import { readMetric, readMetricLabel } from '../shared/formDataMetrics';
import { metricValueFormatter } from '../shared/form-data/metricValueFormat';
import type { Primitive } from '../shared/categories/groupLabels';
import { readGroupedChartData } from '../shared/categories/groupedChartData';
import {
  DIMMED_OPACITY,
  itemSelection,
  type NamedItemChartProps,
} from '../shared/categories/itemCrossFilter';
import { tooltipHtml } from '../shared/categories/tooltipHtml';
import {
  FUNNEL_LABEL_TYPES,
  formatFunnelLabel,
  PERCENT_CALCULATION_TYPES,
  readFunnelLabelType,
  tooltipParts,
} from './funnelLabels';
import { itemTooltip } from '../shared/echarts/itemTooltip';

export type FunnelOption = ComposeOption<
  FunnelSeriesOption | TooltipComponentOption | LegendComponentOption
>;

export type FunnelChartProps = NamedItemChartProps<FunnelOption>;

export interface FunnelStep {
  name: string;
  value: number;
  groupValues: Primitive[];
  /** Shares as fractions (0.5 is half). */
  firstStepPercent: number;
  prevStepPercent: number;
  totalPercent: number;
}

function ratio(value: number, base: number): number {
  return base === 0 ? 0 : value / base;
}

/** The steps of the funnel in result order, with their three percentages. */
export function funnelSteps(
  rows: ReadonlyArray<Record<string, unknown>>,
  metricLabel: string,
  label: (row: Record<string, unknown>) => string,
  values: (row: Record<string, unknown>) => Primitive[],
): FunnelStep[] {
  const amounts = rows.map((row) => toNumber(row[metricLabel]) ?? 0);
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const first = amounts[0] ?? 0;
  return rows.map((row, index) => {
    const value = amounts[index] as number;
    return {
      name: label(row),
      value,
      groupValues: values(row),
      firstStepPercent: ratio(value, first),
      prevStepPercent: index === 0 ? 1 : ratio(value, amounts[index - 1] as number),
      totalPercent: ratio(value, total),
    };
  });
}

export function transformProps(chartProps: ChartProps): FunnelChartProps {
  const { formData, datasource } = chartProps;
  const { result, rows, groupby, labeler } = readGroupedChartData(chartProps);
  const formatValue = metricValueFormatter(formData, datasource, readMetric(formData.metric), {
    numberFormat: 'number_format',
  });
  const metricLabel = readMetricLabel(formData.metric) ?? result?.colnames?.at(-1) ?? '';
  const steps = funnelSteps(rows, metricLabel, labeler.label, labeler.values);

  const formatPercent = getNumberFormatter(',.2%');
  const percentType = readChoice(
    formData,
    'percent_calculation_type',
    PERCENT_CALCULATION_TYPES,
    'first_step',
  );
  const percentOf = (step: FunnelStep) =>
    percentType === 'total'
      ? step.totalPercent
      : percentType === 'prev_step'
        ? step.prevStepPercent
        : step.firstStepPercent;
  const textsOf = (step: FunnelStep) => ({
    name: step.name,
    value: formatValue(step.value),
    percent: formatPercent(percentOf(step)),
  });
  const stepAt = (params: unknown): FunnelStep | undefined => {
    const index = (params as { dataIndex?: number }).dataIndex;
    return typeof index === 'number' ? steps[index] : undefined;
  };

  const labelType = readFunnelLabelType(formData.label_type, FUNNEL_LABEL_TYPES.KEY);
  const tooltipType = readFunnelLabelType(
    formData.tooltip_label_type,
    FUNNEL_LABEL_TYPES.KEY_VALUE_PERCENT,
  );
  const showLabels = readBoolean(formData, 'show_labels', true);
  const labelLine = readBoolean(formData, 'label_line', false);
  const legend = readLegendSettings(formData);
  const padding = legendPadding(legend);
  const colorScale = formDataColorScale(formData);
  const { crossFilter, dimmed } = itemSelection(groupby, steps, chartProps.filterState);

  const series: FunnelSeriesOption = {
    type: 'funnel',
    top: padding.top + 10,
    bottom: padding.bottom + 10,
    left: padding.left + 10,
    right: padding.right + 10,
    minSize: '0%',
    maxSize: '100%',
    sort: 'descending',
    orient: 'vertical',
    gap: 0,
    funnelAlign: 'center',
    animation: steps.length <= 500,
    labelLine: { show: labelLine },
    label: {
      show: showLabels,
      position: labelLine ? 'outer' : 'inner',
      textBorderColor: 'transparent',
      formatter: (params: unknown) => {
        const step = stepAt(params);
        return step ? formatFunnelLabel(labelType, textsOf(step)) : '';
      },
    },
    emphasis: { label: { show: true, fontWeight: 'bold' } },
    data: steps.map((step) => ({
      name: step.name,
      value: step.value,
      itemStyle: {
        color: colorScale(step.name),
        opacity: dimmed(step.name) ? DIMMED_OPACITY : 1,
      },
    })),
  };

  const parts = tooltipParts(tooltipType);
  const option: FunnelOption = {
    tooltip: itemTooltip(
      (params: unknown) => {
        const step = stepAt(params);
        if (!step) return '';
        const texts = textsOf(step);
        const cells = [metricLabel];
        if (parts.value) cells.push(texts.value);
        if (parts.percent) cells.push(texts.percent);
        return tooltipHtml(
          parts.value || parts.percent ? [cells] : [],
          parts.key ? texts.name : undefined,
        );
      },
      readBoolean(formData, 'show_tooltip_labels', true),
    ),
    legend: buildLegend(
      legend,
      steps.map((step) => step.name),
    ),
    series: [series],
  };

  return crossFilterChartProps(chartProps, option, crossFilter);
}
