/**
 * Explore's public surface: its store slice, the chart id it edits, controls other features reuse,
 * samples, SQL Lab hand-off rules, and on-demand loaders for the query viewer and explore API.
 * Other features, the store, routes and shared code import only this file; the rest of the folder
 * is private to it. Route pages are loaded on demand from their own files.
 */
export { chartDownloadMenuItem } from './header/chartDownloadMenu';
export { dataMenuEntry } from './header/dataMenuEntry';
export { ControlHeader, headerPropsOf } from './controls/ControlHeader';
export { defaultFormData } from './controls/controlPanelState';
export { PopoverFormActions } from './controls/PopoverFormActions';
export { useDebouncedCallback } from './controls/useDebouncedCallback';
export { samplesUrl, type DatasourceSamples } from './data-pane/samplesApi';
export { samplesErrorMessage } from './data-pane/samplesError';
export {
  useSaveQueryAsDatasetMutation,
  type SqllabVizData,
} from './datasource-panel/datasourcePanelApi';
export { canUseSqlLab } from './datasource-panel/datasourcePermissions';
export { defaultDatasetName } from './datasource-panel/saveAsDataset';
export { fallbackSelectStar } from './datasource-panel/sqlLabHandoff';
export { DndFilterSelect } from './dnd/DndFilterSelect';
export { exploreChartId } from './exploreChartId';
export { exploreSlice } from './exploreSlice';
export { VizTypeControl } from './viz-picker/VizTypeControl';

/** The query viewer is its own chunk, fetched when a user first opens it. */
export const loadViewQueryModal = () =>
  import('./header/ViewQueryModal').then((m) => m.ViewQueryModal);

/** Explore's API endpoints, fetched when another page first needs one. */
export const loadExploreApi = () => import('./exploreApi').then((m) => m.exploreApi);
