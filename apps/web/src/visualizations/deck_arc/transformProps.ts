/**
 * Query result + form data → the Arc chart's props (pure): one arc per row with readable start
 * and end locations, drawn `stroke_width` pixels wide (3 by default, as Superset) from
 * `color_picker` at the source to `target_color_picker` at the target, or in the colour of the
 * row's `dimension` value at both ends with a legend of the categories.
 */
import { asSpatialValue } from '@panorama/core/explore/spatial';
import { isRgbaColor } from '@panorama/core/explore/color';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import { PRIMARY_COLOR } from '../shared/controls/sharedControls';
import { readNumber } from '../shared/echarts/formDataValues';
import { readColumn } from '../shared/form-data/formDataColumns';
import { categoryColors } from '../shared/deck/categoryLegend';
import { toDeckColor, type DeckColor } from '../shared/deck/deckColors';
import { openingView } from '../shared/deck/deckView';
import type { DeckChartProps } from '../shared/deck/spatialChartProps';
import { readPosition } from '../shared/maps/spatialPoints';
import type { Position } from '../shared/maps/topojson';

export interface Arc {
  source: Position;
  target: Position;
  sourceColor: DeckColor;
  targetColor: DeckColor;
  /** The dimension's value as the legend shows it; null without a dimension. */
  category: string | null;
}

export interface DeckArcChartProps extends DeckChartProps {
  arcs: Arc[];
  strokeWidth: number;
}

function colorField(value: unknown): DeckColor {
  return toDeckColor(isRgbaColor(value) ? value : PRIMARY_COLOR);
}

export function transformProps(chartProps: ChartProps): DeckArcChartProps {
  const { formData, width, height } = chartProps;
  const start = asSpatialValue(formData.start_spatial);
  const end = asSpatialValue(formData.end_spatial);
  const dimension = readColumn(formData, 'dimension');
  const dimensionLabel = dimension === undefined ? null : getColumnLabel(dimension);
  const sourceColor = colorField(formData.color_picker);
  const targetColor = colorField(formData.target_color_picker);
  const categories = categoryColors(formData, sourceColor);

  const arcs: Arc[] = [];
  for (const row of start && end ? (chartProps.queriesData[0]?.data ?? []) : []) {
    const source = start ? readPosition(row, start) : null;
    const target = end ? readPosition(row, end) : null;
    if (!source || !target) continue;
    if (dimensionLabel === null) {
      arcs.push({ source, target, sourceColor, targetColor, category: null });
    } else {
      const color = categories.colorOf(row[dimensionLabel]);
      const category = row[dimensionLabel];
      arcs.push({
        source,
        target,
        sourceColor: color,
        targetColor: color,
        category: category === null || category === undefined ? null : String(category),
      });
    }
  }
  const view = openingView(
    formData,
    arcs.flatMap((arc) => [arc.source, arc.target]),
    width,
    height,
  );
  return {
    width,
    height,
    formData,
    view,
    arcs,
    strokeWidth: readNumber(formData, 'stroke_width', 0) || 3,
    legend: dimensionLabel === null ? null : categories.legend(),
  };
}
