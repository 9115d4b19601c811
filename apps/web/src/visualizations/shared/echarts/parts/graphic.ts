/** Registers ECharts' graphic component (see `../optionParts.ts`); imported for its effect. */
import { GraphicComponent } from 'echarts/components';
import { registerOptionPart } from '../optionPartRegistry';

registerOptionPart('graphic', [GraphicComponent], { addsStages: false });
