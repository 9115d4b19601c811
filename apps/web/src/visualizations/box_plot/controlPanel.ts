/** The Box Plot control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlPanelState, NamedControl } from '../controlPanelTypes';
import {
  dateFormatControl,
  named,
  nonEmpty,
  numberFormatControl,
  xTicksLayoutControl,
} from '../shared/controls/controlBuilders';
import { axisTitleControls } from '../timeseries/timeseriesControls';
import { WHISKER_OPTIONS } from './boxplotOperator';
import { querySection, chartOptionsSection } from '../shared/controls/controlSections';

/** Which columns are temporal, so buildQuery can truncate a temporal distribution column. */
const temporalColumnsLookup: NamedControl = named('temporal_columns_lookup', {
  type: 'HiddenControl',
  default: {},
  mapStateToProps: ({ datasource }) => ({
    value: Object.fromEntries(
      (datasource?.columns ?? []).map((column) => [column.column_name, Boolean(column.is_dttm)]),
    ),
  }),
});

function temporalColumnNames(state: ControlPanelState): Set<string> {
  return new Set(
    (state.datasource?.columns ?? [])
      .filter((column) => column.is_dttm)
      .map((column) => column.column_name),
  );
}

/** The time grain matters only when a distribution column is temporal (or SQL). */
function hasTemporalDistribution(state: ControlPanelState): boolean {
  const columns: unknown[] = Array.isArray(state.formData.columns) ? state.formData.columns : [];
  const temporal = temporalColumnNames(state);
  return columns.some((column) =>
    typeof column === 'string' ? temporal.has(column) : typeof column === 'object',
  );
}

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['columns'],
      ['time_grain_sqla', temporalColumnsLookup],
      ['groupby'],
      ['metrics'],
      ['adhoc_filters'],
      ['series_limit'],
      ['series_limit_metric'],
      [
        named('whiskerOptions', {
          type: 'SelectControl',
          label: t('Whisker/outlier options'),
          description: t('Determines how whiskers and outliers are calculated.'),
          freeForm: true,
          clearable: false,
          default: 'Tukey',
          choices: WHISKER_OPTIONS.map((option) => [option, t(option)]),
        }),
      ],
    ]),
    {
      label: t('Chart Title'),
      expanded: false,
      controlSetRows: axisTitleControls(),
    },
    chartOptionsSection([
      ['color_scheme'],
      [xTicksLayoutControl()],
      [numberFormatControl('number_format', t('Number format'))],
      [dateFormatControl()],
    ]),
  ],
  controlOverrides: {
    columns: {
      label: t('Distribute across'),
      description: t('Columns to calculate distribution across.'),
      multi: true,
      validators: [nonEmpty],
      mapStateToProps: ({ datasource }) => {
        const temporal = (datasource?.columns ?? []).filter((column) => column.is_dttm);
        const main = temporal.find((column) => column.column_name === datasource?.main_dttm_col);
        const first = main ?? temporal[0];
        return {
          options: (datasource?.columns ?? []).filter((column) => column.groupby !== false),
          savedMetrics: datasource?.metrics ?? [],
          default: first ? [first.column_name] : [],
        };
      },
    },
    groupby: {
      label: t('Dimensions'),
      description: t('Categories to group by on the x-axis.'),
    },
    time_grain_sqla: { visibility: hasTemporalDistribution },
  },
};
