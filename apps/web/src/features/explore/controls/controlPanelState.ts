/**
 * The control panel as data: which controls a chart type's `ControlPanelConfig` holds, their
 * configs once shared definitions, per-chart overrides and `mapStateToProps` are applied, what
 * they validate to and what a new chart starts with. Pure, so the panel component, the explore
 * page (to block running an invalid query) and tests agree.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelSection,
  ControlPanelState,
  ControlSetRow,
  NamedControl,
} from '../../../visualizations/controlPanelTypes';
import {
  integerValidator,
  numberValidator,
  spatialValidator,
} from '../../../visualizations/shared/controls/controlValidators';
import { datasourceKeyOf } from '../../../visualizations/shared/controls/datasourceOptions';
import { getControlConfig } from '../../../visualizations/shared/controls/sharedControls';

type Cell = ControlSetRow[number];

/** A shared name or an inline control, with the chart's override for that name applied. */
export function resolveCell(
  cell: Cell,
  overrides: ControlPanelConfig['controlOverrides'],
): NamedControl | null {
  if (cell === null) return null;
  if (typeof cell === 'string') {
    const config = getControlConfig(cell, overrides?.[cell]);
    if (!config) {
      console.warn(`Unknown shared control "${cell}"`);
      return null;
    }
    return { name: cell, config };
  }
  const override = overrides?.[cell.name];
  return {
    name: cell.name,
    config: override ? ({ ...cell.config, ...override } as ControlConfig) : cell.config,
  };
}

/** Every control of the panel, in order, each name once (the first occurrence wins). */
export function listControls(controlPanel: ControlPanelConfig): NamedControl[] {
  const seen = new Set<string>();
  const controls: NamedControl[] = [];
  for (const section of controlPanel.controlPanelSections) {
    for (const row of section.controlSetRows) {
      for (const cell of row) {
        const control = resolveCell(cell, controlPanel.controlOverrides);
        if (!control || seen.has(control.name)) continue;
        seen.add(control.name);
        controls.push(control);
      }
    }
  }
  return controls;
}

/**
 * The config the component receives: `mapStateToProps` merged in, and the checks its type implies
 * added to its validators (numbers for a text control's `isInt` / `isFloat`, columns for a
 * spatial control).
 */
export function resolveConfig(config: ControlConfig, state: ControlPanelState): ControlConfig {
  const mapped = config.mapStateToProps ? { ...config, ...config.mapStateToProps(state) } : config;
  const validators = [...(mapped.validators ?? [])];
  if (mapped.isInt && !validators.includes(integerValidator)) validators.push(integerValidator);
  if (mapped.isFloat && !validators.includes(numberValidator)) validators.push(numberValidator);
  if (mapped.type === 'SpatialControl' && !validators.includes(spatialValidator)) {
    validators.push(spatialValidator);
  }
  return validators.length === (mapped.validators?.length ?? 0)
    ? mapped
    : { ...mapped, validators };
}

export function isSectionVisible(section: ControlPanelSection, state: ControlPanelState): boolean {
  return section.visibility ? section.visibility(state) : true;
}

export function isControlVisible(config: ControlConfig, state: ControlPanelState): boolean {
  if (config.type === 'HiddenControl') return false;
  return config.visibility ? config.visibility(state) : true;
}

/** True when `mapStateToProps` computes the control's value (a lookup derived from the dataset). */
export function hasComputedValue(config: ControlConfig): boolean {
  return Object.hasOwn(config, 'value');
}

/** The value a control shows: a computed one, else the form data's, else its default. */
export function controlValue(
  name: string,
  config: ControlConfig,
  formData: QueryFormData,
): unknown {
  if (hasComputedValue(config)) return config.value;
  const value = formData[name];
  return value === undefined ? config.default : value;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Computed values that form data does not hold yet, by control name. The panel writes them into
 * form data so `buildQuery` sees them (Superset's `initialValue` controls, e.g.
 * `temporal_columns_lookup`).
 */
export function staleComputedValues(
  controlPanel: ControlPanelConfig,
  formData: QueryFormData,
  datasource: DatasourceJson | null,
): Record<string, unknown> {
  const state: ControlPanelState = { formData, datasource };
  const stale: Record<string, unknown> = {};
  for (const control of listControls(controlPanel)) {
    const config = resolveConfig(control.config, state);
    if (
      hasComputedValue(config) &&
      config.value !== undefined &&
      !sameJson(config.value, formData[control.name])
    ) {
      stale[control.name] = config.value;
    }
  }
  return stale;
}

export function runValidators(
  config: ControlConfig,
  value: unknown,
  state: ControlPanelState,
): string[] {
  const errors: string[] = [];
  for (const validator of config.validators ?? []) {
    const error = validator(value, state);
    if (error) errors.push(error);
  }
  return errors;
}

/**
 * Errors of the controls a user can see (a hidden section or control never blocks a query), by
 * control name; controls without errors are absent, so `{}` means valid.
 */
export function validateControls(
  controlPanel: ControlPanelConfig,
  formData: QueryFormData,
  datasource: DatasourceJson | null,
): Record<string, string[]> {
  const state: ControlPanelState = { formData, datasource };
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const section of controlPanel.controlPanelSections) {
    if (!isSectionVisible(section, state)) continue;
    for (const row of section.controlSetRows) {
      for (const cell of row) {
        const control = resolveCell(cell, controlPanel.controlOverrides);
        if (!control || seen.has(control.name)) continue;
        seen.add(control.name);
        const config = resolveConfig(control.config, state);
        if (config.visibility && !config.visibility(state)) continue;
        const found = runValidators(config, controlValue(control.name, config, formData), state);
        if (found.length > 0) errors[control.name] = found;
      }
    }
  }
  return errors;
}

function cloneValue<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/**
 * The form data a new chart of this type starts with: each control's default or computed value
 * (as the dataset makes it, e.g. the default time column), and the dataset's key when given.
 * With `saved`, the defaults are computed seeing that form data (a default may depend on other
 * controls) and only the controls it leaves out are returned.
 */
export function defaultFormData(
  controlPanel: ControlPanelConfig,
  datasource: DatasourceJson | null,
  saved: Readonly<Record<string, unknown>> = {},
): Partial<QueryFormData> {
  const formData: Record<string, unknown> = { ...saved };
  const defaults: Record<string, unknown> = {};
  if (datasource) defaults.datasource = formData.datasource = datasourceKeyOf(datasource);
  for (const control of listControls(controlPanel)) {
    const state: ControlPanelState = { formData: formData as QueryFormData, datasource };
    const config = resolveConfig(control.config, state);
    const value = hasComputedValue(config) ? config.value : config.default;
    if (value !== undefined && formData[control.name] === undefined) {
      defaults[control.name] = formData[control.name] = cloneValue(value);
    }
  }
  return defaults as Partial<QueryFormData>;
}
