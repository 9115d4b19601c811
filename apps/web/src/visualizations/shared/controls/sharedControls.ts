/**
 * The controls chart types share, by Superset's names and with Superset's defaults, so saved
 * form data means the same here and there. A chart type's control panel names them (`'metrics'`,
 * `'row_limit'`, ...) and changes them per chart through `controlOverrides`. Because the same name
 * means the same control everywhere, values carry over when the chart type changes.
 */
import {
  CATEGORICAL_SCHEMES,
  DEFAULT_CATEGORICAL_SCHEME,
  DEFAULT_SEQUENTIAL_SCHEME,
  SEQUENTIAL_SCHEMES,
} from '@panorama/core/color/color-schemes';
import type { RgbaColor } from '@panorama/core/explore/color';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import { t } from '../../../i18n/t';
import type { ControlConfig, ControlPanelState } from '../../controlPanelTypes';
import { integerValidator, nonEmptyValidator } from './controlValidators';
import { columnsDropZoneConfig } from './columnControls';
import { xAxisIsNonTemporalColumn } from './xAxisTemporal';
import {
  defaultTemporalColumn,
  filterableColumns,
  groupableColumns,
  savedMetrics,
  temporalColumns,
} from './datasourceOptions';
import {
  ROW_LIMIT_OPTIONS,
  SERIES_LIMIT_OPTIONS,
  SMART_DATE_FORMAT,
  SMART_NUMBER_FORMAT,
  comparisonTypeChoices,
  granularityChoices,
  numberChoices,
  numberFormatChoices,
  queryModeChoices,
  resampleMethodChoices,
  resampleRuleChoices,
  rollingTypeChoices,
  timeFormatChoices,
  timeShiftChoices,
} from './sharedControlChoices';

/** The default fixed colour (r0, g122, b135, a1), Superset's primary colour. */
export const PRIMARY_COLOR: RgbaColor = { r: 0, g: 122, b: 135, a: 1 };
export const DEFAULT_ROW_LIMIT = 10000;
export const DEFAULT_TIME_GRAIN = 'P1D';

const metricZoneProps = ({ datasource }: ControlPanelState) => ({
  columns: datasource?.columns ?? [],
  savedMetrics: savedMetrics(datasource),
});

const columnZoneProps = ({ datasource }: ControlPanelState) => ({
  options: groupableColumns(datasource),
  savedMetrics: savedMetrics(datasource),
});

function metricsControl(): ControlConfig {
  return {
    type: 'DndMetricSelect',
    multi: true,
    label: t('Metrics'),
    description: t('One or more metrics: a saved metric, an aggregate of a column or custom SQL.'),
    validators: [nonEmptyValidator],
    default: [],
    mapStateToProps: metricZoneProps,
  };
}

function metricControl(label: string, description: string, required: boolean): ControlConfig {
  return {
    type: 'DndMetricSelect',
    multi: false,
    label,
    description,
    default: null,
    clearable: !required,
    validators: required ? [nonEmptyValidator] : [],
    mapStateToProps: metricZoneProps,
  };
}

function columnsControl(label: string, description: string): ControlConfig {
  return columnsDropZoneConfig(label, description, columnZoneProps);
}

function columnControl(label: string, description: string, required: boolean): ControlConfig {
  return {
    type: 'DndColumnSelect',
    multi: false,
    label,
    description,
    default: null,
    validators: required ? [nonEmptyValidator] : [],
    mapStateToProps: columnZoneProps,
  };
}

function sortByControl(): ControlConfig {
  return metricControl(
    t('Sort by'),
    t('Orders the query before limits apply; the first metric when empty.'),
    false,
  );
}

function seriesLimitControl(): ControlConfig {
  return {
    type: 'SelectControl',
    freeForm: true,
    clearable: true,
    label: t('Series limit'),
    placeholder: t('None'),
    description: t('Keeps only this many series, the largest by the sort metric.'),
    validators: [integerValidator],
    choices: numberChoices(SERIES_LIMIT_OPTIONS),
  };
}

function checkbox(label: string, description: string, value: boolean): ControlConfig {
  return { type: 'CheckboxControl', label, description, default: value };
}

function select(label: string, choices: ControlConfig['choices'], value: unknown): ControlConfig {
  return { type: 'SelectControl', label, choices, default: value, clearable: false };
}

function hasValue(value: unknown): boolean {
  return (
    value !== undefined &&
    value !== null &&
    value !== '' &&
    !(Array.isArray(value) && value.length === 0)
  );
}

function buildSharedControls(): Record<string, ControlConfig> {
  return {
    datasource: { type: 'HiddenControl', label: t('Dataset'), default: null },
    // The chart type picker is its own widget; the control only keeps the value.
    viz_type: { type: 'HiddenControl', label: t('Visualization type'), default: 'table' },
    color_picker: {
      type: 'ColorPickerControl',
      label: t('Fixed color'),
      description: t('One colour for every mark of the chart.'),
      default: PRIMARY_COLOR,
      renderTrigger: true,
    },
    linear_color_scheme: {
      type: 'ColorSchemeControl',
      label: t('Linear color scheme'),
      description: t('The gradient values are painted with.'),
      isLinear: true,
      clearable: false,
      renderTrigger: true,
      default: DEFAULT_SEQUENTIAL_SCHEME,
      choices: SEQUENTIAL_SCHEMES.map((scheme) => [scheme.id, t(scheme.label)]),
    },
    granularity: {
      type: 'SelectControl',
      freeForm: true,
      label: t('Time granularity'),
      description: t(
        'The interval of time each point represents; free text such as 10 minutes works too.',
      ),
      default: 'one day',
      choices: granularityChoices(),
    },
    granularity_sqla: {
      type: 'DndColumnSelect',
      multi: false,
      clearable: false,
      temporalOnly: true,
      label: t('Time column'),
      description: t('The temporal column the time range filters on.'),
      default: null,
      mapStateToProps: ({ datasource }) => ({
        options: temporalColumns(datasource),
        default: defaultTemporalColumn(datasource),
      }),
    },
    time_grain_sqla: {
      type: 'SelectControl',
      label: t('Time grain'),
      placeholder: t('None'),
      clearable: true,
      description: t('The length of time one point of the chart stands for.'),
      default: DEFAULT_TIME_GRAIN,
      mapStateToProps: ({ datasource }) =>
        datasource?.time_grain_sqla ? { choices: datasource.time_grain_sqla } : {},
      // A grain only means something on a time axis (Superset hides it for other x-axes too).
      visibility: ({ formData, datasource }) => !xAxisIsNonTemporalColumn(formData, datasource),
    },
    time_range: {
      type: 'DateFilterControl',
      freeForm: true,
      label: t('Time range'),
      description: t(
        'Filters the whole chart to this range. Relative times are evaluated on the server; the start is inclusive and the end exclusive.',
      ),
      default: NO_TIME_RANGE,
    },
    row_limit: {
      type: 'SelectControl',
      freeForm: true,
      clearable: false,
      label: t('Row limit'),
      description: t('The most rows the query returns.'),
      validators: [integerValidator],
      default: DEFAULT_ROW_LIMIT,
      choices: numberChoices(ROW_LIMIT_OPTIONS),
    },
    limit: seriesLimitControl(),
    series_limit: seriesLimitControl(),
    timeseries_limit_metric: sortByControl(),
    series_limit_metric: sortByControl(),
    orderby: sortByControl(),
    order_desc: {
      ...checkbox(t('Sort descending'), t('Sort largest first; otherwise smallest first.'), true),
      visibility: ({ formData }) =>
        hasValue(formData.timeseries_limit_metric) || hasValue(formData.series_limit_metric),
    },
    series: columnControl(t('Dimension'), t('Each value of this column is its own series.'), false),
    entity: columnControl(t('Entity'), t('The element each mark of the chart stands for.'), true),
    x: metricControl(t('X Axis'), t('The metric on the horizontal axis.'), false),
    y: metricControl(t('Y Axis'), t('The metric on the vertical axis.'), false),
    size: metricControl(t('Bubble size'), t('The metric that sizes each bubble.'), false),
    y_axis_format: {
      type: 'SelectControl',
      freeForm: true,
      renderTrigger: true,
      label: t('Y Axis Format'),
      description: t('A d3-format string, or adaptive formatting.'),
      default: SMART_NUMBER_FORMAT,
      choices: numberFormatChoices(),
      // Percentage comparisons only make sense with percentage formats.
      mapStateToProps: ({ formData }) =>
        formData.comparison_type === 'percentage'
          ? { choices: numberFormatChoices().filter(([value]) => String(value).includes('%')) }
          : {},
    },
    // {symbol: ISO code, symbolPosition}; empty lets each saved metric's currency apply.
    currency_format: {
      type: 'CurrencyControl',
      renderTrigger: true,
      label: t('Currency format'),
      description: t(
        "Writes values as amounts of this currency, before or after the number. When empty, a saved metric's own currency applies.",
      ),
      default: null,
    },
    x_axis_time_format: {
      type: 'SelectControl',
      freeForm: true,
      renderTrigger: true,
      label: t('Time format'),
      description: t('A d3-time-format string, or adaptive formatting.'),
      default: SMART_DATE_FORMAT,
      choices: timeFormatChoices(),
    },
    adhoc_filters: {
      type: 'DndFilterSelect',
      label: t('Filters'),
      default: [],
      mapStateToProps: ({ datasource, formData }) => ({
        columns: filterableColumns(datasource),
        savedMetrics: savedMetrics(datasource),
        selectedMetrics: formData.metrics ?? (formData.metric ? [formData.metric] : []),
      }),
    },
    color_scheme: {
      type: 'ColorSchemeControl',
      label: t('Color scheme'),
      description: t('The colours series are painted with.'),
      clearable: false,
      renderTrigger: true,
      default: DEFAULT_CATEGORICAL_SCHEME,
      choices: CATEGORICAL_SCHEMES.map((scheme) => [scheme.id, t(scheme.label)]),
    },
    truncate_metric: checkbox(
      t('Truncate metric'),
      t('Shorten long metric names in labels.'),
      true,
    ),
    show_empty_columns: checkbox(
      t('Show empty columns'),
      t('Keep columns that have no values.'),
      true,
    ),
    x_axis: {
      ...columnControl(t('X-axis'), t('The column on the horizontal axis.'), true),
      mapStateToProps: (state) => ({
        ...columnZoneProps(state),
        default: defaultTemporalColumn(state.datasource),
      }),
    },
    metrics: metricsControl(),
    metric: metricControl(
      t('Metric'),
      t('A saved metric, an aggregate of a column or custom SQL.'),
      true,
    ),
    metric_2: metricControl(
      t('Right axis metric'),
      t('The metric shown against the right axis.'),
      true,
    ),
    secondary_metric: metricControl(
      t('Color metric'),
      t('The metric that colours the marks.'),
      false,
    ),
    groupby: columnsControl(t('Dimensions'), t('Columns whose values split the data into groups.')),
    columns: columnsControl(t('Columns'), t('Columns to add to the query.')),
    all_columns: columnsControl(t('Columns'), t('Columns to show, one row per record.')),
    percent_metrics: {
      ...metricsControl(),
      label: t('Percentage metrics'),
      description: t('Metrics shown as their share of the total.'),
      validators: [],
    },
    query_mode: {
      type: 'RadioButtonControl',
      label: t('Query mode'),
      default: 'aggregate',
      choices: queryModeChoices(),
    },
    rolling_type: {
      ...select(t('Rolling function'), rollingTypeChoices(), 'None'),
      description: t('A rolling window applied to each series.'),
    },
    time_compare: {
      type: 'SelectControl',
      multi: true,
      freeForm: true,
      label: t('Time shift'),
      description: t('Compare each series with itself this long ago.'),
      default: [],
      choices: timeShiftChoices(),
    },
    comparison_type: {
      ...select(t('Calculation type'), comparisonTypeChoices(), 'values'),
      description: t('How the shifted series is compared with the current one.'),
    },
    resample_rule: {
      type: 'SelectControl',
      freeForm: true,
      clearable: true,
      label: t('Rule'),
      description: t('The frequency the series are resampled to.'),
      default: null,
      choices: resampleRuleChoices(),
    },
    resample_method: {
      type: 'SelectControl',
      clearable: true,
      label: t('Fill method'),
      description: t('How resampling fills the gaps.'),
      default: null,
      choices: resampleMethodChoices(),
    },
  };
}

let sharedControls: Record<string, ControlConfig> | null = null;

/** All shared controls by name (built on first use, after translations are loaded). */
export function getSharedControls(): Readonly<Record<string, ControlConfig>> {
  sharedControls ??= buildSharedControls();
  return sharedControls;
}

export function isSharedControl(name: string): boolean {
  return Object.hasOwn(getSharedControls(), name);
}

/** A shared control's config with `overrides` laid over it; undefined for an unknown name. */
export function getControlConfig(
  name: string,
  overrides?: Partial<ControlConfig>,
): ControlConfig | undefined {
  const shared = getSharedControls()[name];
  if (!shared) return undefined;
  return overrides ? ({ ...shared, ...overrides } as ControlConfig) : { ...shared };
}
