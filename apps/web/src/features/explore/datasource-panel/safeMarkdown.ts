/**
 * A small markdown renderer for dataset and metric warnings. It escapes every character of the
 * source first, so the only tags in its output are the ones it writes itself, and links keep only
 * http(s), mailto and same-site targets. The HTML still goes through DOMPurify before it reaches
 * the page (SafeMarkdown.tsx): two independent guards against script in user-written text.
 *
 * Supported: paragraphs, line breaks, headings (#), bullet and numbered lists, **bold**,
 * *italic* / _italic_, `code` and [links](https://...).
 */
import { escapeHtml } from '@panorama/core/html/escape-html';
import { isSafeLinkTarget } from '@panorama/core/html/safe-link-target';

/** Undoes {@link escapeHtml}, to test a link target as the browser would read it. */
function unescapeHtml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Inline markup on already-escaped text. */
function renderInline(escaped: string): string {
  const codeSpans: string[] = [];
  // Code spans first, parked behind placeholders so no other rule touches their content.
  let out = escaped.replace(/`([^`]+)`/g, (_m, code: string) => {
    codeSpans.push(`<code>${code}</code>`);
    return `\u0000${codeSpans.length - 1}\u0000`;
  });
  out = out.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) =>
    isSafeLinkTarget(unescapeHtml(href))
      ? `<a href="${href}" target="_blank" rel="noopener noreferrer">${label}</a>`
      : label,
  );
  out = out.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  out = out.replace(/__([^_]+)__/g, '<strong>$1</strong>');
  out = out.replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  out = out.replace(/(^|[\s(])_([^_\s][^_]*)_(?=$|[\s).,!?:;])/g, '$1<em>$2</em>');
  // eslint-disable-next-line no-control-regex -- the placeholders written above
  return out.replace(/\u0000(\d+)\u0000/g, (_m, index: string) => codeSpans[Number(index)] ?? '');
}

type Block =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const flush = () => {
    if (current !== null) blocks.push(current);
    current = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line.trim());
    if (heading?.[1] && heading[2] !== undefined) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
      continue;
    }
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item?.[1] !== undefined) {
      const ordered = numbered !== null && bullet === null;
      if (current?.kind !== 'list' || current.ordered !== ordered) {
        flush();
        current = { kind: 'list', ordered, items: [] };
      }
      current.items.push(item[1]);
      continue;
    }
    if (current?.kind === 'paragraph') current.lines.push(line.trim());
    else {
      flush();
      current = { kind: 'paragraph', lines: [line.trim()] };
    }
  }
  flush();
  return blocks;
}

export function markdownToHtml(source: string): string {
  return parseBlocks(source)
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return `<h${block.level}>${renderInline(escapeHtml(block.text))}</h${block.level}>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          const items = block.items.map((i) => `<li>${renderInline(escapeHtml(i))}</li>`);
          return `<${tag}>${items.join('')}</${tag}>`;
        }
        case 'paragraph':
          return `<p>${block.lines.map((l) => renderInline(escapeHtml(l))).join('<br>')}</p>`;
      }
    })
    .join('');
}
