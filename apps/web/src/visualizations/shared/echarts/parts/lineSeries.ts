/** Registers ECharts' line series (see `../optionParts.ts`); imported for its effect. */
import { LineChart } from 'echarts/charts';
import { registerOptionPart } from '../optionPartRegistry';

registerOptionPart('lineSeries', [LineChart], { addsStages: true });
