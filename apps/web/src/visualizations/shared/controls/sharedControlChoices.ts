/**
 * Fixed choice lists of the shared controls, as `[value, label]` pairs.
 * Values are Superset's so saved form data matches; labels go through `t()` where they are words
 * (format examples are code; `t()` leaves them as they are).
 */
import { NUMBER_FORMAT_CHOICES, SMART_NUMBER } from '@panorama/core/format/number-format';
import { SMART_DATE, TIME_FORMAT_CHOICES } from '@panorama/core/format/time-format';
import { t } from '../../../i18n/t';

type Choice = [string | number | boolean | null, string];

export const ROW_LIMIT_OPTIONS = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000];
export const SERIES_LIMIT_OPTIONS = [5, 10, 25, 50, 100, 500];

/** Numbers shown as themselves. */
export function numberChoices(values: number[]): Choice[] {
  return values.map((value) => [value, String(value)]);
}

/** The legacy (Druid-style) granularity: ISO periods, free text also allowed by the control. */
export function granularityChoices(): Choice[] {
  return [
    [null, t('all')],
    ['PT5S', t('5 seconds')],
    ['PT30S', t('30 seconds')],
    ['PT1M', t('1 minute')],
    ['PT5M', t('5 minutes')],
    ['PT30M', t('30 minutes')],
    ['PT1H', t('1 hour')],
    ['PT6H', t('6 hour')],
    ['P1D', t('1 day')],
    ['P7D', t('7 days')],
    ['P1W', t('week')],
    ['week_starting_sunday', t('week starting Sunday')],
    ['week_ending_saturday', t('week ending Saturday')],
    ['P1M', t('month')],
    ['P3M', t('quarter')],
    ['P1Y', t('year')],
  ];
}

export const SMART_NUMBER_FORMAT = SMART_NUMBER;
export const SMART_DATE_FORMAT = SMART_DATE;

/** Number formats of the y axis, core's list: adaptive first, then d3-format examples. */
export function numberFormatChoices(): Choice[] {
  return NUMBER_FORMAT_CHOICES.map(([value, label]) => [value, t(label)]);
}

/** Date formats of the x axis, core's list: adaptive first, then d3-time-format examples. */
export function timeFormatChoices(): Choice[] {
  return TIME_FORMAT_CHOICES.map(([value, label]) => [value, t(label)]);
}

export function queryModeChoices(): Choice[] {
  return [
    ['aggregate', t('Aggregate')],
    ['raw', t('Raw records')],
  ];
}

export function rollingTypeChoices(): Choice[] {
  return [
    ['None', t('None')],
    ['mean', t('mean')],
    ['sum', t('sum')],
    ['std', t('std')],
    ['cumsum', t('cumsum')],
  ];
}

/** Time shifts offered for comparison, from one day to three years; free text is allowed too. */
export function timeShiftChoices(): Choice[] {
  return [
    ['1 day ago', t('1 day ago')],
    ['1 week ago', t('1 week ago')],
    ['28 days ago', t('28 days ago')],
    ['30 days ago', t('30 days ago')],
    ['52 weeks ago', t('52 weeks ago')],
    ['1 year ago', t('1 year ago')],
    ['104 weeks ago', t('104 weeks ago')],
    ['2 years ago', t('2 years ago')],
    ['156 weeks ago', t('156 weeks ago')],
    ['3 years ago', t('3 years ago')],
  ];
}

export function comparisonTypeChoices(): Choice[] {
  return [
    ['values', t('Actual values')],
    ['difference', t('Difference')],
    ['percentage', t('Percentage change')],
    ['ratio', t('Ratio')],
  ];
}

/** Pandas offset aliases. */
export function resampleRuleChoices(): Choice[] {
  return [
    ['1T', t('1 minutely frequency')],
    ['1H', t('1 hourly frequency')],
    ['1D', t('1 calendar day frequency')],
    ['7D', t('7 calendar day frequency')],
    ['1M', t('1 month end frequency')],
    ['1AS', t('1 year start frequency')],
  ];
}

export function resampleMethodChoices(): Choice[] {
  return [
    ['asfreq', t('Null imputation')],
    ['bfill', t('Backward values')],
    ['ffill', t('Forward values')],
    ['median', t('Median values')],
    ['mean', t('Mean values')],
    ['sum', t('Sum values')],
  ];
}
