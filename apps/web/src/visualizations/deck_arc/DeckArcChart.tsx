/** The Arc chart: deck.gl's arc layer over the shared deck.gl map. */
import { ArcLayer } from '@deck.gl/layers';
import { t } from '../../i18n/t';
import { deckLayerChart } from '../shared/deck/deckLayerChart';
import { coordinateText, tooltipLines } from '../shared/deck/tooltipText';
import type { Arc, DeckArcChartProps } from './transformProps';

export default deckLayerChart<DeckArcChartProps>({
  testId: 'deck-arc',
  layers: (props) => [
    new ArcLayer<Arc>({
      id: 'arcs',
      data: props.arcs,
      getSourcePosition: (arc) => arc.source,
      getTargetPosition: (arc) => arc.target,
      getSourceColor: (arc) => arc.sourceColor,
      getTargetColor: (arc) => arc.targetColor,
      getWidth: props.strokeWidth,
      pickable: true,
    }),
  ],
  tooltip: ({ object }) => {
    const arc = object as Arc | null;
    if (!arc) return null;
    const lines: [string, string][] = [
      [t('Start (Longitude, Latitude)'), coordinateText(arc.source)],
      [t('End (Longitude, Latitude)'), coordinateText(arc.target)],
    ];
    if (arc.category !== null) lines.push([t('Category'), arc.category]);
    return tooltipLines(lines);
  },
});
