/**
 * Query result + form data → the world map's props (pure). The rows keep the raw country value
 * (matched against the country table in the chart's own chunk, with the map) and both metrics;
 * the rest are the drawing settings Superset's world map reads.
 */
import { isRgbaColor, type RgbaColor } from '@panorama/core/explore/color';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import type { ChartHooks, ChartProps } from '../chartPluginTypes';
import { labelColorsOf } from '../shared/echarts/categoricalColors';
import { selectedNamesOf } from '../shared/echarts/crossFilter';
import {
  readBoolean,
  readChoice,
  readNumber,
  readOptionalString,
} from '../shared/echarts/formDataValues';
import { parseMetricValue, readMetric } from '../shared/formDataMetrics';
import { readColumn } from '../shared/form-data/formDataColumns';
import {
  COUNTRY_FIELD_TYPES,
  DEFAULT_COUNTRY_FIELD_TYPE,
  type CountryFieldType,
} from '../shared/maps/countryFieldTypes';

export const COLOR_BY = ['metric', 'country'] as const;
export type ColorBy = (typeof COLOR_BY)[number];

/** The default bubble colour (Superset's `color_picker` default). */
export const DEFAULT_BUBBLE_COLOR: RgbaColor = { r: 0, g: 122, b: 135, a: 1 };
export const DEFAULT_MAX_BUBBLE_SIZE = 25;

export interface WorldMapRow {
  /** The entity column's value as the data holds it (the cross filter's value). */
  entity: string;
  m1: number | null;
  m2: number | null;
}

export interface WorldMapChartProps {
  width: number;
  height: number;
  rows: WorldMapRow[];
  entityColumn: string;
  countryFieldType: CountryFieldType;
  metricLabel: string;
  bubbleMetricLabel: string;
  showBubbles: boolean;
  /** Radius of the largest bubble, in pixels. */
  maxBubbleSize: number;
  bubbleColor: RgbaColor;
  colorBy: ColorBy;
  linearColorScheme: string | undefined;
  colorScheme: string | undefined;
  labelColors: Record<string, unknown>;
  numberFormat: string | undefined;
  /** Country names this chart's cross filter selects. */
  selectedNames: string[];
  setDataMask?: ChartHooks['setDataMask'];
  onContextMenu?: ChartHooks['onContextMenu'];
}

export function transformProps(chartProps: ChartProps): WorldMapChartProps {
  const { formData, queriesData, width, height, hooks } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const entity = readColumn(formData, 'entity');
  const entityColumn = entity === undefined ? '' : getColumnLabel(entity);
  const metric = readMetric(formData.metric);
  const secondary = readMetric(formData.secondary_metric);
  const metricLabel = metric === undefined ? '' : getMetricLabel(metric);
  // Without a bubble metric, bubbles are sized by the colour metric.
  const bubbleMetricLabel = secondary === undefined ? metricLabel : getMetricLabel(secondary);

  return {
    width,
    height,
    rows: rows.map((row) => ({
      entity:
        row[entityColumn] === null || row[entityColumn] === undefined
          ? ''
          : String(row[entityColumn]),
      m1: parseMetricValue(row[metricLabel]),
      m2: parseMetricValue(row[bubbleMetricLabel]),
    })),
    entityColumn,
    countryFieldType: readChoice(
      formData,
      'country_fieldtype',
      COUNTRY_FIELD_TYPES,
      DEFAULT_COUNTRY_FIELD_TYPE,
    ),
    metricLabel,
    bubbleMetricLabel,
    showBubbles: readBoolean(formData, 'show_bubbles', false),
    maxBubbleSize: Math.max(1, readNumber(formData, 'max_bubble_size', DEFAULT_MAX_BUBBLE_SIZE)),
    bubbleColor: isRgbaColor(formData.color_picker) ? formData.color_picker : DEFAULT_BUBBLE_COLOR,
    colorBy: readChoice(formData, 'color_by', COLOR_BY, 'metric'),
    linearColorScheme: readOptionalString(formData, 'linear_color_scheme'),
    colorScheme: readOptionalString(formData, 'color_scheme'),
    labelColors: labelColorsOf(formData.label_colors),
    numberFormat: readOptionalString(formData, 'y_axis_format'),
    selectedNames: selectedNamesOf(chartProps.filterState),
    setDataMask: hooks.setDataMask,
    onContextMenu: hooks.onContextMenu,
  };
}
