/**
 * Dashboard markdown on screen: rendered by dashboardMarkdown.ts (raw HTML passed through, unsafe
 * markdown targets dropped) and then sanitised by DOMPurify with the allow-list Superset's
 * markdown uses by default (rehype-sanitize's GitHub schema), so written HTML such as headings,
 * images, `div` and `details` is drawn while neither script, event handlers, styles, frames nor
 * javascript:/data: URLs can reach the page.
 */
import {
  BASIC_MARKDOWN_TAGS,
  sanitizeHtml,
  type HtmlAllowList,
} from '../../../components/markdown/sanitizeHtml';
import { sanitizedMarkdownView } from '../../../components/markdown/sanitizedMarkdownView';
import { dashboardMarkdownToHtml } from './dashboardMarkdown';

/** The GitHub schema's tags (its checkbox `input`, which needs per-value rules, left out). */
const GITHUB_SCHEMA_TAGS = [
  ...BASIC_MARKDOWN_TAGS,
  'b',
  'i',
  'pre',
  'img',
  'tt',
  'div',
  'ins',
  'del',
  'sup',
  'sub',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'blockquote',
  'dl',
  'dt',
  'dd',
  'kbd',
  'q',
  'samp',
  'var',
  'hr',
  'ruby',
  'rt',
  'rp',
  'tr',
  'td',
  'th',
  's',
  'strike',
  'summary',
  'details',
  'caption',
  'figure',
  'figcaption',
  'abbr',
  'bdo',
  'cite',
  'dfn',
  'mark',
  'small',
  'span',
  'time',
  'wbr',
];

/**
 * The GitHub schema's attributes (form attributes left out: no form element is allowed), plus
 * the `target`/`rel` the markdown renderer puts on links.
 */
const GITHUB_SCHEMA_ATTRIBUTES = [
  'href',
  'src',
  'longdesc',
  'cite',
  'itemscope',
  'itemtype',
  'itemprop',
  'abbr',
  'accesskey',
  'align',
  'alt',
  'aria-describedby',
  'aria-hidden',
  'aria-label',
  'aria-labelledby',
  'axis',
  'border',
  'cellpadding',
  'cellspacing',
  'char',
  'charoff',
  'charset',
  'clear',
  'cols',
  'colspan',
  'color',
  'compact',
  'coords',
  'datetime',
  'dir',
  'frame',
  'headers',
  'height',
  'hreflang',
  'hspace',
  'ismap',
  'id',
  'label',
  'lang',
  'media',
  'name',
  'nohref',
  'noshade',
  'nowrap',
  'open',
  'rel',
  'rev',
  'rows',
  'rowspan',
  'rules',
  'scope',
  'shape',
  'size',
  'span',
  'start',
  'summary',
  'tabindex',
  'target',
  'title',
  'type',
  'usemap',
  'valign',
  'value',
  'vspace',
  'width',
];

const DASHBOARD_MARKDOWN_ALLOWED: HtmlAllowList = {
  tags: GITHUB_SCHEMA_TAGS,
  attributes: GITHUB_SCHEMA_ATTRIBUTES,
  // Links and images only to the web, mail, or this site (DOMPurify's default also allows tel:, sms:...).
  uriPattern: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  prefixNamedProperties: true,
};

export function sanitizedDashboardMarkdown(markdown: string): string {
  return sanitizeHtml(dashboardMarkdownToHtml(markdown), DASHBOARD_MARKDOWN_ALLOWED);
}

export const MarkdownHtml = sanitizedMarkdownView(
  sanitizedDashboardMarkdown,
  'pn-dash-markdown-html',
);
