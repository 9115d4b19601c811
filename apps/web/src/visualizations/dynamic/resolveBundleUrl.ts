/**
 * The absolute URL a bundle is imported from. The server already refuses anything but http(s)
 * URLs and same-origin paths; the browser checks again because the list is data from the
 * network, and `import()` of a `data:` or `javascript:` URL would run it in place.
 */
export function resolveBundleUrl(bundleUrl: string, pageOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(bundleUrl, pageOrigin);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
