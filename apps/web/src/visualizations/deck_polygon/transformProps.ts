/**
 * Query result + form data → the Polygon chart's props (pure): each row's polygon (`line_column`
 * in `line_type`'s encoding), filled with `fill_color_picker` or, with a linear palette, the
 * colour of the bucket its `metric` value falls in (buckets from `break_points`, else
 * `num_buckets` equal steps; legend of the buckets at `legend_position`), at `opacity` percent;
 * raised by the elevation (`point_radius_fixed`: fixed or a metric, times `multiplier`) when
 * `extruded`. As in Superset, a polygon whose value is missing or outside the break points is
 * left transparent and flat, so listed break points can single out a range.
 */
import { isRgbaColor } from '@panorama/core/explore/color';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import { PRIMARY_COLOR } from '../shared/controls/sharedControls';
import {
  readBoolean,
  readChoice,
  readNumber,
  readOptionalString,
} from '../shared/echarts/formDataValues';
import { readColumn } from '../shared/form-data/formDataColumns';
import { parseMetricValue, readMetric } from '../shared/formDataMetrics';
import { readFixedOrMetric } from '../shared/maps/fixedOrMetric';
import type { Position } from '../shared/maps/topojson';
import type { CategoryLegend } from '../shared/deck/categoryLegend';
import { toDeckColor, type DeckColor } from '../shared/deck/deckColors';
import { openingView } from '../shared/deck/deckView';
import { LEGEND_POSITIONS } from '../shared/deck/legendControls';
import { decodeLine, LINE_TYPES } from '../shared/deck/lineDecoders';
import { bucketBreakPoints } from '../shared/deck/breakPoints';
import { bucketOf, metricBuckets } from '../shared/deck/metricBuckets';
import type { DeckChartProps } from '../shared/deck/spatialChartProps';

const UNITS = ['pixels', 'meters'] as const;

export interface Polygon {
  polygon: Position[];
  fillColor: DeckColor;
  elevation: number;
  metric: number | null;
}

export interface DeckPolygonChartProps extends DeckChartProps {
  polygons: Polygon[];
  lineColor: DeckColor;
  filled: boolean;
  stroked: boolean;
  extruded: boolean;
  lineWidth: number;
  lineWidthUnits: (typeof UNITS)[number];
  metricLabel: string | null;
}

const TRANSPARENT: DeckColor = [0, 0, 0, 0];

export function transformProps(chartProps: ChartProps): DeckPolygonChartProps {
  const { formData, width, height } = chartProps;
  const column = readColumn(formData, 'line_column');
  const label = column === undefined ? null : getColumnLabel(column);
  const type = readChoice(formData, 'line_type', LINE_TYPES, 'json');
  const reverse = readBoolean(formData, 'reverse_long_lat', false);
  const metric = readMetric(formData.metric);
  const metricLabel = metric === undefined ? null : getMetricLabel(metric);
  const elevation = readFixedOrMetric(formData.point_radius_fixed, 1000);
  const elevationLabel = elevation.type === 'metric' ? getMetricLabel(elevation.metric) : null;
  const multiplier = readNumber(formData, 'multiplier', 1);
  const alpha = Math.round(
    (Math.min(100, Math.max(0, readNumber(formData, 'opacity', 80))) / 100) * 255,
  );

  const rows = label === null ? [] : (chartProps.queriesData[0]?.data ?? []);
  const read = rows
    .map((row) => ({
      polygon: decodeLine(row[label ?? ''], type, reverse),
      metric: metricLabel === null ? null : parseMetricValue(row[metricLabel]),
      elevation:
        elevationLabel === null
          ? elevation.type === 'fix'
            ? elevation.value
            : 0
          : (parseMetricValue(row[elevationLabel]) ?? 0),
    }))
    .filter((row) => row.polygon.length > 0);

  const linear =
    readChoice(
      formData,
      'color_scheme_type',
      ['fixed_color', 'linear_palette'],
      'linear_palette',
    ) === 'linear_palette' && metricLabel !== null;
  const values = read.flatMap((row) => (row.metric === null ? [] : [row.metric]));
  const buckets = linear
    ? metricBuckets(
        bucketBreakPoints(values, formData.break_points, readNumber(formData, 'num_buckets', 10)),
        readOptionalString(formData, 'linear_color_scheme'),
      )
    : [];
  const fixed = toDeckColor(
    isRgbaColor(formData.fill_color_picker) ? formData.fill_color_picker : PRIMARY_COLOR,
  );
  const withAlpha = ([r, g, b]: DeckColor): DeckColor => [r, g, b, alpha];

  const polygons: Polygon[] = read.map((row) => {
    const bucket = linear && row.metric !== null ? bucketOf(buckets, row.metric) : null;
    const shown = !linear || bucket !== null;
    return {
      polygon: row.polygon,
      metric: row.metric,
      elevation: shown ? row.elevation * multiplier : 0,
      fillColor: !linear ? withAlpha(fixed) : bucket ? withAlpha(bucket.color) : TRANSPARENT,
    };
  });

  // Without a legend format the break points read as written (Superset's legend).
  const legendFormat = readOptionalString(formData, 'legend_format');
  const format = legendFormat === undefined ? null : getNumberFormatter(legendFormat);
  const legend: CategoryLegend | null =
    linear && formData.legend_position !== null && buckets.length > 0
      ? {
          position: readChoice(formData, 'legend_position', LEGEND_POSITIONS, 'tr'),
          items: buckets.map((bucket) => ({
            label: format
              ? `${format(bucket.from.value)} - ${format(bucket.to.value)}`
              : `${bucket.from.text} - ${bucket.to.text}`,
            color: withAlpha(bucket.color),
          })),
        }
      : null;

  return {
    width,
    height,
    formData,
    view: openingView(
      formData,
      read.flatMap((row) => row.polygon),
      width,
      height,
    ),
    polygons,
    lineColor: toDeckColor(
      isRgbaColor(formData.stroke_color_picker) ? formData.stroke_color_picker : PRIMARY_COLOR,
    ),
    filled: readBoolean(formData, 'filled', true),
    stroked: readBoolean(formData, 'stroked', false),
    extruded: readBoolean(formData, 'extruded', true),
    lineWidth: readNumber(formData, 'line_width', 1),
    lineWidthUnits: readChoice(formData, 'line_width_unit', UNITS, 'pixels'),
    metricLabel,
    legend,
  };
}
