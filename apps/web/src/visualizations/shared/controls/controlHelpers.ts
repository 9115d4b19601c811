/**
 * Building blocks of the control panels of the G chart types (sunburst, treemap, heatmap,
 * calendar heatmap, sankey, graph, tree): inline controls by Superset's names, with
 * `renderTrigger` on everything that only changes the drawing.
 */
import { NUMBER_FORMAT_CHOICES } from '@panorama/core/format/number-format';
import { TIME_FORMAT_CHOICES } from '@panorama/core/format/time-format';
import { validateNonEmpty } from '@panorama/core/explore/validators';
import { t } from '../../../i18n/t';
import type {
  ControlConfig,
  ControlPanelState,
  ControlValidator,
  NamedControl,
} from '../../controlPanelTypes';

export function named(name: string, config: ControlConfig): NamedControl {
  return { name, config };
}

export function withVisibility(
  control: NamedControl,
  visibility: (state: ControlPanelState) => boolean,
): NamedControl {
  return { name: control.name, config: { ...control.config, visibility } };
}

export const nonEmpty: ControlValidator = (value) => {
  const error = validateNonEmpty(value);
  return error === false ? false : t(error);
};

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

export function numberFormatControl(name: string, label = t('Number format')): NamedControl {
  return named(name, {
    type: 'SelectControl',
    label,
    description: t('A d3-format string, or adaptive formatting.'),
    renderTrigger: true,
    freeForm: true,
    clearable: false,
    default: 'SMART_NUMBER',
    choices: NUMBER_FORMAT_CHOICES.map(([value, text]) => [value, t(text)]),
  });
}

export function dateFormatControl(
  name: string,
  label = t('Date format'),
  description = t('How dates in category names are written.'),
): NamedControl {
  return named(name, {
    type: 'SelectControl',
    label,
    description,
    renderTrigger: true,
    freeForm: true,
    clearable: false,
    default: 'smart_date',
    choices: TIME_FORMAT_CHOICES.map(([value, text]) => [value, t(text)]),
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
  return named('label_type', {
    type: 'SelectControl',
    label: t('Label Type'),
    description: t('What each label shows.'),
    renderTrigger: true,
    clearable: false,
    default: value,
    choices: [
      ['key', t('Category Name')],
      ['value', t('Value')],
      ['key_value', t('Category and Value')],
    ],
  });
}
