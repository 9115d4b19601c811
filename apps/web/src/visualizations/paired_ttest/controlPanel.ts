/**
 * The paired t-test table's controls (Superset's legacy Paired t-test): the legacy time section
 * (time column, grain, range), metrics, filters, the required group-by and series limits, and the
 * test's parameters: significance level and the precisions of p-values and lifts.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { nonEmpty, numberInputControl } from '../shared/controls/controlBuilders';
import { querySection } from '../shared/controls/controlSections';
import { legacyTimeSection } from '../timeseries/legacyTimeseries';

export const DEFAULT_SIGNIFICANCE_LEVEL = 0.05;
export const DEFAULT_PVALUE_PRECISION = 6;
export const DEFAULT_LIFT_PRECISION = 4;

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    legacyTimeSection({ grain: true }),
    querySection([
      ['metrics'],
      ['adhoc_filters'],
      ['groupby'],
      ['limit', 'timeseries_limit_metric'],
      ['order_desc'],
      ['row_limit', null],
    ]),
    {
      label: t('Parameters'),
      expanded: false,
      controlSetRows: [
        [
          numberInputControl(
            'significance_level',
            t('Significance Level'),
            t('Threshold alpha level for determining significance'),
            DEFAULT_SIGNIFICANCE_LEVEL,
            'decimal',
          ),
        ],
        [
          numberInputControl(
            'pvalue_precision',
            t('p-value precision'),
            t('Number of decimal places with which to display p-values'),
            DEFAULT_PVALUE_PRECISION,
            'integer',
          ),
        ],
        [
          numberInputControl(
            'liftvalue_precision',
            t('Lift percent precision'),
            t('Number of decimal places with which to display lift values'),
            DEFAULT_LIFT_PRECISION,
            'integer',
          ),
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: { validators: [nonEmpty] },
  },
};
