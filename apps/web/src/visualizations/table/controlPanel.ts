/**
 * The table's controls, named as in Superset so its saved tables open unchanged. Shared controls
 * are referenced by name (defined in shared/controls/sharedControls.ts); the
 * table-only ones are defined here.
 */
import { TIME_FORMAT_CHOICES } from '@panorama/core/format/time-format';
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlPanelState, NamedControl } from '../controlPanelTypes';
import { checkbox } from '../shared/controls/controlBuilders';
import { getQueryMode } from './tableFormData';
import { temporalColumnsLookup } from '../shared/controls/columnControls';
import { querySection } from '../shared/controls/controlSections';
import { includeTimeControl, queryModeControls } from '../shared/controls/queryModeControls';

const { isAggregate, orderByCols, overrides } = queryModeControls(getQueryMode);
const isServerPaginated = (state: ControlPanelState) => state.formData.server_pagination === true;

export const PAGE_SIZE_CHOICES: Array<[number, string]> = [
  [0, t('All')],
  [10, '10'],
  [20, '20'],
  [50, '50'],
  [100, '100'],
  [200, '200'],
];

const queryMode: NamedControl = {
  name: 'query_mode',
  config: {
    type: 'RadioButtonControl',
    label: t('Query mode'),
    default: 'aggregate',
    // A chart saved before the choice existed is raw when it lists raw columns, as Superset infers.
    mapStateToProps: ({ formData }) => ({ default: getQueryMode(formData) }),
    choices: [
      ['aggregate', t('Aggregate')],
      ['raw', t('Raw records')],
    ],
  },
};

const serverPagination = checkbox(
  'server_pagination',
  t('Server pagination'),
  t('Enable server side pagination of results (experimental feature)'),
  false,
  false,
);

const serverPageLength: NamedControl = {
  name: 'server_page_length',
  config: {
    type: 'SelectControl',
    label: t('Server Page Length'),
    default: 10,
    choices: PAGE_SIZE_CHOICES.filter(([size]) => size > 0),
    description: t('Rows per page, 0 means no pagination'),
    visibility: isServerPaginated,
  },
};

const pageLength: NamedControl = {
  name: 'page_length',
  config: {
    type: 'SelectControl',
    label: t('Page length'),
    default: 0,
    freeForm: true,
    choices: PAGE_SIZE_CHOICES,
    description: t('Rows per page, 0 means no pagination'),
    visibility: (state) => !isServerPaginated(state),
    renderTrigger: true,
  },
};

const tableTimestampFormat: NamedControl = {
  name: 'table_timestamp_format',
  config: {
    type: 'SelectControl',
    label: t('Timestamp format'),
    default: 'smart_date',
    freeForm: true,
    renderTrigger: true,
    description: t('D3 time format for datetime columns'),
    choices: TIME_FORMAT_CHOICES.map(([value, label]): [string, string] => [value, t(label)]),
  },
};

const columnConfig: NamedControl = {
  name: 'column_config',
  config: {
    type: 'ColumnConfigControl',
    label: t('Customize columns'),
    description: t('Further customize how to display each column'),
    default: {},
    renderTrigger: true,
    // The columns of the last result, as the table shows them; none before the first run.
    mapStateToProps: ({ queryResponse }) => ({
      columnsPropsObject: queryResponse
        ? { colnames: queryResponse.colnames ?? [], coltypes: queryResponse.coltypes ?? [] }
        : null,
    }),
  },
};

const conditionalFormatting: NamedControl = {
  name: 'conditional_formatting',
  config: {
    type: 'ConditionalFormattingControl',
    label: t('Conditional formatting'),
    description: t('Apply conditional color formatting to numeric columns'),
    default: [],
    renderTrigger: true,
    mapStateToProps: ({ formData }) => ({
      columnOptions: [
        ...(Array.isArray(formData.metrics) ? (formData.metrics as unknown[]) : []),
        ...(Array.isArray(formData.percent_metrics) ? (formData.percent_metrics as unknown[]) : []),
      ],
    }),
  },
};

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [queryMode],
      ['groupby'],
      ['time_grain_sqla'],
      [temporalColumnsLookup],
      ['metrics'],
      ['all_columns'],
      ['percent_metrics'],
      ['adhoc_filters'],
      ['timeseries_limit_metric', orderByCols],
      [serverPagination],
      ['row_limit', serverPageLength],
      [includeTimeControl, 'order_desc'],
      [
        checkbox(
          'show_totals',
          t('Show summary'),
          t(
            'Show total aggregations of selected metrics. Note that row limit does not apply to the result.',
          ),
          false,
          false,
        ),
      ],
    ]),
    {
      label: t('Options'),
      expanded: true,
      controlSetRows: [
        [tableTimestampFormat],
        [
          pageLength,
          checkbox(
            'include_search',
            t('Search box'),
            t('Whether to include a client-side search box'),
            false,
          ),
        ],
        [
          checkbox(
            'show_cell_bars',
            t('Cell bars'),
            t('Whether to display a bar chart background in table columns'),
            true,
          ),
          checkbox(
            'align_pn',
            t('Align +/-'),
            t('Whether to align background charts with both positive and negative values at 0'),
            false,
          ),
        ],
        [
          checkbox(
            'color_pn',
            t('Color +/-'),
            t('Whether to colorize numeric values by whether they are positive or negative'),
            true,
          ),
        ],
        [columnConfig],
        [conditionalFormatting],
      ],
    },
  ],
  controlOverrides: {
    ...overrides,
    time_grain_sqla: {
      visibility: (state) => {
        if (!isAggregate(state)) return false;
        const lookup = state.formData.temporal_columns_lookup as
          Record<string, boolean> | undefined;
        const groupby = Array.isArray(state.formData.groupby) ? state.formData.groupby : [];
        const temporal = new Set(
          (state.datasource?.columns ?? []).filter((c) => c.is_dttm).map((c) => c.column_name),
        );
        return groupby.some(
          (column) => typeof column === 'string' && (lookup?.[column] || temporal.has(column)),
        );
      },
    },
    row_limit: { description: t('Limits the number of rows that get displayed.') },
  },
};
