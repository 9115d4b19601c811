/** The Stepped Line control panel: the shared time-series panel with this type's options. */
import type { ControlPanelConfig } from '../controlPanelTypes';
import { timeseriesControlPanel } from '../timeseries/timeseriesControlPanel';

export const controlPanel: ControlPanelConfig = timeseriesControlPanel({
  seriesTypes: { choices: ['start', 'middle', 'end'], default: 'start' },
  areaToggle: true,
  opacity: 0.2,
  markers: 'optional',
  stack: { expand: false },
});
