/**
 * The text of a number cell from a column's number settings: its d3 format (none: the value as
 * it came), a second format for values between -1 and 1 (small numbers often need other
 * significant digits than large ones), the decimal digits values are rounded to first, and the
 * currency whose symbol goes beside the number.
 */
import { getCurrencyFormatter, type Currency } from '@panorama/core/format/currency-format';
import { getNumberFormatter } from '@panorama/core/format/number-format';

export interface NumberCellSettings {
  /** The d3 format; undefined shows the value unformatted. */
  format: string | undefined;
  /** The d3 format of values strictly between -1 and 1; undefined uses `format`. */
  smallFormat: string | undefined;
  /** Decimal digits to round to (0 to 100); undefined keeps every digit. */
  fractionDigits: number | undefined;
  /** Writes values as amounts of this currency (the column's, else the saved metric's). */
  currency?: Currency | null | undefined;
}

/** The most digits `toFixed` accepts: rounding there changes nothing worth showing. */
const MAX_FRACTION_DIGITS = 100;

/** A valid number of fraction digits from a saved setting, or undefined. */
export function readFractionDigits(value: unknown): number | undefined {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < MAX_FRACTION_DIGITS
    ? value
    : undefined;
}

export function roundToDigits(value: number, digits: number | undefined): number {
  if (digits === undefined || !Number.isFinite(value)) return value;
  return Number(value.toFixed(digits));
}

/** Formats finite and non-finite numbers; callers handle null and non-number values. */
export function numberCellFormatter(settings: NumberCellSettings): (value: number) => string {
  const { currency } = settings;
  const formatterOf = (format: string | undefined) =>
    currency?.symbol
      ? getCurrencyFormatter({ d3Format: format, currency })
      : format
        ? getNumberFormatter(format)
        : null;
  const large = formatterOf(settings.format);
  const small = settings.smallFormat ? formatterOf(settings.smallFormat) : large;
  return (value) => {
    const formatter = Math.abs(value) < 1 ? small : large;
    const rounded = roundToDigits(value, settings.fractionDigits);
    return formatter ? formatter(rounded) : String(rounded);
  };
}
