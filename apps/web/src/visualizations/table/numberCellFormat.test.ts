import { describe, expect, it } from 'vitest';
import { numberCellFormatter, readFractionDigits, roundToDigits } from './numberCellFormat';

describe('number cell text', () => {
  it('uses the d3 format, and the small-number format between -1 and 1', () => {
    const format = numberCellFormatter({
      format: ',.2f',
      smallFormat: '.1%',
      fractionDigits: undefined,
    });
    expect(format(12345.678)).toBe('12,345.68');
    expect(format(0.256)).toBe('25.6%');
    expect(format(-0.5)).toBe('-50.0%');
    expect(format(-1)).toBe('-1.00');
  });

  it('rounds to the fraction digits before formatting, or shows the rounded value', () => {
    expect(
      numberCellFormatter({ format: undefined, smallFormat: undefined, fractionDigits: 2 })(
        3.14159,
      ),
    ).toBe('3.14');
    expect(
      numberCellFormatter({ format: undefined, smallFormat: undefined, fractionDigits: 0 })(2.5),
    ).toBe('3');
    expect(
      numberCellFormatter({ format: undefined, smallFormat: undefined, fractionDigits: undefined })(
        1.23456,
      ),
    ).toBe('1.23456');
    expect(
      numberCellFormatter({ format: ',.3f', smallFormat: undefined, fractionDigits: 1 })(1234.56),
    ).toBe('1,234.600');
  });

  it('accepts whole fraction digits from 0 to 99 only; 100 means every digit', () => {
    expect(readFractionDigits(2)).toBe(2);
    expect(readFractionDigits(0)).toBe(0);
    expect(readFractionDigits(100)).toBeUndefined();
    expect(readFractionDigits(1.5)).toBeUndefined();
    expect(readFractionDigits('2')).toBeUndefined();
    expect(readFractionDigits(-1)).toBeUndefined();
    expect(roundToDigits(Infinity, 2)).toBe(Infinity);
  });
});
