/**
 * The web app's one markdown renderer: `marked` parses (GitHub-flavoured markdown) and the
 * renderer below writes the HTML, which callers then pass through DOMPurify with their own
 * allow-list before it reaches the page, so user-written text meets two independent guards:
 *
 * - raw HTML in the source is written out escaped, as text, never as markup, unless the flavour
 *   passes it through (dashboard markdown, whose sanitiser then keeps only allowed markup);
 * - links keep only http(s), mailto and same-site targets, images only http(s) and same-site
 *   sources; anything else is written as its label or alt text;
 * - blocks are written without the line ends marked puts between them, so the HTML is compact.
 *
 * Flavours: dashboard markdown keeps every source line end as written (two trailing spaces make a
 * `<br>`); short notes such as dataset warnings turn every line end into a `<br>` and show images
 * as their alt text.
 */
import { Marked, type RendererObject, type Tokens } from 'marked';
import { escapeHtml } from '@panorama/core/html/escape-html';
import { isSafeLinkTarget } from '@panorama/core/html/safe-link-target';

/** Control characters and blanks are dropped first: browsers ignore them in schemes. */
function compactUrl(url: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

/** Images load from the web or this site only: no data:, no javascript:, no mailto:. */
export function isSafeImageSource(url: string): boolean {
  const compact = compactUrl(url);
  if (/^https?:/i.test(compact)) return true;
  if (/^[/\\]{2}/.test(compact)) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(compact);
}

export interface MarkdownFlavour {
  /** Every line end is a `<br>` (otherwise only two trailing spaces or a backslash make one). */
  lineBreaks: boolean;
  /** Images are drawn (otherwise written as their alt text). */
  images: boolean;
  /**
   * Raw HTML in the source is written as markup for the caller's sanitiser to filter (otherwise
   * escaped as text).
   */
  rawHtml?: boolean;
}

function titleAttribute(title: string | null | undefined): string {
  return title ? ` title="${escapeHtml(title)}"` : '';
}

function rendererFor(flavour: MarkdownFlavour): RendererObject {
  return {
    html: ({ text, block }: Tokens.HTML | Tokens.Tag) => {
      if (flavour.rawHtml) return text;
      return block ? `<p>${escapeHtml(text.trimEnd())}</p>` : escapeHtml(text);
    },
    heading({ tokens, depth }) {
      return `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>`;
    },
    paragraph({ tokens }) {
      return `<p>${this.parser.parseInline(tokens)}</p>`;
    },
    // Without line breaks on, a hard break keeps its source line end after it.
    br: () => (flavour.lineBreaks ? '<br>' : '<br>\n'),
    hr: () => '<hr>',
    code: ({ text }) => `<pre><code>${escapeHtml(text)}</code></pre>`,
    blockquote({ tokens }) {
      return `<blockquote>${this.parser.parse(tokens)}</blockquote>`;
    },
    list(token) {
      const tag = token.ordered ? 'ol' : 'ul';
      const start = token.ordered && token.start !== 1 ? ` start="${String(token.start)}"` : '';
      const items = token.items.map((item) => `<li>${this.parser.parse(item.tokens)}</li>`);
      return `<${tag}${start}>${items.join('')}</${tag}>`;
    },
    table(token) {
      const cell = (c: Tokens.TableCell) => {
        const tag = c.header ? 'th' : 'td';
        const align = c.align ? ` align="${c.align}"` : '';
        return `<${tag}${align}>${this.parser.parseInline(c.tokens)}</${tag}>`;
      };
      const head = `<thead><tr>${token.header.map(cell).join('')}</tr></thead>`;
      const rows = token.rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`);
      return `<table>${head}${rows.length > 0 ? `<tbody>${rows.join('')}</tbody>` : ''}</table>`;
    },
    link({ href, title, tokens }) {
      const label = this.parser.parseInline(tokens);
      if (!isSafeLinkTarget(href)) return label;
      return `<a href="${escapeHtml(href)}"${titleAttribute(title)} target="_blank" rel="noopener noreferrer">${label}</a>`;
    },
    image({ href, title, text }) {
      if (!flavour.images || !isSafeImageSource(href)) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute(title)}>`;
    },
  };
}

/** A function from markdown source to (unsanitised) HTML in the given flavour. */
export function markdownRenderer(flavour: MarkdownFlavour): (source: string) => string {
  const marked = new Marked({
    gfm: true,
    breaks: flavour.lineBreaks,
    renderer: rendererFor(flavour),
  });
  return (source) => marked.parse(source, { async: false });
}
