/** Registers ECharts' label layout (see `../optionParts.ts`); imported for its effect. */
import { LabelLayout } from 'echarts/features';
import { registerOptionPart } from '../optionPartRegistry';

registerOptionPart('labelLayout', [LabelLayout], { addsStages: false });
