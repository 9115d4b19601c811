import { describe, expect, it } from 'vitest';
import { dashboardMarkdownToHtml, isSafeImageSource } from './dashboardMarkdown';

describe('dashboardMarkdownToHtml', () => {
  it('renders headings, paragraphs and inline markup', () => {
    expect(dashboardMarkdownToHtml('# Title\n\nSome **bold**, *it*, ~~old~~ and `x < y`.')).toBe(
      '<h1>Title</h1><p>Some <strong>bold</strong>, <em>it</em>, <del>old</del> and <code>x &lt; y</code>.</p>',
    );
  });

  it('joins paragraph lines and breaks on two trailing spaces', () => {
    expect(dashboardMarkdownToHtml('one\ntwo  \nthree')).toBe('<p>one\ntwo<br>\nthree</p>');
  });

  it('renders lists, quotes, rules and fenced code', () => {
    expect(dashboardMarkdownToHtml('- a\n- b\n\n1. x\n2. y')).toBe(
      '<ul><li>a</li><li>b</li></ul><ol><li>x</li><li>y</li></ol>',
    );
    expect(dashboardMarkdownToHtml('> quoted *text*')).toBe(
      '<blockquote><p>quoted <em>text</em></p></blockquote>',
    );
    expect(dashboardMarkdownToHtml('---')).toBe('<hr>');
    expect(dashboardMarkdownToHtml('```\n<b>**not bold**</b>\n```')).toBe(
      '<pre><code>&lt;b&gt;**not bold**&lt;/b&gt;</code></pre>',
    );
  });

  it('renders pipe tables with alignment', () => {
    expect(dashboardMarkdownToHtml('| a | b |\n|:--|--:|\n| 1 | 2 |')).toBe(
      '<table><thead><tr><th align="left">a</th><th align="right">b</th></tr></thead>' +
        '<tbody><tr><td align="left">1</td><td align="right">2</td></tr></tbody></table>',
    );
  });

  it('renders safe links and images', () => {
    expect(dashboardMarkdownToHtml('[docs](https://example.com/a?b=1&c=2)')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">docs</a></p>',
    );
    expect(dashboardMarkdownToHtml('![logo](/static/logo.png "Our logo")')).toBe(
      '<p><img src="/static/logo.png" alt="logo" title="Our logo"></p>',
    );
  });

  it('passes raw HTML through for the sanitiser (MarkdownHtml.test.tsx) to filter', () => {
    expect(dashboardMarkdownToHtml('<h2>Sales</h2>\n\nText <b>bold</b>')).toBe(
      '<h2>Sales</h2><p>Text <b>bold</b></p>',
    );
  });

  it('drops javascript: and data: targets', () => {
    expect(dashboardMarkdownToHtml('[x](javascript:alert(1))')).not.toContain('href');
    expect(dashboardMarkdownToHtml('[x](java\tscript:alert(1))')).not.toContain('<a');
    expect(dashboardMarkdownToHtml('![x](data:image/svg+xml;base64,AAA)')).toBe('<p>x</p>');
    expect(dashboardMarkdownToHtml('![x](javascript:alert(1))')).not.toContain('<img');
  });

  it('keeps quotes from breaking out of attributes', () => {
    const html = dashboardMarkdownToHtml('[x](https://a.b/"onmouseover="alert(1))');
    expect(html).not.toMatch(/href="[^"]*"onmouseover/);
  });
});

describe('isSafeImageSource', () => {
  it('allows http(s) and same-site paths only', () => {
    expect(isSafeImageSource('https://cdn.example.com/a.png')).toBe(true);
    expect(isSafeImageSource('/static/a.png')).toBe(true);
    expect(isSafeImageSource('a.png')).toBe(true);
    expect(isSafeImageSource('//evil.com/a.png')).toBe(false);
    expect(isSafeImageSource('data:image/png;base64,AA')).toBe(false);
    expect(isSafeImageSource('JaVaScRiPt:alert(1)')).toBe(false);
  });
});
