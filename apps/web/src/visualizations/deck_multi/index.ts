/**
 * The deck.gl Multiple Layers chart type (`deck_multi`): saved deck.gl charts (`deck_slices`,
 * chart ids) drawn as layers of one map, with this chart's `mapbox_style`, `viewport` and
 * `adhoc_filters` (added to every layer's own filters).
 *
 * How it fits the plugin contract: the chart queries nothing itself, so `buildQuery` returns a
 * request without query objects and the chart runtime answers it with an empty result without
 * asking the server; `transformProps` only reads the chart ids. The component does the rest
 * when it mounts, because a layer's query is known only once its saved chart is fetched: for
 * each id it fetches the saved chart (`GET /api/v1/chart/{id}`), loads that chart type's plugin
 * with the plugin loader, posts the type's own `buildQuery` (with this chart's filters added)
 * through the chart data client, and turns the result into deck.gl layers with the type's
 * `transformProps` and the layer spec its `deckLayerChart` component carries. All layers are
 * drawn on one `DeckMapView`, which reports the chart drawn after its first frame with every
 * layer in; a layer that fails is listed over the map with its reason while the others draw.
 */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type DeckMultiChartProps } from './transformProps';

export const plugin: ChartPlugin<DeckMultiChartProps> = {
  key: 'deck_multi',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./DeckMultiChart'),
};
