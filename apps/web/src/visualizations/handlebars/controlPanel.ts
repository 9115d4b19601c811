/**
 * The Handlebars chart's controls (Superset's names): the rows to fetch, aggregated or raw like a
 * table, then the Handlebars template and its CSS.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { named, nonEmpty } from '../shared/controls/controlBuilders';
import { DEFAULT_STYLE, DEFAULT_TEMPLATE, queryModeOf } from './handlebarsFormData';
import { querySection } from '../shared/controls/controlSections';
import { includeTimeControl, queryModeControls } from '../shared/controls/queryModeControls';

const queryMode = queryModeControls(queryModeOf);

const template = named('handlebarsTemplate', {
  type: 'TextAreaControl',
  label: t('Handlebars Template'),
  description: t(
    'A handlebars template that is applied to the data. The rows are `data`; helpers include dateFormat, formatNumber and stringify.',
  ),
  default: DEFAULT_TEMPLATE,
  language: 'handlebars',
  minLines: 8,
  renderTrigger: true,
  validators: [nonEmpty],
});

const style = named('styleTemplate', {
  type: 'TextAreaControl',
  label: t('CSS Styles'),
  description: t('CSS applied to the chart; it only styles what the template renders.'),
  default: DEFAULT_STYLE,
  language: 'css',
  minLines: 6,
  renderTrigger: true,
});

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['query_mode'],
      ['groupby'],
      ['metrics', 'all_columns'],
      ['percent_metrics'],
      ['timeseries_limit_metric', queryMode.orderByCols],
      ['row_limit'],
      [includeTimeControl, 'order_desc'],
      ['adhoc_filters'],
    ]),
    {
      label: t('Options'),
      expanded: true,
      controlSetRows: [[template], [style]],
    },
  ],
  controlOverrides: queryMode.overrides,
};
