/**
 * The mixed chart's axes: one shared x axis and two y axes. The primary (left) axis takes
 * `y_axis_format`, `logAxis`, `y_axis_bounds` and `y_axis_title`; the secondary (right) one
 * `y_axis_format_secondary`, `logAxisSecondary`, `y_axis_bounds_secondary` and
 * `yAxisTitleSecondary`. Bounds always apply (Superset's mixed chart does not tie them to
 * truncation) and the two axes align their ticks when both are used.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import {
  readBoolean,
  readBounds,
  readOptionalString,
  readString,
} from '../shared/echarts/formDataValues';
import type { XAxisKind } from '../timeseries/extractSeries';
import { buildAxes, type AxisOption } from '../timeseries/timeseriesAxes';
import type { TimeseriesSettings } from '../timeseries/timeseriesSettings';

export interface MixedAxesInput {
  formData: QueryFormData;
  /** Query A's settings: the shared axis settings are read from them. */
  settings: TimeseriesSettings;
  /** Either query draws bars (the x axis then keeps room at its ends). */
  anyBars: boolean;
  xKind: XAxisKind;
  timeGrain: string | null;
  categories: string[];
  minPositive: [number | undefined, number | undefined];
  formatValue: [(value: number) => string, (value: number) => string];
  /** Both axes carry series. */
  alignTicks: boolean;
}

/** The settings of the secondary axis: the shared ones with the secondary keys in place. */
export function secondaryAxisSettings(
  formData: QueryFormData,
  settings: TimeseriesSettings,
): TimeseriesSettings {
  return {
    ...settings,
    yAxisFormat: readOptionalString(formData, 'y_axis_format_secondary') ?? 'SMART_NUMBER',
    logAxis: readBoolean(formData, 'logAxisSecondary', false),
    yAxisBounds: readBounds(formData, 'y_axis_bounds_secondary'),
    yAxisTitle: readString(formData, 'yAxisTitleSecondary', ''),
  };
}

function withBounds(axis: AxisOption, [min, max]: TimeseriesSettings['yAxisBounds']): AxisOption {
  return {
    ...axis,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
}

export function buildMixedAxes(input: MixedAxesInput): {
  xAxis: AxisOption;
  yAxis: [AxisOption, AxisOption];
} {
  const primary: TimeseriesSettings = {
    ...input.settings,
    orientation: 'vertical',
    seriesType: input.anyBars ? 'bar' : input.settings.seriesType,
  };
  const secondary = secondaryAxisSettings(input.formData, primary);
  const common = {
    xKind: input.xKind,
    timeGrain: input.timeGrain,
    categories: input.categories,
    percentValues: false,
  };
  const left = buildAxes({
    ...common,
    settings: primary,
    minPositive: input.minPositive[0],
    formatValue: input.formatValue[0],
  });
  const right = buildAxes({
    ...common,
    settings: secondary,
    minPositive: input.minPositive[1],
    formatValue: input.formatValue[1],
  });
  return {
    xAxis: left.xAxis,
    yAxis: [
      { ...withBounds(left.yAxis, primary.yAxisBounds), alignTicks: input.alignTicks },
      {
        ...withBounds(right.yAxis, secondary.yAxisBounds),
        position: 'right',
        splitLine: { show: false },
        alignTicks: input.alignTicks,
      },
    ],
  };
}
