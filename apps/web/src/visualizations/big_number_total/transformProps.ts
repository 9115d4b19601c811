/**
 * Result → the big number: the metric's value formatted with the dataset metric's format or
 * `y_axis_format` (dates with `time_format` when the value is temporal or
 * `force_timestamp_formatting` is set), the subheader, font sizes and an optional colour from
 * conditional formatting.
 */
import { getTimeFormatter } from '@panorama/core/format/time-format';
import { getMetricLabel } from '@panorama/core/query/labels';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import { metricNumberFormatter, readFontSizes } from '../shared/bigNumber/bigNumberFormData';
import type { BigNumberViewProps } from '../shared/bigNumber/BigNumberView';
import {
  buildColorFormatters,
  readConditionalFormatting,
  TEXT_SCHEME_COLORS,
} from '../shared/conditionalFormatting';
import { readBoolean, readString } from '../shared/echarts/formDataValues';
import { parseMetricValue, readMetric } from '../shared/formDataMetrics';

const TEMPORAL = 2;
const STRING = 1;

export type BigNumberTotalProps = BigNumberViewProps;

export function transformProps(chartProps: ChartProps): BigNumberTotalProps {
  const { formData, queriesData, datasource, width, height } = chartProps;
  const metric = readMetric(formData.metric);
  const label = metric ? getMetricLabel(metric) : 'value';
  const result = queriesData[0];
  const row = result?.data?.[0];
  const raw = row?.[label];
  const index = result?.colnames?.indexOf(label) ?? -1;
  const coltype = index >= 0 ? result?.coltypes?.[index] : result?.coltypes?.[0];
  const forceTime = readBoolean(formData, 'force_timestamp_formatting', false);
  const timeFormat = readString(formData, 'time_format', 'smart_date');

  let headerText: string;
  let headerColor: string | undefined;
  if (raw === null || raw === undefined) {
    headerText = t('No data');
  } else if (coltype === TEMPORAL || coltype === STRING || forceTime) {
    headerText =
      coltype === STRING && !forceTime
        ? String(raw as string)
        : getTimeFormatter(timeFormat)(raw as number | string);
  } else {
    const value = parseMetricValue(raw);
    headerText = metricNumberFormatter(formData, datasource, metric)(value);
    const rules = readConditionalFormatting(formData.conditional_formatting).map((rule) => ({
      ...rule,
      column: label,
    }));
    const colors = buildColorFormatters(rules, result?.data ?? [], {
      alpha: false,
      palette: TEXT_SCHEME_COLORS,
    });
    headerColor = colors.get(label)?.(value);
  }

  const fonts = readFontSizes(formData);
  return {
    width,
    height,
    headerText,
    ...(headerColor ? { headerColor } : {}),
    subheader: readString(formData, 'subheader', ''),
    subheaderTone: 'neutral',
    headerFontSize: fonts.header,
    subheaderFontSize: fonts.subheader,
    trendline: null,
  };
}
