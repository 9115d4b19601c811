/**
 * What the "Currency format" control offers: Superset's common currencies first, then every other
 * ISO 4217 code the browser knows, each shown with its symbol ("EUR (€)").
 */
import { COMMON_CURRENCY_CODES, currencySymbol } from '@panorama/core/format/currency-format';

export interface CurrencyOption {
  value: string;
  label: string;
}

function allCodes(): string[] {
  // Older engines lack supportedValuesOf; the common codes are then the whole list.
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  const common = new Set<string>(COMMON_CURRENCY_CODES);
  return [...COMMON_CURRENCY_CODES, ...supported.filter((code) => !common.has(code))];
}

let options: CurrencyOption[] | null = null;

export function currencyOptions(): CurrencyOption[] {
  options ??= allCodes().map((code) => {
    const symbol = currencySymbol(code);
    return { value: code, label: symbol && symbol !== code ? `${code} (${symbol})` : code };
  });
  return options;
}

/** The stored value `{symbol, symbolPosition}`, or null when no currency is chosen. */
export function currencyValue(
  symbol: string | undefined,
  symbolPosition: string | undefined,
): { symbol: string; symbolPosition: string } | null {
  if (!symbol) return null;
  // A currency without a side would be drawn after the number; before it is what most expect.
  return { symbol, symbolPosition: symbolPosition ?? 'prefix' };
}
