/**
 * Dashboard markdown under the server's settings: HTML_SANITIZATION_SCHEMA_EXTENSIONS widens the
 * GitHub allow-list as Superset's does (frames, styles, classes), HTML_SANITIZATION off draws
 * markup beyond it; in every case the XSS payloads a BI app must withstand (script elements,
 * event handlers, javascript: links, `<svg onload>`, `<iframe srcdoc>`) are removed, even when
 * the extensions name them (the server refuses such settings; the page does not rely on it).
 */
import { describe, expect, it } from 'vitest';
import { sanitizedDashboardMarkdown } from './MarkdownHtml';
import type { MarkdownSanitization } from './markdownSanitization';

function parse(markdown: string, sanitization: MarkdownSanitization): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizedDashboardMarkdown(markdown, sanitization);
  return root;
}

const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 2">',
  '<a href="javascript:alert(3)">link</a> <a href=" JaVaScRiPt:alert(4)">spaced</a>',
  '<svg onload="alert(5)"><circle r="1"></circle></svg>',
  '<iframe srcdoc="<script>alert(6)</script>" src="https://www.youtube-nocookie.com/embed/x"></iframe>',
  '<iframe src="javascript:alert(7)"></iframe><iframe src="data:text/html,<script>alert(8)</script>"></iframe>',
  '<div onclick="alert(9)" onmouseover="alert(10)">cover</div>',
  '<object data="https://evil.example.com/x.swf"></object><embed src="https://evil.example.com/x">',
  '<base href="https://evil.example.com/"><meta http-equiv="refresh" content="0;url=https://evil.example.com">',
  '<svg><a><animate attributeName="href" values="javascript:alert(11)"></animate><text>t</text></a></svg>',
].join('\n');

function expectNoScript(root: HTMLElement): void {
  expect(root.querySelectorAll('script, object, embed, base, meta, animate, set').length).toBe(0);
  const attributes = [...root.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
  expect(attributes.filter((attribute) => /^on/i.test(attribute.name))).toEqual([]);
  expect(attributes.filter((attribute) => attribute.name === 'srcdoc')).toEqual([]);
  const urls = attributes.filter((attribute) => ['href', 'src'].includes(attribute.name));
  for (const url of urls) expect(url.value.replace(/\s/g, '')).not.toMatch(/^(javascript|data):/i);
  expect(root.textContent).toContain('cover');
}

const GITHUB: MarkdownSanitization = { enabled: true, extensions: {} };
const WIDENED: MarkdownSanitization = {
  enabled: true,
  extensions: {
    attributes: { '*': ['style', 'className'], iframe: ['allowFullScreen'] },
    tagNames: ['style', 'iframe'],
  },
};
// What the server refuses to start with, handed to the page anyway.
const REFUSED: MarkdownSanitization = {
  enabled: true,
  extensions: {
    attributes: { '*': ['onError', 'onClick', 'onLoad', 'srcdoc'], svg: ['onload'] },
    tagNames: ['script', 'iframe', 'svg', 'object', 'embed', 'base', 'meta', 'animate'],
    protocols: { href: ['javascript'], src: ['data', 'javascript'] },
  },
};
const OFF: MarkdownSanitization = { enabled: false, extensions: {} };

describe('dashboard markdown with the server settings', () => {
  it('draws frames, styles and classes only once the extensions allow them', () => {
    const markdown = [
      '<style>.kpi { color: teal }</style>',
      '<div class="kpi" style="font-weight: bold">42</div>',
      '<iframe src="https://www.youtube-nocookie.com/embed/x" width="560" allowfullscreen></iframe>',
    ].join('\n');
    const plain = parse(markdown, GITHUB);
    expect(plain.querySelectorAll('iframe, style, [style], [class]').length).toBe(0);
    expect(plain.textContent).toContain('42');

    const widened = parse(markdown, WIDENED);
    const frame = widened.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/x');
    expect(frame?.getAttribute('width')).toBe('560');
    expect(frame?.hasAttribute('allowfullscreen')).toBe(true);
    expect(widened.querySelector('style')?.textContent).toBe('.kpi { color: teal }');
    expect(widened.querySelector('div.kpi')?.getAttribute('style')).toBe('font-weight: bold');
  });

  it('keeps the GitHub attributes narrowed to their tags where the extensions say so', () => {
    const root = parse('<p>p</p><iframe src="/superset/dashboard/1/" allowfullscreen></iframe>', {
      enabled: true,
      extensions: { tagNames: ['iframe'], attributes: { iframe: ['allowFullScreen'] } },
    });
    expect(root.querySelector('iframe')?.getAttribute('src')).toBe('/superset/dashboard/1/');
    expect(root.querySelector('iframe')?.hasAttribute('allowfullscreen')).toBe(true);
    expect(parse('<p allowfullscreen>p</p>', WIDENED).querySelector('p')?.attributes).toHaveLength(
      0,
    );
  });

  it.each([
    ['the GitHub allow-list', GITHUB],
    ['extensions allowing frames and styles', WIDENED],
    ['extensions naming script, handlers and script URLs', REFUSED],
    ['sanitisation off', OFF],
  ])('removes every script payload with %s', (_name, sanitization) => {
    const root = parse(PAYLOADS, sanitization);
    expectNoScript(root);
    if (sanitization !== GITHUB) {
      // Where frames are allowed, the frame stays, without its inline document.
      const frames = [...root.querySelectorAll('iframe')];
      expect(frames.map((frame) => frame.getAttribute('src'))).toContain(
        'https://www.youtube-nocookie.com/embed/x',
      );
    }
  });

  it('draws markup beyond the allow-list with sanitisation off', () => {
    const root = parse(
      '<span style="color: red" data-note="n">red</span> <font color="blue">blue</font>',
      OFF,
    );
    expect(root.querySelector('span')?.getAttribute('style')).toBe('color: red');
    expect(root.querySelector('span')?.getAttribute('data-note')).toBe('n');
    expect(root.querySelector('font')?.getAttribute('color')).toBe('blue');
    // ids are still kept from clobbering the page's own.
    expect(parse('<div id="app">x</div>', OFF).querySelector('div')?.id).toBe('user-content-app');
  });
});
