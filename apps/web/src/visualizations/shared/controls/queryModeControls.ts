/**
 * The controls of charts that fetch rows either aggregated (group-by and metrics) or raw (chosen
 * columns), like the table and the Handlebars chart: when each mode's controls show, what each
 * mode requires, and the raw mode's ordering. Each chart says how it reads its mode from the form
 * data, since an unset mode is guessed differently.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { t } from '../../../i18n/t';
import type {
  ControlConfig,
  ControlPanelState,
  ControlValidator,
  NamedControl,
} from '../../controlPanelTypes';
import { checkbox } from './controlBuilders';

type QueryModeReader = (formData: QueryFormData) => 'aggregate' | 'raw';

export interface QueryModeControls {
  isAggregate: (state: ControlPanelState) => boolean;
  isRaw: (state: ControlPanelState) => boolean;
  /** Aggregate mode needs something to group or aggregate by. */
  groupOrAggregate: ControlValidator;
  /** Raw mode needs columns. */
  rawColumnsRequired: ControlValidator;
  /** Raw mode's ordering: columns, each ascending or descending. */
  orderByCols: NamedControl;
  /** The shared controls each mode shows and requires. */
  overrides: Record<string, Partial<ControlConfig>>;
}

/** Superset's include_time: also fetch the legacy `__timestamp` at the time grain. */
export const includeTimeControl: NamedControl = checkbox(
  'include_time',
  t('Include time'),
  t('Whether to include the time granularity as defined in the time section'),
  false,
  false,
);

function hasValue(value: unknown): boolean {
  return Array.isArray(value)
    ? value.length > 0
    : value !== null && value !== undefined && value !== '';
}

export function queryModeControls(queryModeOf: QueryModeReader): QueryModeControls {
  const isAggregate = (state: ControlPanelState) => queryModeOf(state.formData) === 'aggregate';
  const isRaw = (state: ControlPanelState) => queryModeOf(state.formData) === 'raw';

  const groupOrAggregate: ControlValidator = (_value, state) => {
    if (!isAggregate(state)) return false;
    const { groupby, metrics, percent_metrics: percentMetrics } = state.formData;
    return hasValue(groupby) || hasValue(metrics) || hasValue(percentMetrics)
      ? false
      : t('Group By, Metrics or Percentage Metrics must have a value');
  };

  const rawColumnsRequired: ControlValidator = (value, state) =>
    isRaw(state) && !hasValue(value) ? t('cannot be empty') : false;

  const orderByCols: NamedControl = {
    name: 'order_by_cols',
    config: {
      type: 'SelectControl',
      label: t('Ordering'),
      description: t('Order results by selected columns'),
      multi: true,
      default: [],
      visibility: isRaw,
      // Each option is the JSON text of a [column, ascending] pair, as Superset stores it.
      mapStateToProps: ({ datasource }) => ({
        choices: (datasource?.columns ?? []).flatMap((column): Array<[string, string]> => [
          [JSON.stringify([column.column_name, true]), `${column.column_name} [asc]`],
          [JSON.stringify([column.column_name, false]), `${column.column_name} [desc]`],
        ]),
      }),
    },
  };

  const overrides: Record<string, Partial<ControlConfig>> = {
    groupby: { visibility: isAggregate, validators: [groupOrAggregate] },
    metrics: { visibility: isAggregate, validators: [groupOrAggregate] },
    percent_metrics: { visibility: isAggregate, validators: [groupOrAggregate] },
    all_columns: { visibility: isRaw, validators: [rawColumnsRequired] },
    timeseries_limit_metric: { visibility: isAggregate, label: t('Sort by') },
    order_desc: { visibility: isAggregate },
  };

  return { isAggregate, isRaw, groupOrAggregate, rawColumnsRequired, orderByCols, overrides };
}
