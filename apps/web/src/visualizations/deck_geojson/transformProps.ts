/**
 * Query result + form data → the GeoJSON chart's props (pure): the rows' features, filled with
 * `fill_color_picker` and outlined with `stroke_color_picker` (a picker with opacity 0 keeps the
 * feature's own `fillColor`/`strokeColor` property, as in Superset), extruded by the feature's
 * `elevation`, and point labels from `label_property_name` when `enable_labels` is on.
 */
import { isRgbaColor, type RgbaColor } from '@panorama/core/explore/color';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import { PRIMARY_COLOR } from '../shared/controls/sharedControls';
import { readBoolean, readChoice, readNumber, readString } from '../shared/echarts/formDataValues';
import { readColumn } from '../shared/form-data/formDataColumns';
import { deckColorRange, toDeckColor, type DeckColor } from '../shared/deck/deckColors';
import { openingView } from '../shared/deck/deckView';
import type { DeckChartProps } from '../shared/deck/spatialChartProps';
import {
  BLACK_COLOR,
  featurePositions,
  readFeatures,
  type GeojsonFeature,
} from './geojsonFeatures';

const UNITS = ['pixels', 'meters'] as const;

export interface DeckGeojsonChartProps extends DeckChartProps {
  features: GeojsonFeature[];
  fillColor: (feature: GeojsonFeature) => DeckColor;
  lineColor: (feature: GeojsonFeature) => DeckColor;
  filled: boolean;
  stroked: boolean;
  extruded: boolean;
  lineWidth: number;
  lineWidthUnits: (typeof UNITS)[number];
  pointRadiusScale: number;
  labels: {
    property: string;
    color: DeckColor;
    size: number;
    sizeUnits: (typeof UNITS)[number];
  } | null;
}

/** The picker's colour, or with opacity 0 the feature's own colour property. */
function colorOf(
  picker: unknown,
  property: 'fillColor' | 'strokeColor',
): (feature: GeojsonFeature) => DeckColor {
  const color: RgbaColor = isRgbaColor(picker) ? picker : PRIMARY_COLOR;
  const fixed = toDeckColor(color);
  if (color.a > 0) return () => fixed;
  return (feature) => {
    const own = feature.properties[property];
    if (typeof own === 'string') return deckColorRange([own])[0] ?? fixed;
    return Array.isArray(own) && own.every((channel) => typeof channel === 'number')
      ? ([own[0], own[1], own[2], own[3] ?? 255] as DeckColor)
      : fixed;
  };
}

export function transformProps(chartProps: ChartProps): DeckGeojsonChartProps {
  const { formData, width, height } = chartProps;
  const column = readColumn(formData, 'geojson');
  const label = column === undefined ? null : getColumnLabel(column);
  const features =
    label === null
      ? []
      : (chartProps.queriesData[0]?.data ?? []).flatMap((row) => readFeatures(row[label]));
  const labelColor = isRgbaColor(formData.label_color) ? formData.label_color : BLACK_COLOR;
  return {
    width,
    height,
    formData,
    view: openingView(formData, featurePositions(features), width, height),
    features,
    fillColor: colorOf(formData.fill_color_picker, 'fillColor'),
    lineColor: colorOf(formData.stroke_color_picker, 'strokeColor'),
    filled: readBoolean(formData, 'filled', true),
    stroked: readBoolean(formData, 'stroked', false),
    extruded: readBoolean(formData, 'extruded', true),
    lineWidth: readNumber(formData, 'line_width', 1),
    lineWidthUnits: readChoice(formData, 'line_width_unit', UNITS, 'pixels'),
    pointRadiusScale: readNumber(formData, 'point_radius_scale', 0) || 1,
    labels: readBoolean(formData, 'enable_labels', false)
      ? {
          property: readString(formData, 'label_property_name', 'name'),
          color: toDeckColor(labelColor),
          size: readNumber(formData, 'label_size', 24),
          sizeUnits: readChoice(formData, 'label_size_unit', UNITS, 'pixels'),
        }
      : null,
  };
}
