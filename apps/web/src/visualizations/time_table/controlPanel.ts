/**
 * The time-series table's controls (Superset's TimeTable): the legacy time section (time column,
 * grain, range), metrics, filters, group-by and limits, the table's columns
 * (`column_collection`, each a time comparison, contribution, sparkline or period average) and
 * the row link template.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlValidator } from '../controlPanelTypes';
import { named, nonEmpty, textInputControl } from '../shared/controls/controlBuilders';
import { querySection } from '../shared/controls/controlSections';
import { legacyTimeSection } from '../timeseries/legacyTimeseries';

const singleMetricWhenGrouped: ControlValidator = (value, { formData }) => {
  const grouped = Array.isArray(formData.groupby) && formData.groupby.length > 0;
  return grouped && Array.isArray(value) && value.length > 1
    ? t("When using 'Group By' you are limited to use a single metric")
    : false;
};

const columnCollection = named('column_collection', {
  type: 'CollectionControl',
  label: t('Time series columns'),
  description: t(
    'The columns of the table: time comparisons, contributions, sparklines and period averages.',
  ),
  default: [],
  renderTrigger: true,
  validators: [nonEmpty],
  controlName: 'TimeSeriesColumnControl',
  addTooltip: t('Add a column'),
  placeholder: t('Add a column to show each series over time'),
  itemGenerator: () => ({ colType: 'time', comparisonType: 'value', label: '' }),
});

const url = textInputControl('url', {
  label: t('URL'),
  description: t(
    "Templated link, it's possible to include {{ metric }} or other values coming from the controls.",
  ),
  default: '',
});

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    legacyTimeSection({ grain: true }),
    querySection([
      ['metrics'],
      ['adhoc_filters'],
      ['groupby'],
      ['limit'],
      [columnCollection],
      ['row_limit'],
      [url],
    ]),
  ],
  controlOverrides: {
    metrics: { validators: [nonEmpty, singleMetricWhenGrouped] },
  },
};
