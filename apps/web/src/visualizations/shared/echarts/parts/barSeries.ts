/** Registers ECharts' bar series (see `../optionParts.ts`); imported for its effect. */
import { BarChart } from 'echarts/charts';
import { registerOptionPart } from '../optionPartRegistry';

registerOptionPart('barSeries', [BarChart], { addsStages: true });
