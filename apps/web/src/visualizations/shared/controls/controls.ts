/**
 * Control builders the chart types of this folder share (Superset's names and defaults):
 * checkboxes, number and date formats, axis titles and margins, the x tick layout, colours.
 */
import type { RgbaColor } from '@panorama/core/explore/color';
import { validateNonEmpty } from '@panorama/core/explore/validators';
import { NUMBER_FORMAT_CHOICES } from '@panorama/core/format/number-format';
import { TIME_FORMAT_CHOICES } from '@panorama/core/format/time-format';
import { t } from '../../../i18n/t';
import type {
  ControlConfig,
  ControlPanelState,
  ControlValidator,
  NamedControl,
} from '../../controlPanelTypes';
import { X_TICKS_LAYOUTS } from '../axis/axisLabels';

export function named(name: string, config: ControlConfig): NamedControl {
  return { name, config };
}

/** A display checkbox (re-renders without a new query). */
export function checkbox(
  name: string,
  label: string,
  description: string,
  value: boolean,
): NamedControl {
  return named(name, {
    type: 'CheckboxControl',
    label,
    description,
    default: value,
    renderTrigger: true,
  });
}

/** The same control shown only when `visible` holds. */
export function shownWhen(
  control: NamedControl,
  visible: (state: ControlPanelState) => boolean,
): NamedControl {
  return { name: control.name, config: { ...control.config, visibility: visible } };
}

export function numberFormatControl(
  name: string,
  label: string,
  value = 'SMART_NUMBER',
): NamedControl {
  return named(name, {
    type: 'SelectControl',
    label,
    description: t('A d3-format string, or adaptive formatting.'),
    renderTrigger: true,
    freeForm: true,
    clearable: false,
    default: value,
    choices: NUMBER_FORMAT_CHOICES.map(([format, text]) => [format, t(text)]),
  });
}

export function dateFormatControl(name = 'date_format', label = t('Date format')): NamedControl {
  return named(name, {
    type: 'SelectControl',
    label,
    description: t('A d3-time-format string, or adaptive formatting.'),
    renderTrigger: true,
    freeForm: true,
    clearable: false,
    default: 'smart_date',
    choices: TIME_FORMAT_CHOICES.map(([format, text]) => [format, t(text)]),
  });
}

export function textControl(name: string, label: string, description?: string): NamedControl {
  return named(name, {
    type: 'TextControl',
    label,
    ...(description ? { description } : {}),
    renderTrigger: true,
    default: '',
  });
}

/** Superset's title margins (pixels between an axis and its title). */
export const TITLE_MARGIN_OPTIONS = [15, 30, 50, 75, 100, 125, 150, 200];

export function titleMarginControl(name: string, label: string, value: number): NamedControl {
  return named(name, {
    type: 'SelectControl',
    label,
    description: t('Pixels between the axis and its title.'),
    renderTrigger: true,
    freeForm: true,
    clearable: false,
    default: value,
    choices: TITLE_MARGIN_OPTIONS.map((margin) => [margin, String(margin)]),
  });
}

export function xTicksLayoutControl(): NamedControl {
  return named('x_ticks_layout', {
    type: 'SelectControl',
    label: t('X Tick Layout'),
    description: t('The way the ticks are laid out on the X-axis'),
    renderTrigger: true,
    clearable: false,
    default: 'auto',
    choices: X_TICKS_LAYOUTS.map((layout) => [layout, layout === 'auto' ? t('auto') : t(layout)]),
  });
}

export function colorControl(
  name: string,
  label: string,
  description: string,
  value: RgbaColor,
): NamedControl {
  return named(name, {
    type: 'ColorPickerControl',
    label,
    description,
    default: value,
    renderTrigger: true,
  });
}

export function labelRotationControl(name: string, label: string): NamedControl {
  return named(name, {
    type: 'SelectControl',
    label,
    description: t('Degrees to turn the axis labels; type another angle if needed.'),
    renderTrigger: true,
    freeForm: true,
    clearable: false,
    default: 0,
    choices: [
      [0, '0°'],
      [45, '45°'],
      [90, '90°'],
    ],
  });
}

/** Superset's validateNonEmpty as a control validator (message translated). */
export const nonEmpty: ControlValidator = (value) => {
  const error = validateNonEmpty(value);
  return error === false ? false : t(error);
};
