/**
 * Query result + form data → the Path chart's props (pure): each row's line (`line_column` in
 * `line_type`'s encoding, pairs swapped with `reverse_long_lat`), drawn `line_width` wide in
 * `line_width_unit` in `color_picker`.
 */
import { isRgbaColor } from '@panorama/core/explore/color';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import { PRIMARY_COLOR } from '../shared/controls/sharedControls';
import { readBoolean, readChoice, readNumber } from '../shared/echarts/formDataValues';
import { readColumn } from '../shared/form-data/formDataColumns';
import { toDeckColor, type DeckColor } from '../shared/deck/deckColors';
import { openingView } from '../shared/deck/deckView';
import { decodeLine, LINE_TYPES } from '../shared/deck/lineDecoders';
import type { DeckChartProps } from '../shared/deck/spatialChartProps';
import type { Position } from '../shared/maps/topojson';

const WIDTH_UNITS = ['pixels', 'meters'] as const;

export interface DeckPathChartProps extends DeckChartProps {
  paths: Position[][];
  color: DeckColor;
  lineWidth: number;
  widthUnits: (typeof WIDTH_UNITS)[number];
}

export function transformProps(chartProps: ChartProps): DeckPathChartProps {
  const { formData, width, height } = chartProps;
  const line = readColumn(formData, 'line_column');
  const label = line === undefined ? null : getColumnLabel(line);
  const type = readChoice(formData, 'line_type', LINE_TYPES, 'json');
  const reverse = readBoolean(formData, 'reverse_long_lat', false);
  const paths =
    label === null
      ? []
      : (chartProps.queriesData[0]?.data ?? [])
          .map((row) => decodeLine(row[label], type, reverse))
          .filter((path) => path.length > 0);
  return {
    width,
    height,
    formData,
    view: openingView(formData, paths.flat(), width, height),
    paths,
    color: toDeckColor(isRgbaColor(formData.color_picker) ? formData.color_picker : PRIMARY_COLOR),
    lineWidth: readNumber(formData, 'line_width', 1),
    widthUnits: readChoice(formData, 'line_width_unit', WIDTH_UNITS, 'pixels'),
  };
}
