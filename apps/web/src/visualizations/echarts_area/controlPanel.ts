/** The Area Chart control panel: the shared time-series panel with this type's options. */
import type { ControlPanelConfig } from '../controlPanelTypes';
import { timeseriesControlPanel } from '../timeseries/timeseriesControlPanel';

export const controlPanel: ControlPanelConfig = timeseriesControlPanel({
  seriesTypes: { choices: ['line', 'smooth', 'start', 'middle', 'end'], default: 'line' },
  opacity: 0.2,
  markers: 'optional',
  stack: { expand: true },
});
