/**
 * Extensions merge into an HTML schema as Superset merges HTML_SANITIZATION_SCHEMA_EXTENSIONS into
 * its default schema: tag names and schemes are appended, attribute definitions are appended to
 * their tag's list and replace the tag's earlier definition of the same attribute, whichever
 * spelling (hast property or HTML attribute) either side uses.
 */
import { describe, expect, it } from 'vitest';
import { attributeNameOf, extendHtmlSchema, type HtmlSchema } from './htmlSchema';

const BASE: HtmlSchema = {
  tagNames: ['h1', 'h2', 'a'],
  attributes: { '*': ['size', 'align', 'colspan'], a: ['href'] },
  protocols: { href: ['http', 'https'] },
};

describe('extendHtmlSchema', () => {
  it('appends tag names, attributes and schemes', () => {
    const merged = extendHtmlSchema(BASE, {
      tagNames: ['iframe', 'style'],
      attributes: { '*': ['src'], h1: ['style'] },
      protocols: { href: ['ftp'], src: ['https'] },
    });
    expect(merged).toEqual({
      tagNames: ['h1', 'h2', 'a', 'iframe', 'style'],
      attributes: { '*': ['size', 'align', 'colspan', 'src'], a: ['href'], h1: ['style'] },
      protocols: { href: ['http', 'https', 'ftp'], src: ['https'] },
    });
  });

  it('replaces a definition of the same attribute instead of adding a second one', () => {
    const merged = extendHtmlSchema(BASE, {
      attributes: { '*': [['align', 'center'], ['colSpan', 2], 'className'] },
    });
    expect(merged.attributes['*']).toEqual([
      'size',
      ['align', 'center'],
      ['colSpan', 2],
      'className',
    ]);
  });

  it('leaves the base as it was', () => {
    const before = structuredClone(BASE);
    extendHtmlSchema(BASE, { tagNames: ['iframe'], attributes: { '*': ['style'] } });
    expect(BASE).toEqual(before);
    expect(extendHtmlSchema(BASE, undefined)).toBe(BASE);
    expect(extendHtmlSchema(BASE, {})).toEqual(BASE);
  });

  it('adds nothing from malformed parts', () => {
    const malformed = { tagNames: 'iframe', attributes: { '*': 'style' }, protocols: [] };
    expect(extendHtmlSchema(BASE, malformed as never)).toEqual(BASE);
  });
});

describe('attributeNameOf', () => {
  it.each([
    ['className', 'class'],
    ['htmlFor', 'for'],
    ['colSpan', 'colspan'],
    ['allowFullScreen', 'allowfullscreen'],
    ['ariaDescribedBy', 'aria-describedby'],
    ['dataChartId', 'data-chart-id'],
    ['class', 'class'],
    ['aria-label', 'aria-label'],
    ['xlink:href', 'xlink:href'],
  ])('reads %s as %s', (name, attribute) => {
    expect(attributeNameOf(name)).toBe(attribute);
  });
});
