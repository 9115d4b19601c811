/**
 * The chart list's public surface: chart links and names, and the chart properties modal. Other
 * features, the store, routes and shared code import only this file; the rest of the folder is
 * private to it. Route pages are loaded on demand from their own files.
 */
export { ChartPropertiesModal } from './ChartPropertiesModal';
export { chartPath, type ChartListItem } from './chartTypes';
export { vizTypeName } from './vizTypes';
