import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@panorama/core/html/escape-html';
import { isSafeLinkTarget } from '@panorama/core/html/safe-link-target';
import { markdownToHtml } from './safeMarkdown';

describe('markdownToHtml', () => {
  it('renders paragraphs, emphasis, code and lists', () => {
    expect(markdownToHtml('**Careful**: data is *late*\nsince `2024`')).toBe(
      '<p><strong>Careful</strong>: data is <em>late</em><br>since <code>2024</code></p>',
    );
    expect(markdownToHtml('# Title\n\n- one\n- two\n\n1. first')).toBe(
      '<h1>Title</h1><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>',
    );
    expect(markdownToHtml('a snake_case_name stays')).toBe('<p>a snake_case_name stays</p>');
  });

  it('escapes raw HTML so no tag or handler survives', () => {
    const html = markdownToHtml('<script>alert(1)</script><img src=x onerror="alert(1)">');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;');
    expect(markdownToHtml('`<b>`')).toBe('<p><code>&lt;b&gt;</code></p>');
  });

  it('keeps safe links and drops dangerous ones to plain text', () => {
    expect(markdownToHtml('[docs](https://example.com/a?b=1&c=2)')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">docs</a></p>',
    );
    expect(markdownToHtml('[x](javascript:alert(1))')).not.toContain('href');
    expect(markdownToHtml('[x](JaVaScRiPt:alert)')).toBe('<p>x</p>');
    expect(markdownToHtml('[x](data:text/html;base64,AAA)')).toBe('<p>x</p>');
  });

  it('judges link targets', () => {
    expect(isSafeLinkTarget('/dashboard/1')).toBe(true);
    expect(isSafeLinkTarget('#top')).toBe(true);
    expect(isSafeLinkTarget('mailto:a@b.c')).toBe(true);
    expect(isSafeLinkTarget('java\tscript:alert(1)')).toBe(false);
    expect(isSafeLinkTarget('//evil.example')).toBe(false);
    expect(isSafeLinkTarget('vbscript:x')).toBe(false);
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });
});
