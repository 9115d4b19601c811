/**
 * What the two cell charts (3D Grid, 3D Hexagon) share: their props beyond the cell size (read
 * the same way from the form data), the layer settings both deck.gl cell layers take, and the
 * tooltip naming a cell's place and height.
 */
import type { PickingInfo } from '@deck.gl/core';
import { t } from '../../../i18n/t';
import type { ChartProps } from '../../chartPluginTypes';
import { categoricalColors } from '../echarts/categoricalColors';
import { readBoolean } from '../echarts/formDataValues';
import { cellValue } from './aggregation';
import type { Aggregation } from './aggregationChoices';
import { deckColorRange, type DeckColor } from './deckColors';
import { spatialChartProps, type SpatialChartProps } from './spatialChartProps';
import { coordinateText, tooltipLines } from './tooltipText';
import type { WeightedPoint } from './weightedPoints';

export interface ExtrudedCellsProps extends SpatialChartProps {
  extruded: boolean;
  colorRange: DeckColor[];
  /** How a cell's value (its colour and height) comes from its points' weights. */
  aggregation: Aggregation;
}

export function extrudedCellsProps(
  chartProps: ChartProps,
  aggregation: Aggregation,
): ExtrudedCellsProps {
  const { formData } = chartProps;
  return {
    ...spatialChartProps(chartProps),
    extruded: readBoolean(formData, 'extruded', true),
    colorRange: deckColorRange(categoricalColors(formData.color_scheme as string | undefined)),
    aggregation,
  };
}

/** The settings a deck.gl cell layer (grid or hexagon) takes from the chart's props. */
export function extrudedCellsLayerProps(props: ExtrudedCellsProps) {
  return {
    data: props.points,
    getPosition: (point: WeightedPoint) => point.position,
    extruded: props.extruded,
    colorRange: props.colorRange,
    getColorValue: cellValue(props.aggregation),
    getElevationValue: cellValue(props.aggregation),
    pickable: true,
  };
}

/** A cell's tooltip: where it is (`placeLabel` names how, in the user's language) and its height. */
export function extrudedCellTooltip(placeLabel: () => string) {
  return ({ object, coordinate }: PickingInfo) => {
    const cell = object as { elevationValue?: number } | null;
    if (!cell) return null;
    return tooltipLines([
      [placeLabel(), coordinateText(coordinate)],
      [t('Height'), String(cell.elevationValue ?? '')],
    ]);
  };
}
