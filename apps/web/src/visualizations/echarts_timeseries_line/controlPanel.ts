/** The Line Chart control panel: the shared time-series panel with this type's options. */
import type { ControlPanelConfig } from '../controlPanelTypes';
import { timeseriesControlPanel } from '../timeseries/timeseriesControlPanel';

export const controlPanel: ControlPanelConfig = timeseriesControlPanel({
  areaToggle: true,
  opacity: 0.2,
  markers: 'optional',
  stack: { expand: false },
});
