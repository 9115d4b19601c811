/**
 * The links a share menu hands out: a mailto: link carrying a permalink, and the <iframe> snippet
 * that embeds a chart's standalone view. Titles and URLs are encoded for where they land (a URL
 * component, an HTML attribute), so a title never becomes markup or a second mail header.
 */

/** `mailto:` with the subject and a body that ends with the permalink, as Superset writes it. */
export function permalinkMailto(subject: string, body: string, url: string): string {
  return `mailto:?Subject=${encodeURIComponent(subject)}&Body=${encodeURIComponent(`${body}${url}`)}`;
}

/** The chart alone at the height asked for (Superset's `standalone=1&height=`); the permalink is absolute. */
export function standaloneChartUrl(permalinkUrl: string, height: string): string {
  const url = new URL(permalinkUrl);
  url.searchParams.set('standalone', '1');
  url.searchParams.set('height', height);
  return url.toString();
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The iframe that embeds `src`, laid out as Superset's embed code is. */
export function embedCodeSnippet(src: string, width: string, height: string): string {
  return [
    '<iframe',
    `  width="${escapeAttribute(width)}"`,
    `  height="${escapeAttribute(height)}"`,
    '  seamless',
    '  frameBorder="0"',
    '  scrolling="no"',
    `  src="${escapeAttribute(src)}"`,
    '>',
    '</iframe>',
  ].join('\n');
}
