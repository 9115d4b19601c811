/**
 * Dashboard markdown draws the HTML Superset's markdown sanitiser allows by default (GitHub's
 * schema: headings, images, div, span, details…) and strips what could run or escape: scripts,
 * event handlers, styles, frames, javascript: and data: URLs.
 */
import { describe, expect, it } from 'vitest';
import { sanitizedDashboardMarkdown } from './MarkdownHtml';

function parse(markdown: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizedDashboardMarkdown(markdown);
  return root;
}

describe('sanitizedDashboardMarkdown', () => {
  it('draws allowed raw HTML: headings, images, div, span and details', () => {
    const root = parse(
      [
        '<h2 align="center">Sales</h2>',
        '<div align="center"><img src="https://example.com/logo.png" alt="logo" width="120"></div>',
        '',
        'Text with <span title="tip">a span</span>, <sup>1</sup> and <kbd>Ctrl</kbd>.',
        '',
        '<details open><summary>More</summary>Hidden text</details>',
      ].join('\n'),
    );
    expect(root.querySelector('h2')?.textContent).toBe('Sales');
    expect(root.querySelector('h2')?.getAttribute('align')).toBe('center');
    const image = root.querySelector(':scope div > img');
    expect(image?.getAttribute('src')).toBe('https://example.com/logo.png');
    expect(image?.getAttribute('width')).toBe('120');
    expect(root.querySelector('span[title="tip"]')?.textContent).toBe('a span');
    expect(root.querySelector('sup')?.textContent).toBe('1');
    expect(root.querySelector('kbd')?.textContent).toBe('Ctrl');
    expect(root.querySelector('details > summary')?.textContent).toBe('More');
    expect(root.textContent).not.toContain('<h2');
  });

  it('keeps markdown inside and around raw HTML working', () => {
    const root = parse('# Title\n\n<div>\n\n**bold** [docs](https://example.com)\n\n</div>');
    expect(root.querySelector('h1')?.textContent).toBe('Title');
    expect(root.querySelector(':scope div strong')?.textContent).toBe('bold');
    expect(root.querySelector(':scope div a')?.getAttribute('href')).toBe('https://example.com');
  });

  it('strips scripts, event handlers, styles and frames', () => {
    const root = parse(
      [
        '<script>window.__xss = 1</script>',
        '<img src="x" onerror="window.__xss = 2">',
        '<div onclick="alert(1)" style="position:fixed;inset:0">cover</div>',
        '<iframe src="https://evil.example.com"></iframe>',
        '<svg><script>alert(3)</script></svg><style>body{display:none}</style>',
        '<form action="https://evil.example.com"><input name="password"></form>',
      ].join('\n'),
    );
    expect(root.querySelectorAll('script, iframe, svg, style, form, input').length).toBe(0);
    expect(root.querySelectorAll('[onerror], [onclick], [style]').length).toBe(0);
    expect(root.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(root.textContent).toContain('cover');
  });

  it('strips javascript: and data: URLs from links and images', () => {
    const root = parse(
      [
        '<a href="javascript:alert(1)">a</a> <a href=" JaVaScRiPt:alert(2)">b</a>',
        '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="> [c](javascript:alert(3))',
        '<a href="https://example.com/ok">ok</a> <img src="/static/a.png">',
      ].join('\n'),
    );
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([null, null, 'https://example.com/ok']);
    const sources = [...root.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([null, '/static/a.png']);
  });

  it('prefixes ids and names so markup cannot clobber the page', () => {
    const root = parse('<div id="app" name="x">x</div>');
    expect(root.querySelector(':scope > div')?.id).toBe('user-content-app');
  });
});
