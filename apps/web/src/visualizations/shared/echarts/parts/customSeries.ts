/** Registers ECharts' custom series (see `../optionParts.ts`); imported for its effect. */
import { CustomChart } from 'echarts/charts';
import { registerOptionPart } from '../optionPartRegistry';

registerOptionPart('customSeries', [CustomChart], { addsStages: true });
