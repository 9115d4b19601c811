/**
 * Number formats of the chart controls: SMART_NUMBER, the default, adapts to the
 * magnitude ("1.23k", "3.45M", "12.35", "0.1235", "12µ"); any d3-format string ('.3s', ',.1%'...)
 * formats as d3 does; DURATION / DURATION_SUB read the value as milliseconds. Format ids are
 * Superset's so saved charts keep their formats.
 */
import { formatLocale } from 'd3-format';
import { formatDuration } from './duration-format';

export type NumberFormatter = (value: number | null | undefined) => string;

export const SMART_NUMBER = 'SMART_NUMBER';
export const SMART_NUMBER_SIGNED = 'SMART_NUMBER_SIGNED';
export const DURATION = 'DURATION';
export const DURATION_SUB = 'DURATION_SUB';
export const ORIGINAL_VALUE = '~g';

/** The y_axis_format / number_format choices `[value, label]`, Superset's list. */
export const NUMBER_FORMAT_CHOICES: Array<[string, string]> = [
  [SMART_NUMBER, 'Adaptive formatting'],
  [ORIGINAL_VALUE, 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  [DURATION, 'Duration in ms (66000 => 1m 6s)'],
  [DURATION_SUB, 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
];

// d3's default locale writes negatives with U+2212; a plain hyphen copies and pastes as a number.
const locale = formatLocale({
  decimal: '.',
  thousands: ',',
  grouping: [3],
  currency: ['$', ''],
  minus: '-',
});

/** Wraps a formatter of finite numbers with the null / NaN / infinity cases every format shares. */
function guarded(format: (value: number) => string): NumberFormatter {
  return (value) => {
    if (value === null || value === undefined || Number.isNaN(value)) return String(value);
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return format(value);
  };
}

function smartNumber(signed: boolean): (value: number) => string {
  const sign = signed ? '+' : '';
  const si = locale.format(`${sign}.3~s`);
  const twoDecimals = locale.format(`${sign}.2~f`);
  const fourDecimals = locale.format(`${sign}.4~f`);
  return (value) => {
    if (value === 0) return '0';
    const magnitude = Math.abs(value);
    // Readers know billions (B) better than the SI giga (G).
    if (magnitude >= 1000) return si(value).replace('G', 'B');
    if (magnitude >= 1) return twoDecimals(value);
    if (magnitude >= 0.001) return fourDecimals(value);
    if (magnitude > 0.000001) return `${si(value * 1_000_000)}µ`;
    return si(value);
  };
}

function createFormatter(format: string): NumberFormatter {
  switch (format) {
    case SMART_NUMBER:
      return guarded(smartNumber(false));
    case SMART_NUMBER_SIGNED:
      return guarded(smartNumber(true));
    case DURATION:
      return guarded((value) => formatDuration(value));
    case DURATION_SUB:
      return guarded((value) => formatDuration(value, { subMilliseconds: true }));
    default:
      try {
        return guarded(locale.format(format));
      } catch {
        return guarded((value) => `${value} (Invalid format: ${format})`);
      }
  }
}

const cache = new Map<string, NumberFormatter>();

/** The formatter for a format id or d3-format string; '' and undefined mean SMART_NUMBER. */
export function getNumberFormatter(format?: string | null): NumberFormatter {
  const key = format ? format.trim() || SMART_NUMBER : SMART_NUMBER;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = createFormatter(key);
    cache.set(key, formatter);
  }
  return formatter;
}

/** Formats one value with a format id (convenience for one-off labels). */
export function formatNumber(format: string | null | undefined, value: number | null): string {
  return getNumberFormatter(format)(value);
}
