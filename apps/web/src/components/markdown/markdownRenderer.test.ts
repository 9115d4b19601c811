import { describe, expect, it } from 'vitest';
import { markdownRenderer } from './markdownRenderer';

const dashboard = markdownRenderer({ lineBreaks: false, images: true });
const note = markdownRenderer({ lineBreaks: true, images: false });

describe('markdownRenderer', () => {
  it.each([
    ['an autolink', '<javascript:alert(1)>'],
    ['an angle-bracket destination', '[x](<javascript:alert(1)>)'],
    ['a reference link', '[x][evil]\n\n[evil]: javascript:alert(1)'],
    ['a reference image', '![x][evil]\n\n[evil]: javascript:alert(1)'],
    ['a link with a title', '[x](vbscript:msgbox "t")'],
  ])('drops a dangerous target given as %s', (_name, source) => {
    for (const render of [dashboard, note]) {
      const html = render(source);
      // The target may remain as visible text, never as an address.
      expect(html).not.toMatch(/<a |<img |href=|src=/);
    }
  });

  it('writes inline and block raw HTML as text', () => {
    expect(dashboard('a <b onclick="x()">b</b>')).toBe(
      '<p>a &lt;b onclick=&quot;x()&quot;&gt;b&lt;/b&gt;</p>',
    );
    expect(dashboard('<div>\n<script>alert(1)</script>\n</div>')).toBe(
      '<p>&lt;div&gt;\n&lt;script&gt;alert(1)&lt;/script&gt;\n&lt;/div&gt;</p>',
    );
  });

  it('shows images as alt text in notes, and links there open safely', () => {
    expect(note('![logo](/static/logo.png)')).toBe('<p>logo</p>');
    expect(note('<https://example.com>')).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a></p>',
    );
  });
});
