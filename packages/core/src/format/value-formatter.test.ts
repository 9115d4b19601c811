import { format as d3Format } from 'd3-format';
import { describe, expect, it } from 'vitest';
import { buildCustomFormatters, getValueFormatter, resolveMetricFormat } from './value-formatter';

const savedCurrencyFormats = {
  revenue: { symbol: 'USD', symbolPosition: 'prefix' },
  cost: '{"symbol":"EUR","symbolPosition":"suffix"}',
};
const savedColumnFormats = { revenue: ',.2f', count: ',d' };

describe('getValueFormatter', () => {
  it("uses the saved metric's currency and format when the chart sets neither", () => {
    const format = getValueFormatter({
      metrics: 'revenue',
      savedCurrencyFormats,
      savedColumnFormats,
    });
    expect(format(1234.5)).toBe(`$ ${d3Format(',.2f')(1234.5)}`);
  });

  it("lets the chart's number format beat the saved one", () => {
    const format = getValueFormatter({
      metrics: ['revenue'],
      savedCurrencyFormats,
      savedColumnFormats,
      d3Format: '.3s',
    });
    expect(format(1234.5)).toBe(`$ ${d3Format('.3s')(1234.5)}`);
  });

  it("lets the chart's currency beat the saved one, and ignores an empty chart currency", () => {
    const options = { metrics: 'revenue', savedCurrencyFormats, savedColumnFormats };
    const euro = { symbol: 'EUR', symbolPosition: 'suffix' };
    expect(getValueFormatter({ ...options, currencyFormat: euro })(2)).toBe('2.00 €');
    expect(getValueFormatter({ ...options, currencyFormat: { symbolPosition: 'prefix' } })(2)).toBe(
      '$ 2.00',
    );
  });

  it('applies the chart currency to an ad-hoc metric, with the adaptive format by default', () => {
    const adhoc = { expressionType: 'SQL' as const, sqlExpression: 'SUM(x)', label: 'total' };
    const format = getValueFormatter({
      metrics: adhoc,
      currencyFormat: { symbol: 'GBP', symbolPosition: 'prefix' },
    });
    expect(format(1234.5)).toBe(`£ ${d3Format('.3~s')(1234.5)}`);
  });

  it('is the plain number format with no currency anywhere', () => {
    const format = getValueFormatter({
      metrics: 'count',
      savedCurrencyFormats,
      savedColumnFormats,
    });
    expect(format(12345)).toBe(d3Format(',d')(12345));
  });

  it('picks the saved metric by key when there are several metrics', () => {
    const options = {
      metrics: ['revenue', 'cost'],
      savedCurrencyFormats,
      savedColumnFormats,
    };
    expect(getValueFormatter(options, 'cost')(3)).toBe('3 €');
    expect(getValueFormatter(options, 'revenue')(3)).toBe('$ 3.00');
    // Without a key several metrics fall back to the chart's format.
    expect(getValueFormatter(options)(3)).toBe('3');
  });
});

describe('buildCustomFormatters and resolveMetricFormat', () => {
  it('builds one formatter per saved metric, skipping ad-hoc ones', () => {
    const adhoc = { expressionType: 'SQL' as const, sqlExpression: 'SUM(x)', label: 'x' };
    const formatters = buildCustomFormatters({
      metrics: ['revenue', 'cost', adhoc],
      savedCurrencyFormats,
      savedColumnFormats,
    });
    expect(Object.keys(formatters)).toEqual(['revenue', 'cost']);
    expect(formatters.cost!(1500)).toBe(`${d3Format('.3~s')(1500)} €`);
  });

  it('resolves the chart settings first', () => {
    expect(
      resolveMetricFormat(
        { savedCurrencyFormats, savedColumnFormats, d3Format: ',.1f' },
        'revenue',
      ),
    ).toEqual({ d3Format: ',.1f', currency: { symbol: 'USD', symbolPosition: 'prefix' } });
    expect(resolveMetricFormat({ savedCurrencyFormats, savedColumnFormats }, 'count')).toEqual({
      d3Format: ',d',
      currency: null,
    });
  });
});
