import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns every markup character into an entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text alone and escapes ampersands of existing entities again', () => {
    expect(escapeHtml('naïve 2 × 3')).toBe('naïve 2 × 3');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
