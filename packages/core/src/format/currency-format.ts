/**
 * Currency formatting as Superset 3+ does it: a metric (or a chart's `currency_format`) carries
 * `{symbol: 'USD', symbolPosition: 'prefix' | 'suffix'}`, where `symbol` is an ISO 4217 code. The
 * number is written with the d3 format minus any `$` or `%` (the currency replaces them), then the
 * code's symbol goes before or after it, separated by a space: "$ 1.23k", "1.23k €".
 */
import { getNumberFormatter, type NumberFormatter } from './number-format';

export interface Currency {
  symbol?: string;
  symbolPosition?: string;
}

/** The ISO codes the "Currency format" control offers first (Superset's default CURRENCIES). */
export const COMMON_CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'INR', 'MXN', 'JPY', 'CNY'] as const;

const symbols = new Map<string, string | null>();

/** The symbol en-US writes for an ISO 4217 code (USD → '$', EUR → '€'); null when it is no code. */
export function currencySymbol(code: string): string | null {
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
      symbol = parts.formatToParts(1).find((part) => part.type === 'currency')?.value ?? null;
    } catch {
      // Intl refuses anything that is not a well-formed code.
      symbol = null;
    }
    symbols.set(code, symbol);
  }
  return symbol;
}

/**
 * A currency as saved anywhere: the object, its JSON text (older metric rows), or a bare code
 * (which older clients sent, read as a prefix). Anything else is no currency.
 */
export function readCurrency(value: unknown): Currency | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return null;
    if (!text.startsWith('{')) return { symbol: text, symbolPosition: 'prefix' };
    try {
      return readCurrency(JSON.parse(text) as unknown);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { symbol, symbolPosition } = value as Record<string, unknown>;
  if (typeof symbol !== 'string' || !symbol) return null;
  return typeof symbolPosition === 'string' ? { symbol, symbolPosition } : { symbol };
}

/** True when the currency names a code Intl knows, so a symbol can be written. */
export function hasCurrencySymbol(currency: Currency | null | undefined): boolean {
  return Boolean(currency?.symbol && currencySymbol(currency.symbol));
}

/** The d3 format with the characters a currency replaces taken out. */
export function currencyD3Format(d3Format: string | null | undefined): string | undefined {
  return d3Format ? d3Format.replace(/[$%]/g, '') : undefined;
}

/**
 * Formats numbers with `d3Format` (adaptive when empty) and the currency's symbol before or after;
 * without a currency Intl knows it is the plain number format, d3 format untouched.
 */
export function getCurrencyFormatter(options: {
  d3Format?: string | null | undefined;
  currency?: Currency | null | undefined;
}): NumberFormatter {
  const { d3Format, currency } = options;
  const symbol = currency?.symbol ? currencySymbol(currency.symbol) : null;
  if (!symbol) return getNumberFormatter(d3Format);
  const formatNumber = getNumberFormatter(currencyD3Format(d3Format));
  const prefix = currency?.symbolPosition === 'prefix';
  return (value) => {
    const text = formatNumber(value);
    // A missing value stays as the number format writes it: a symbol beside "null" means nothing.
    if (value === null || value === undefined || Number.isNaN(value)) return text;
    return prefix ? `${symbol} ${text}` : `${text} ${symbol}`;
  };
}
