/**
 * How a chart type describes its controls, and what a control component receives. The explore
 * control panel renders a `ControlPanelConfig`; chart types name shared controls
 * (`'metrics'`, `'groupby'`, `'adhoc_filters'`, `'row_limit'`, ... defined once in
 * `shared/controls/sharedControls.ts` with Superset's defaults) or define their own.
 * Names and semantics follow Superset's control panels so its form data fits unchanged.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../models/datasourceTypes';

/** The control components the control panel knows; an unknown type logs a warning, not a crash. */
export type ControlType =
  | 'SelectControl'
  | 'SelectAsyncControl'
  | 'TextControl'
  | 'TextAreaControl'
  | 'CheckboxControl'
  | 'SliderControl'
  | 'RadioButtonControl'
  | 'ColorPickerControl'
  | 'ColorSchemeControl'
  | 'CollectionControl'
  | 'CurrencyControl'
  | 'AnnotationLayerControl'
  | 'ViewportControl'
  | 'TimeSeriesColumnControl'
  | 'FilterBoxItemControl'
  | 'ColumnConfigControl'
  | 'FixedOrMetricControl'
  | 'ConditionalFormattingControl'
  | 'SpatialControl'
  | 'BoundsControl'
  | 'TimeRangeControl'
  | 'ContourItemControl'
  | 'BreakPointsControl'
  | 'DateFilterControl'
  | 'DndMetricSelect'
  | 'DndColumnSelect'
  | 'DndFilterSelect'
  | 'HiddenControl';

/** Returns an error message, or false when the value is valid (Superset's validator contract). */
export type ControlValidator = (value: unknown, state: ControlPanelState) => string | false;

/** What visibility and mapStateToProps functions see. */
export interface ControlPanelState {
  formData: QueryFormData;
  datasource: DatasourceJson | null;
  /** Columns of the chart's last result (Superset passes the chart to mapStateToProps). */
  queryResponse?: QueryResponseColumns | null;
}

/** The part of a chart data result that controls listing its columns read. */
export interface QueryResponseColumns {
  colnames?: string[] | undefined;
  coltypes?: Array<number | null> | undefined;
}

export interface ControlConfig {
  type: ControlType;
  label?: string;
  description?: string;
  default?: unknown;
  /** Fixed choices `[value, label]`; values outside them are dropped (unless `freeForm`). */
  choices?: Array<[string | number | boolean | null, string]>;
  multi?: boolean;
  freeForm?: boolean;
  clearable?: boolean;
  placeholder?: string;
  /** Text controls: parse as integer / float. */
  isInt?: boolean;
  isFloat?: boolean;
  min?: number;
  max?: number;
  step?: number;
  validators?: ControlValidator[];
  /** Changing it re-renders the chart from the last result instead of re-running the query. */
  renderTrigger?: boolean;
  /** Hidden controls keep their value but are not shown. */
  visibility?: (state: ControlPanelState) => boolean;
  /** Extra props computed from the datasource and form data (choices from columns, ...). */
  mapStateToProps?: (state: ControlPanelState) => Partial<ControlConfig> & Record<string, unknown>;
  /** Control-specific options (e.g. a collection's item fields) the component reads. */
  [option: string]: unknown;
}

export interface NamedControl {
  name: string;
  config: ControlConfig;
}

/** A row of controls laid out side by side; `null` keeps an empty cell. */
export type ControlSetRow = Array<string | NamedControl | null>;

export interface ControlPanelSection {
  label: string;
  description?: string;
  expanded?: boolean;
  /** Shown only when the predicate holds (e.g. the advanced analytics of time-series charts). */
  visibility?: (state: ControlPanelState) => boolean;
  controlSetRows: ControlSetRow[];
}

export interface ControlPanelConfig {
  controlPanelSections: ControlPanelSection[];
  /** Per-chart changes to shared controls (a different default, label, or validators). */
  controlOverrides?: Record<string, Partial<ControlConfig>>;
}

/** Props every control component receives from the control panel. */
export interface ControlComponentProps<V = unknown> {
  name: string;
  label?: string;
  description?: string;
  value: V;
  onChange: (value: V) => void;
  /** Messages of failed validators, shown as a tooltip beside the label. */
  validationErrors: string[];
  config: ControlConfig;
  formData: QueryFormData;
  datasource: DatasourceJson | null;
}
