/** Registers ECharts' chord series (see `../optionParts.ts`); imported for its effect. */
import { ChordChart } from 'echarts/charts';
import { registerOptionPart } from '../optionPartRegistry';

registerOptionPart('chordSeries', [ChordChart], { addsStages: true });
