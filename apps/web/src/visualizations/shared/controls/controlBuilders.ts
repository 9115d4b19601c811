/**
 * Builders for the controls a chart type defines itself (the shared ones are named as strings in
 * a panel), so a control panel reads as a list of Superset control names with their labels and
 * defaults rather than nested object literals. Controls that only change the drawing carry
 * `renderTrigger`, so explore redraws from the last result instead of querying again.
 */
import type { RgbaColor } from '@panorama/core/explore/color';
import { validateNonEmpty } from '@panorama/core/explore/validators';
import { t } from '../../../i18n/t';
import type {
  ControlConfig,
  ControlPanelState,
  ControlValidator,
  NamedControl,
} from '../../controlPanelTypes';
import { X_TICKS_LAYOUTS } from '../axis/axisLabels';
import { numberFormatChoices, timeFormatChoices } from './sharedControlChoices';

/**
 * A control's config without its component type, which the builder taking it sets. (Omit would
 * keep only ControlConfig's index signature and lose the typing of the named fields.)
 */
type ControlFields = Partial<ControlConfig> & { type?: never };

export function named(name: string, config: ControlConfig): NamedControl {
  return { name, config };
}

/**
 * A drop-down that only changes the drawing and always holds a value (it cannot be cleared).
 * The config's own fields win, so a panel can still make one free-form or hide it.
 */
export function selectControl(name: string, config: ControlFields): NamedControl {
  return named(name, { type: 'SelectControl', renderTrigger: true, clearable: false, ...config });
}

/** Radio buttons that only change the drawing. */
export function radioControl(name: string, config: ControlFields): NamedControl {
  return named(name, { type: 'RadioButtonControl', renderTrigger: true, ...config });
}

/** A text box that only changes the drawing; `isInt` or `isFloat` make it a number box. */
export function textInputControl(name: string, config: ControlFields): NamedControl {
  return named(name, { type: 'TextControl', renderTrigger: true, ...config });
}

/** A number box that only changes the drawing: whole numbers, or any decimal number. */
export function numberInputControl(
  name: string,
  label: string,
  description: string,
  value: number,
  numbers: 'integer' | 'decimal',
): NamedControl {
  return textInputControl(name, {
    label,
    description,
    ...(numbers === 'integer' ? { isInt: true } : { isFloat: true }),
    default: value,
  });
}

/** The same control shown only when `visibility` holds. */
export function withVisibility(
  control: NamedControl,
  visibility: (state: ControlPanelState) => boolean,
): NamedControl {
  return { name: control.name, config: { ...control.config, visibility } };
}

/** Visibility of the controls that style value labels: shown while labels are (the default). */
export const labelsShown = ({ formData }: ControlPanelState): boolean =>
  formData.show_labels !== false;

/** Superset's validateNonEmpty as a control validator (message translated). */
export const nonEmpty: ControlValidator = (value) => {
  const error = validateNonEmpty(value);
  return error === false ? false : t(error);
};

/**
 * A checkbox's config, for panels that name their controls themselves (the mixed chart's
 * per-query controls). A display checkbox re-renders from the last result; pass
 * `renderTrigger = false` for one that changes the query.
 */
export function checkboxConfig(
  label: string,
  description: string | undefined,
  value: boolean,
  renderTrigger = true,
): ControlConfig {
  return {
    type: 'CheckboxControl',
    label,
    ...(description ? { description } : {}),
    default: value,
    renderTrigger,
  };
}

export function checkbox(
  name: string,
  label: string,
  description: string | undefined,
  value: boolean,
  renderTrigger = true,
): NamedControl {
  return named(name, checkboxConfig(label, description, value, renderTrigger));
}

export function textControl(name: string, label: string, description?: string): NamedControl {
  return textInputControl(name, {
    label,
    ...(description ? { description } : {}),
    default: '',
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

/** A drop zone for one dataset column. */
export function columnControl(
  name: string,
  label: string,
  description: string,
  required: boolean,
): NamedControl {
  return named(name, {
    type: 'DndColumnSelect',
    multi: false,
    label,
    description,
    default: null,
    clearable: !required,
    validators: required ? [nonEmpty] : [],
  });
}

export function numberFormatControl(
  name: string,
  label = t('Number format'),
  value = 'SMART_NUMBER',
): NamedControl {
  return selectControl(name, {
    label,
    description: t('A d3-format string, or adaptive formatting.'),
    freeForm: true,
    default: value,
    choices: numberFormatChoices(),
  });
}

export function dateFormatControl(
  name = 'date_format',
  label = t('Date format'),
  description = t('A d3-time-format string, or adaptive formatting.'),
): NamedControl {
  return selectControl(name, {
    label,
    description,
    freeForm: true,
    default: 'smart_date',
    choices: timeFormatChoices(),
  });
}

/** Superset's axis margins: 'auto' fits the axis labels, a number keeps that many pixels. */
export const AXIS_MARGIN_CHOICES: ControlConfig['choices'] = [
  ['auto', t('auto')],
  ...[50, 75, 100, 125, 150, 200].map((pixels): [number, string] => [pixels, String(pixels)]),
];

/** The room an axis keeps for its labels (`left_margin`, `bottom_margin`). */
export function axisMarginControl(name: string, label: string, description: string): NamedControl {
  return selectControl(name, {
    label,
    description,
    freeForm: true,
    default: 'auto',
    choices: AXIS_MARGIN_CHOICES,
  });
}

/** Superset's title margins (pixels between an axis and its title). */
export const TITLE_MARGIN_OPTIONS = [15, 30, 50, 75, 100, 125, 150, 200];

export function titleMarginControl(name: string, label: string, value: number): NamedControl {
  return selectControl(name, {
    label,
    description: t('Pixels between the axis and its title.'),
    freeForm: true,
    default: value,
    choices: TITLE_MARGIN_OPTIONS.map((margin) => [margin, String(margin)]),
  });
}

export function xTicksLayoutControl(): NamedControl {
  return selectControl('x_ticks_layout', {
    label: t('X Tick Layout'),
    description: t('The way the ticks are laid out on the X-axis'),
    default: 'auto',
    choices: X_TICKS_LAYOUTS.map((layout) => [layout, layout === 'auto' ? t('auto') : t(layout)]),
  });
}

export function labelRotationControl(
  name: string,
  label: string,
  description = t('Degrees to turn the axis labels; type another angle if needed.'),
): NamedControl {
  return selectControl(name, {
    label,
    description,
    freeForm: true,
    default: 0,
    choices: [
      [0, '0°'],
      [45, '45°'],
      [90, '90°'],
    ],
  });
}

/** Superset's sort_by_metric: biggest groups first, so a row limit keeps the largest. */
export function sortByMetricControl(): NamedControl {
  return named('sort_by_metric', {
    type: 'CheckboxControl',
    label: t('Sort by metric'),
    description: t('Largest groups first, so the row limit keeps the biggest ones.'),
    default: true,
  });
}

/** The label_type of hierarchy charts: the node's name, its value, or both. */
export function labelTypeControl(value: 'key' | 'value' | 'key_value'): NamedControl {
  return selectControl('label_type', {
    label: t('Label Type'),
    description: t('What each label shows.'),
    default: value,
    choices: [
      ['key', t('Category Name')],
      ['value', t('Value')],
      ['key_value', t('Category and Value')],
    ],
  });
}

/** The date format of temporal category names (pie slices, hierarchy nodes). */
export function categoryDateFormatControl(): NamedControl {
  return dateFormatControl(
    'date_format',
    t('Date format'),
    t('How dates in category names are written.'),
  );
}
