/**
 * Tile URL templates (DECKGL_BASE_MAP). A template may spread its tiles over several hosts with
 * `{s}`, as Leaflet and OpenLayers templates do (`https://{s}.tile.openstreetmap.org/...`). The
 * map layer cannot fetch from a host named `{s}`, so each template stands for the URLs with `{s}`
 * replaced by every subdomain; the browser draws from those and the server's
 * Content-Security-Policy allows exactly their origins.
 */

/** Leaflet's default subdomains, which the public servers that use `{s}` answer on. */
export const TILE_SUBDOMAINS = ['a', 'b', 'c'] as const;

const SUBDOMAIN = '{s}';

/** The URL templates a configured template fetches from: one per subdomain, or itself. */
export function tileServerUrls(template: string): string[] {
  if (!template.includes(SUBDOMAIN)) return [template];
  return TILE_SUBDOMAINS.map((subdomain) => template.replaceAll(SUBDOMAIN, subdomain));
}
