import { describe, expect, it } from 'vitest';
import {
  hasScriptUrlScheme,
  isScriptCarryingAttribute,
  isScriptCarryingTag,
} from './script-carriers';

describe('script carriers', () => {
  it('recognise script URLs however a browser would still read them', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(hasScriptUrlScheme(url)).toBe(true);
    }
    for (const url of [
      'https://example.com/?q=javascript:',
      '/javascript:x',
      'mailto:a@b.c',
      '#x',
    ]) {
      expect(hasScriptUrlScheme(url)).toBe(false);
    }
  });

  it('recognise event handlers and srcdoc in either spelling, and script elements', () => {
    expect(
      ['onclick', 'onError', 'ONLOAD', 'srcdoc', 'srcDoc'].map(isScriptCarryingAttribute),
    ).toEqual([true, true, true, true, true]);
    expect(['open', 'src', 'style', 'class'].some(isScriptCarryingAttribute)).toBe(false);
    expect(['script', 'SCRIPT', 'object', 'embed', 'base', 'meta'].every(isScriptCarryingTag)).toBe(
      true,
    );
    expect(['iframe', 'style', 'div'].some(isScriptCarryingTag)).toBe(false);
  });
});
