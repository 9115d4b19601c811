/**
 * The raster base map of a deck.gl chart. The tile servers are the server's DECKGL_BASE_MAP
 * ([URL template, label] pairs); the chart's `mapbox_style` picks one of them. A style naming a
 * server that is not configured (a Mapbox style, OpenStreetMap from a chart saved in Superset)
 * draws the first configured server, and with none configured the chart draws on the plain map
 * of the countries: the app never fetches tiles from a server the administrator did not list.
 */
export type TileServer = readonly [template: string, label: string];

/** The tile URL template to draw for the chart's `mapbox_style`, or null for none. */
export function baseMapTemplate(style: unknown, servers: readonly TileServer[]): string | null {
  const chosen = servers.find(([template]) => template === style);
  return (chosen ?? servers[0])?.[0] ?? null;
}
