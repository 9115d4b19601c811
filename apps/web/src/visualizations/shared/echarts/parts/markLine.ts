/** Registers ECharts' mark line (see `../optionParts.ts`); imported for its effect. */
import { MarkLineComponent } from 'echarts/components';
import { registerOptionPart } from '../optionPartRegistry';

registerOptionPart('markLine', [MarkLineComponent], { addsStages: false });
