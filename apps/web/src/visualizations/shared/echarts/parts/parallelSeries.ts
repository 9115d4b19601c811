/**
 * Registers ECharts' parallel series with the parallel axes it is drawn on (see
 * `../optionParts.ts`); imported for its effect.
 */
import { ParallelChart } from 'echarts/charts';
import { ParallelComponent } from 'echarts/components';
import { registerOptionPart } from '../optionPartRegistry';

registerOptionPart('parallelSeries', [ParallelChart, ParallelComponent], { addsStages: true });
