import { describe, expect, it } from 'vitest';
import { pdfScaleForWidth } from './screenshot-service';

describe('pdfScaleForWidth', () => {
  // A4 landscape, 297 mm wide, less 8 mm margins each side, at 96 CSS pixels per inch.
  const printable = ((297 - 16) / 25.4) * 96;

  it('shrinks wide content to fit across a landscape A4 page', () => {
    expect(pdfScaleForWidth(1600)).toBeCloseTo(printable / 1600, 6);
    expect(pdfScaleForWidth(printable * 2)).toBeCloseTo(0.5, 6);
  });

  it('never enlarges narrow content, and stays within what Chromium accepts', () => {
    expect(pdfScaleForWidth(800)).toBe(1);
    expect(pdfScaleForWidth(printable * 50)).toBe(0.1);
    expect(pdfScaleForWidth(0)).toBe(1);
    expect(pdfScaleForWidth(Number.NaN)).toBe(1);
  });
});
