/** Registers ECharts' scatter series (see `../optionParts.ts`); imported for its effect. */
import { ScatterChart } from 'echarts/charts';
import { registerOptionPart } from '../optionPartRegistry';

registerOptionPart('scatterSeries', [ScatterChart], { addsStages: true });
