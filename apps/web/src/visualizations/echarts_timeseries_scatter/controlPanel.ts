/** The Scatter Plot control panel: the shared time-series panel with this type's options. */
import type { ControlPanelConfig } from '../controlPanelTypes';
import { timeseriesControlPanel } from '../timeseries/timeseriesControlPanel';

export const controlPanel: ControlPanelConfig = timeseriesControlPanel({ markers: 'always' });
