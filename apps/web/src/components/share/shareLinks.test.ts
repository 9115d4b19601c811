import { describe, expect, it } from 'vitest';
import { embedCodeSnippet, permalinkMailto, standaloneChartUrl } from './shareLinks';

describe('permalinkMailto', () => {
  it('encodes the subject and body so a title cannot add headers or markup', () => {
    const href = permalinkMailto(
      'Panorama <b>Sales</b> & co\r\nBcc: x@y',
      'Check out this dashboard: ',
      'http://host/superset/dashboard/p/abc/',
    );
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('Subject')).toBe('Panorama <b>Sales</b> & co\r\nBcc: x@y');
    expect(params.get('Body')).toBe(
      'Check out this dashboard: http://host/superset/dashboard/p/abc/',
    );
    expect(href).not.toMatch(/[<>\r\n ]/);
  });
});

describe('embedCodeSnippet', () => {
  it('escapes attribute values and keeps the standalone URL', () => {
    const src = standaloneChartUrl('http://host/explore/p/k1/', '400');
    expect(src).toBe('http://host/explore/p/k1/?standalone=1&height=400');
    const snippet = embedCodeSnippet(src, '600"><script>', '400');
    expect(snippet).toContain('src="http://host/explore/p/k1/?standalone=1&amp;height=400"');
    expect(snippet).toContain('width="600&quot;&gt;&lt;script&gt;"');
    expect(snippet).not.toContain('<script>');
  });
});
