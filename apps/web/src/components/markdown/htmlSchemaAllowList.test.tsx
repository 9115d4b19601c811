/**
 * A schema applied: attributes only where their tag (or `*`) allows them and only with their
 * listed values, URL schemes per attribute, and never a script scheme even where a schema names
 * one.
 */
import { describe, expect, it } from 'vitest';
import type { HtmlSchema } from './htmlSchema';
import { htmlSchemaAllowList, urlPattern } from './htmlSchemaAllowList';
import { sanitizeHtml } from './sanitizeHtml';

const SCHEMA: HtmlSchema = {
  tagNames: ['p', 'a', 'img', 'span', 'iframe'],
  attributes: {
    '*': ['title', ['className', 'note', 'warning']],
    a: ['href', ['target', '_blank'], ['target', '_self']],
    img: ['src'],
    iframe: ['src', 'allowFullScreen'],
  },
  protocols: { href: ['http', 'https', 'ftp', 'javascript'], src: ['https'] },
};

const clean = (html: string) => sanitizeHtml(html, htmlSchemaAllowList(SCHEMA));

describe('htmlSchemaAllowList', () => {
  it('keeps an attribute only on the tags that allow it', () => {
    expect(clean('<span src="https://x.test/a" title="t">s</span>')).toBe(
      '<span title="t">s</span>',
    );
    expect(clean('<iframe src="https://x.test/v" allowfullscreen=""></iframe>')).toBe(
      '<iframe src="https://x.test/v" allowfullscreen=""></iframe>',
    );
  });

  it('keeps only the listed values, the first definition of an attribute winning', () => {
    expect(clean('<a target="_blank">a</a><a target="_self">b</a><a target="top">c</a>')).toBe(
      '<a target="_blank">a</a><a>b</a><a>c</a>',
    );
    expect(clean('<p class="note big warning">p</p><p class="big">q</p>')).toBe(
      '<p class="note warning">p</p><p>q</p>',
    );
  });

  it('allows each attribute its own schemes and never a script scheme', () => {
    expect(clean('<a href="ftp://x.test/f">f</a><img src="ftp://x.test/i.png">')).toBe(
      '<a href="ftp://x.test/f">f</a><img>',
    );
    expect(clean('<a href="javascript:alert(1)">j</a><a href="/local">l</a>')).toBe(
      '<a>j</a><a href="/local">l</a>',
    );
    expect(clean('<img src="http://x.test/i.png"><img src="https://x.test/i.png">')).toBe(
      '<img><img src="https://x.test/i.png">',
    );
  });

  it('builds URL patterns that let relative URLs through', () => {
    const pattern = urlPattern(['https', 'mailto', 'data']);
    for (const url of ['https://x.test', 'mailto:a@x.test', '/path', '#top', 'page.html']) {
      expect(pattern.test(url)).toBe(true);
    }
    for (const url of ['data:text/html,x', 'ftp://x.test', 'javascript:alert(1)']) {
      expect(pattern.test(url)).toBe(false);
    }
  });
});
