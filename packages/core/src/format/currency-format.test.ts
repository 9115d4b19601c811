import { format as d3Format } from 'd3-format';
import { describe, expect, it } from 'vitest';
import {
  currencyD3Format,
  currencySymbol,
  getCurrencyFormatter,
  hasCurrencySymbol,
  readCurrency,
} from './currency-format';

describe('currencySymbol', () => {
  it("is the symbol en-US writes for the code's currency", () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('JPY')).toBe('¥');
  });

  it('is null for what is no currency code', () => {
    expect(currencySymbol('DOLLARS')).toBeNull();
    expect(currencySymbol('')).toBeNull();
    expect(hasCurrencySymbol({ symbol: 'nope!' })).toBe(false);
    expect(hasCurrencySymbol({ symbol: 'EUR' })).toBe(true);
  });
});

describe('getCurrencyFormatter', () => {
  it('puts a prefix symbol before the adaptive number, with a space', () => {
    const format = getCurrencyFormatter({ currency: { symbol: 'USD', symbolPosition: 'prefix' } });
    expect(format(1234.5)).toBe('$ 1.23k');
    expect(format(12.345)).toBe('$ 12.35');
  });

  it('puts a suffix symbol after the number (EUR)', () => {
    const format = getCurrencyFormatter({
      d3Format: ',.2f',
      currency: { symbol: 'EUR', symbolPosition: 'suffix' },
    });
    expect(format(1234.5)).toBe(`${d3Format(',.2f')(1234.5)} €`);
    expect(format(1234.5)).toBe('1,234.50 €');
  });

  it('treats any position but prefix as a suffix', () => {
    expect(getCurrencyFormatter({ currency: { symbol: 'EUR' } })(5)).toBe('5 €');
  });

  it('writes yen with its own symbol', () => {
    const format = getCurrencyFormatter({
      d3Format: ',d',
      currency: { symbol: 'JPY', symbolPosition: 'prefix' },
    });
    expect(format(1500000)).toBe('¥ 1,500,000');
  });

  it('takes $ and % out of the d3 format so the currency is written once', () => {
    expect(currencyD3Format('$,.2f')).toBe(',.2f');
    expect(currencyD3Format(',.1%')).toBe(',.1');
    const format = getCurrencyFormatter({
      d3Format: '$,.2f',
      currency: { symbol: 'USD', symbolPosition: 'prefix' },
    });
    expect(format(12345.432)).toBe(`$ ${d3Format(',.2f')(12345.432)}`);
    expect(format(12345.432)).toBe('$ 12,345.43');
  });

  it('is the plain number format for an unknown code, its d3 format untouched', () => {
    const format = getCurrencyFormatter({
      d3Format: '$,.2f',
      currency: { symbol: 'XYZ1', symbolPosition: 'prefix' },
    });
    expect(format(12345.432)).toBe('$12,345.43');
    expect(getCurrencyFormatter({ currency: null })(1234.5)).toBe('1.23k');
  });

  it('writes a missing value without a symbol', () => {
    const format = getCurrencyFormatter({ currency: { symbol: 'USD', symbolPosition: 'prefix' } });
    expect(format(null)).toBe('null');
  });
});

describe('readCurrency', () => {
  it('reads the object, its JSON text and a bare code', () => {
    expect(readCurrency({ symbol: 'USD', symbolPosition: 'suffix' })).toEqual({
      symbol: 'USD',
      symbolPosition: 'suffix',
    });
    expect(readCurrency('{"symbol":"EUR","symbolPosition":"prefix"}')).toEqual({
      symbol: 'EUR',
      symbolPosition: 'prefix',
    });
    expect(readCurrency('GBP')).toEqual({ symbol: 'GBP', symbolPosition: 'prefix' });
  });

  it('is null for empty or malformed values', () => {
    expect(readCurrency(null)).toBeNull();
    expect(readCurrency('')).toBeNull();
    expect(readCurrency('{not json')).toBeNull();
    expect(readCurrency({ symbolPosition: 'prefix' })).toBeNull();
    expect(readCurrency([1])).toBeNull();
  });
});
