/** Display controls both big number types define (Superset's names and defaults). */
import { TIME_FORMAT_CHOICES } from '@panorama/core/format/time-format';
import { t } from '../../../i18n/t';
import type {
  ControlConfig,
  ControlPanelSection,
  ControlSetRow,
  NamedControl,
} from '../../controlPanelTypes';
import { checkbox, selectControl } from '../controls/controlBuilders';
import {
  DEFAULT_HEADER_FONT_SIZE,
  DEFAULT_SUBHEADER_FONT_SIZE,
  HEADER_FONT_SIZES,
  SUBHEADER_FONT_SIZES,
} from './bigNumberFormData';

/** A font size drop-down, the sizes being shares of the chart's height. */
export function fontSizeControl(
  name: string,
  label: string,
  value: number,
  sizes: ReadonlyArray<readonly [number, string]>,
): NamedControl {
  return selectControl(name, {
    label,
    default: value,
    choices: sizes.map(([size, sizeLabel]): [number, string] => [size, t(sizeLabel)]),
  });
}

const headerFontSize = fontSizeControl(
  'header_font_size',
  t('Big Number Font Size'),
  DEFAULT_HEADER_FONT_SIZE,
  HEADER_FONT_SIZES,
);

const subheaderFontSize = fontSizeControl(
  'subheader_font_size',
  t('Subheader Font Size'),
  DEFAULT_SUBHEADER_FONT_SIZE,
  SUBHEADER_FONT_SIZES,
);

export const timeFormat: NamedControl = {
  name: 'time_format',
  config: {
    type: 'SelectControl',
    label: t('Date format'),
    default: 'smart_date',
    freeForm: true,
    renderTrigger: true,
    choices: TIME_FORMAT_CHOICES.map(([value, label]): [string, string] => [value, t(label)]),
  },
};

const forceTimestampFormatting = checkbox(
  'force_timestamp_formatting',
  t('Force date format'),
  t('Use date formatting even when metric value is not a timestamp'),
  false,
);

/** Superset's required-metric message. */
function metricRequired(value: unknown): string | false {
  return value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
    ? t('Metrics and entity controls are required')
    : false;
}

/** The header's and the subheader's font size, a row each. */
export const FONT_SIZE_ROWS: ControlSetRow[] = [[headerFontSize], [subheaderFontSize]];

/** How the number is written: its number format, or a date format for dates. */
export const NUMBER_FORMAT_SECTION: ControlPanelSection = {
  label: t('Chart Options'),
  expanded: true,
  controlSetRows: [
    ['y_axis_format'],
    ['currency_format'],
    [timeFormat],
    [forceTimestampFormatting],
  ],
};

/** What both big numbers change of the shared controls: the metric is required. */
export const BIG_NUMBER_OVERRIDES: Record<string, Partial<ControlConfig>> = {
  metric: { validators: [metricRequired] },
  y_axis_format: { label: t('Number format') },
};
