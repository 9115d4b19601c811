/**
 * Markdown of dashboard MARKDOWN components and chart descriptions, as HTML. No markdown library
 * is installed, so this renders the subset dashboards use: headings, paragraphs (two trailing
 * spaces break a line), bullet and numbered lists, block quotes, fenced code, horizontal rules,
 * pipe tables, **bold**, *italic*, ~~strike~~, `code`, [links](...) and ![images](...).
 *
 * Every character of the source is escaped first, so the only tags in the output are the ones
 * written here; link and image targets must be http(s), mailto (links) or same-site paths. The
 * HTML still goes through DOMPurify before reaching the page (MarkdownHtml.tsx).
 */
import { escapeHtml } from '@panorama/core/html/escape-html';
import { isSafeLinkTarget } from '@panorama/core/html/safe-link-target';

function unescapeHtml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Images load from the web or this site only: no data:, no javascript:, no mailto:. */
export function isSafeImageSource(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers ignore control characters in schemes
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^https?:/i.test(compact)) return true;
  if (compact.startsWith('//')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(compact);
}

/** Inline markup on already-escaped text. */
export function renderInline(escaped: string): string {
  const parked: string[] = [];
  const park = (html: string) => {
    parked.push(html);
    return `\u0000${parked.length - 1}\u0000`;
  };
  // Code spans first: nothing inside them is markup.
  let out = escaped.replace(/`([^`]+)`/g, (_m, code: string) => park(`<code>${code}</code>`));
  out = out.replace(
    /!\[([^\]]*)\]\(([^)\s]+)(?:\s+&quot;([^)]*?)&quot;)?\)/g,
    (_m, alt: string, src: string, title: string | undefined) =>
      isSafeImageSource(unescapeHtml(src))
        ? park(`<img src="${src}" alt="${alt}"${title ? ` title="${title}"` : ''}>`)
        : alt,
  );
  out = out.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) =>
    isSafeLinkTarget(unescapeHtml(href))
      ? `<a href="${href}" target="_blank" rel="noopener noreferrer">${label}</a>`
      : label,
  );
  out = out.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  out = out.replace(/__([^_]+)__/g, '<strong>$1</strong>');
  out = out.replace(/~~([^~]+)~~/g, '<del>$1</del>');
  out = out.replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  out = out.replace(/(^|[\s(>])_([^_\s][^_]*)_(?=$|[\s).,!?:;<])/g, '$1<em>$2</em>');
  // eslint-disable-next-line no-control-regex -- the placeholders written above
  return out.replace(/\u0000(\d+)\u0000/g, (_m, index: string) => parked[Number(index)] ?? '');
}

function inline(text: string): string {
  return renderInline(escapeHtml(text));
}

const FENCE = /^\s{0,3}(```|~~~)/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;

function tableCells(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split('|').map((cell) => cell.trim());
}

function tableAlignments(divider: string): Array<'left' | 'center' | 'right' | null> {
  return tableCells(divider).map((cell) => {
    const left = cell.startsWith(':');
    const right = cell.endsWith(':');
    if (left && right) return 'center';
    if (right) return 'right';
    if (left) return 'left';
    return null;
  });
}

function renderTable(header: string, divider: string, rows: string[]): string {
  const align = tableAlignments(divider);
  const cell = (tag: 'th' | 'td', text: string, index: number) => {
    const a = align[index];
    return `<${tag}${a ? ` align="${a}"` : ''}>${inline(text)}</${tag}>`;
  };
  const head = tableCells(header).map((text, i) => cell('th', text, i));
  const body = rows.map(
    (row) =>
      `<tr>${tableCells(row)
        .map((text, i) => cell('td', text, i))
        .join('')}</tr>`,
  );
  return `<table><thead><tr>${head.join('')}</tr></thead>${
    body.length > 0 ? `<tbody>${body.join('')}</tbody>` : ''
  }</table>`;
}

function renderParagraph(lines: string[]): string {
  const parts = lines.map((line, index) => {
    const hardBreak = index < lines.length - 1 && / {2,}$/.test(line);
    return inline(line.trim()) + (hardBreak ? '<br>' : '');
  });
  return `<p>${parts.join('\n')}</p>`;
}

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    BULLET.test(line) ||
    NUMBERED.test(line) ||
    QUOTE.test(line) ||
    (line.includes('|') && next !== undefined && TABLE_DIVIDER.test(next) && next.includes('-'))
  );
}

export function dashboardMarkdownToHtml(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const html: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const next = lines[i + 1];
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence?.[1]) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(fence[1])) {
        code.push(lines[i] ?? '');
        i += 1;
      }
      i += 1; // the closing fence (or the end)
      html.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      const level = heading[1].length;
      html.push(`<h${level}>${inline(heading[2])}</h${level}>`);
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      html.push('<hr>');
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? '')) {
        quoted.push(QUOTE.exec(lines[i] ?? '')?.[1] ?? '');
        i += 1;
      }
      html.push(`<blockquote>${dashboardMarkdownToHtml(quoted.join('\n'))}</blockquote>`);
      continue;
    }
    if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length && pattern.test(lines[i] ?? '')) {
        items.push(`<li>${inline(pattern.exec(lines[i] ?? '')?.[1] ?? '')}</li>`);
        i += 1;
      }
      const tag = ordered ? 'ol' : 'ul';
      html.push(`<${tag}>${items.join('')}</${tag}>`);
      continue;
    }
    if (
      line.includes('|') &&
      next !== undefined &&
      TABLE_DIVIDER.test(next) &&
      next.includes('-')
    ) {
      const rows: string[] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').includes('|') && (lines[i] ?? '').trim() !== '') {
        rows.push(lines[i] ?? '');
        i += 1;
      }
      html.push(renderTable(line, next, rows));
      continue;
    }
    const paragraph: string[] = [line];
    i += 1;
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() !== '' &&
      !startsBlock(lines[i] ?? '', lines[i + 1])
    ) {
      paragraph.push(lines[i] ?? '');
      i += 1;
    }
    html.push(renderParagraph(paragraph));
  }
  return html.join('');
}
