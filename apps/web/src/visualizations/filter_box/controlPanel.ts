/**
 * The filter box's controls (Superset's legacy FilterBox): the filtered columns
 * (`filter_configs`, each edited in a popover), the date filter and its optional time column and
 * grain pickers, instant filtering (no Apply button) and the pre-filters of its option queries.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlValidator } from '../controlPanelTypes';
import { named } from '../shared/controls/controlBuilders';
import { querySection } from '../shared/controls/controlSections';

const someFilter: ControlValidator = (value, { formData }) =>
  (Array.isArray(value) && value.length > 0) || formData.date_filter === true
    ? false
    : t('Add at least one filter or the date filter');

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: t('Time'),
      expanded: true,
      description: t("The date filter's time column and its starting range"),
      controlSetRows: [['granularity_sqla'], ['time_range']],
    },
    querySection([
      [
        named('filter_configs', {
          type: 'CollectionControl',
          label: t('Filters configuration'),
          description: t('The columns a viewer can filter the dashboard by, each a select box.'),
          default: [],
          validators: [someFilter],
          controlName: 'FilterBoxItemControl',
          addTooltip: t('Add a filter'),
          placeholder: t('Add a column to filter by'),
          itemGenerator: () => ({
            column: '',
            label: '',
            multiple: true,
            clearable: true,
            asc: true,
            searchAllOptions: false,
          }),
        }),
      ],
      [
        named('date_filter', {
          type: 'CheckboxControl',
          label: t('Date filter'),
          description: t('Whether to include a time filter'),
          default: false,
        }),
      ],
      [
        named('instant_filtering', {
          type: 'CheckboxControl',
          label: t('Instant filtering'),
          description: t(
            'Check to apply filters instantly as they change instead of displaying [Apply] button',
          ),
          default: true,
          renderTrigger: true,
        }),
      ],
      [
        named('show_sqla_time_granularity', {
          type: 'CheckboxControl',
          label: t('Show time grain dropdown'),
          description: t('Check to include time grain dropdown'),
          default: false,
          visibility: ({ formData }) => formData.date_filter === true,
        }),
      ],
      [
        named('show_sqla_time_column', {
          type: 'CheckboxControl',
          label: t('Show time column'),
          description: t('Check to include time column dropdown'),
          default: false,
          visibility: ({ formData }) => formData.date_filter === true,
        }),
      ],
      ['adhoc_filters'],
    ]),
  ],
};
