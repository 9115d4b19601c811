/**
 * A deck.gl Scatterplot chart as a layer. The Scatterplot chart draws on its own ECharts map, so
 * as a layer of a multi-layer map it is drawn here with deck.gl's scatterplot layer from the same
 * points (the chart type's readers): each point `radius` metres (or pixels with `radius_px`)
 * within `min_radius`..`max_radius` pixels, in the colour of its `dimension` value or
 * `color_picker`.
 */
import { ScatterplotLayer } from '@deck.gl/layers';
import { isRgbaColor } from '@panorama/core/explore/color';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import { readPoints, readScatterSettings, type ScatterPoint } from '../deck_scatter/scatterPoints';
import { readNumber } from '../shared/echarts/formDataValues';
import { categoryColors } from '../shared/deck/categoryLegend';
import { toDeckColor, type DeckColor } from '../shared/deck/deckColors';
import type { DeckLayerChartSpec } from '../shared/deck/deckLayerChart';
import { openingView } from '../shared/deck/deckView';
import type { DeckChartProps } from '../shared/deck/spatialChartProps';
import { coordinateText, tooltipLines } from '../shared/deck/tooltipText';

/** The Scatterplot chart's colour when none is saved. */
const DEFAULT_COLOR: DeckColor = [0, 122, 135, 255];

interface ColoredPoint extends ScatterPoint {
  color: DeckColor;
}

export interface ScatterLayerProps extends DeckChartProps {
  points: ColoredPoint[];
  inPixels: boolean;
  minRadius: number;
  maxRadius: number;
  metricLabel: string | null;
}

export function scatterLayerProps(chartProps: ChartProps): ScatterLayerProps {
  const { formData, width, height } = chartProps;
  const settings = readScatterSettings(formData);
  const fixed = isRgbaColor(formData.color_picker)
    ? toDeckColor(formData.color_picker)
    : DEFAULT_COLOR;
  const categories = categoryColors(formData, fixed);
  const points = readPoints(chartProps.queriesData[0], settings).map((point) => ({
    ...point,
    color: point.category === null ? fixed : categories.colorOf(point.category),
  }));
  const view = openingView(
    formData,
    points.map((point) => point.position),
    width,
    height,
  );
  return {
    width,
    height,
    formData,
    view,
    points,
    inPixels: settings.unit === 'radius_px',
    minRadius: readNumber(formData, 'min_radius', 2),
    maxRadius: readNumber(formData, 'max_radius', 250),
    metricLabel: settings.metricLabel,
  };
}

export const scatterLayerSpec: DeckLayerChartSpec<ScatterLayerProps> = {
  testId: 'deck-scatter-layer',
  layers: (props) => [
    new ScatterplotLayer<ColoredPoint>({
      id: 'points',
      data: props.points,
      getPosition: (point) => point.position,
      getRadius: (point) => point.radius,
      getFillColor: (point) => point.color,
      radiusUnits: props.inPixels ? 'pixels' : 'meters',
      radiusMinPixels: props.minRadius,
      radiusMaxPixels: props.maxRadius,
      pickable: true,
    }),
  ],
  tooltip: ({ object }, props) => {
    const point = object as ColoredPoint | null;
    if (!point) return null;
    const lines: [string, string][] = [
      [t('Longitude and Latitude'), coordinateText(point.position)],
    ];
    if (props.metricLabel !== null && point.metric !== null) {
      lines.push([props.metricLabel, String(point.metric)]);
    }
    if (point.category !== null) lines.push([t('Category'), point.category]);
    return tooltipLines(lines);
  },
};
