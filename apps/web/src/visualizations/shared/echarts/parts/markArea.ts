/** Registers ECharts' mark area (see `../optionParts.ts`); imported for its effect. */
import { MarkAreaComponent } from 'echarts/components';
import { registerOptionPart } from '../optionPartRegistry';

registerOptionPart('markArea', [MarkAreaComponent], { addsStages: false });
