/** Display controls both big number types define (Superset's names and defaults). */
import { TIME_FORMAT_CHOICES } from '@panorama/core/format/time-format';
import { t } from '../../../i18n/t';
import type { NamedControl } from '../../controlPanelTypes';
import {
  DEFAULT_HEADER_FONT_SIZE,
  DEFAULT_SUBHEADER_FONT_SIZE,
  HEADER_FONT_SIZES,
  SUBHEADER_FONT_SIZES,
} from './bigNumberFormData';

export const headerFontSize: NamedControl = {
  name: 'header_font_size',
  config: {
    type: 'SelectControl',
    label: t('Big Number Font Size'),
    default: DEFAULT_HEADER_FONT_SIZE,
    renderTrigger: true,
    clearable: false,
    choices: HEADER_FONT_SIZES.map(([value, label]): [number, string] => [value, t(label)]),
  },
};

export const subheaderFontSize: NamedControl = {
  name: 'subheader_font_size',
  config: {
    type: 'SelectControl',
    label: t('Subheader Font Size'),
    default: DEFAULT_SUBHEADER_FONT_SIZE,
    renderTrigger: true,
    clearable: false,
    choices: SUBHEADER_FONT_SIZES.map(([value, label]): [number, string] => [value, t(label)]),
  },
};

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

export const forceTimestampFormatting: NamedControl = {
  name: 'force_timestamp_formatting',
  config: {
    type: 'CheckboxControl',
    label: t('Force date format'),
    default: false,
    renderTrigger: true,
    description: t('Use date formatting even when metric value is not a timestamp'),
  },
};

/** Superset's required-metric message. */
export function metricRequired(value: unknown): string | false {
  return value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
    ? t('Metrics and entity controls are required')
    : false;
}
