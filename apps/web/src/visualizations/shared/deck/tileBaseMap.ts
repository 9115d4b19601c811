/**
 * The raster tile layer drawn beneath a deck.gl chart when a tile server is configured. Its own
 * chunk: deck.gl's geo layers are downloaded only by charts that draw tiles. deck.gl fills in only
 * `{z}`, `{x}` and `{y}`, so a template with `{s}` is handed over as its subdomains' URLs, among
 * which deck.gl picks one per tile (the origins the server's Content-Security-Policy allows).
 */
import type { Layer } from '@deck.gl/core';
import { tileServerUrls } from '@panorama/core/maps/tile-url-templates';
import { TileLayer } from '@deck.gl/geo-layers';
import { BitmapLayer } from '@deck.gl/layers';

export function createTileLayer(template: string): Layer {
  const urls = tileServerUrls(template);
  return new TileLayer({
    id: 'base-map-tiles',
    data: urls.length === 1 ? template : urls,
    minZoom: 0,
    maxZoom: 19,
    tileSize: 256,
    renderSubLayers: (props) => {
      const [[west = 0, south = 0], [east = 0, north = 0]] = props.tile
        .boundingBox as number[][] as [number[], number[]];
      return new BitmapLayer({
        id: `${props.id}-bitmap`,
        image: props.data as ImageBitmap | null,
        bounds: [west, south, east, north],
      });
    },
  });
}
