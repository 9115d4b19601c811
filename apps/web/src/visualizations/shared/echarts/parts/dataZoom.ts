/**
 * Registers ECharts' data zoom, the slider and the mouse-wheel kind (see `../optionParts.ts`);
 * imported for its effect.
 */
import { DataZoomComponent } from 'echarts/components';
import { registerOptionPart } from '../optionPartRegistry';

registerOptionPart('dataZoom', [DataZoomComponent], { addsStages: true });
