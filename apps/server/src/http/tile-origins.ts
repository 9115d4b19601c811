/**
 * The origins the deck.gl base map fetches tiles from, read from DECKGL_BASE_MAP's URL templates:
 * the pages' Content-Security-Policy allows exactly these, and the configuration is refused when a
 * template names no origin that could be allowed.
 */
import { tileServerUrls } from '@panorama/core/maps/tile-url-templates';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    // A placeholder left in the host (anything but `{s}`, which was spread over the subdomains)
    // is not a host any browser fetches from, so no policy entry could cover it.
    return /[{}]/.test(parsed.host) ? null : parsed.origin;
  } catch {
    return null;
  }
}

/**
 * The origins of a tile URL template ("https://{s}.tiles.example.com/{z}/{x}/{y}.png" gives one
 * per subdomain); null when any of its URLs has no readable origin.
 */
export function tileOrigins(template: string): string[] | null {
  const origins: string[] = [];
  for (const url of tileServerUrls(template)) {
    const origin = originOf(url);
    if (origin === null) return null;
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}
