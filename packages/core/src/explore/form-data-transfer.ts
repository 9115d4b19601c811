/**
 * Moving form data between chart types and between datasets, keeping what still applies. Pure: the
 * chart editor gives the new chart type's controls as plain descriptors (the web app derives them
 * from its control panel), so the rules are tested here without React.
 */
import { copyJson } from '../json/copy-json';
import type { QueryFormData } from '../query/form-data';
import {
  isStandardControl,
  standardizedControlsOf,
  takeStandardValue,
} from './standardized-controls';

/** How a control's value refers to the dataset, which decides how it survives a change. */
export type ControlKind = 'metric' | 'column' | 'filter' | 'other';

export type ChoiceValue = string | number | boolean | null;

export interface TransferControl {
  name: string;
  kind: ControlKind;
  default?: unknown;
  multi?: boolean;
  /** Fixed choices (values only). Values outside them are dropped unless `freeForm`. */
  choices?: ReadonlyArray<ChoiceValue>;
  freeForm?: boolean;
}

/** Form data as it arrives (from a URL, a saved chart, the store): any keys, loosely typed. */
type FormDataInput = Readonly<Record<string, unknown>>;

/** Keys that are not controls but belong to the editing session, so they always carry over. */
const CONTEXT_KEYS = ['datasource', 'slice_id', 'url_params', 'extra_form_data', 'dashboardId'];

/**
 * Controls that state the question rather than how a chart looks: when switching chart type the
 * current value wins over one remembered from an earlier visit to that type.
 */
export const QUESTION_CONTROLS = ['adhoc_filters', 'time_range', 'granularity_sqla'] as const;

function isPresent(value: unknown): boolean {
  return (
    value !== undefined &&
    value !== null &&
    value !== '' &&
    !(Array.isArray(value) && value.length === 0)
  );
}

function sameChoice(a: unknown, b: ChoiceValue): boolean {
  if (a === b) return true;
  // Free-typed numbers arrive as strings ('100') while choices hold numbers, and back.
  const comparable = (v: unknown) => typeof v === 'number' || typeof v === 'string';
  return comparable(a) && comparable(b) && String(a) === String(b);
}

/**
 * A select's value restricted to its fixed choices: an array keeps its members that are choices,
 * a single value is kept or becomes undefined. Absent values stay absent.
 */
export function keepChoiceValues(value: unknown, choices: ReadonlyArray<ChoiceValue>): unknown {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.filter((v) => choices.some((c) => sameChoice(v, c)));
  return choices.some((c) => sameChoice(value, c)) ? value : undefined;
}

function restrictToChoices(control: TransferControl, value: unknown): unknown {
  if (!control.choices || control.freeForm) return value;
  return keepChoiceValues(value, control.choices);
}

/** Metric and column values change between one item and a list when the control does. */
function fitShape(control: TransferControl, value: unknown): unknown {
  if (control.kind !== 'metric' && control.kind !== 'column') return value;
  if (control.multi && !Array.isArray(value)) return value === null ? [] : [value];
  if (!control.multi && Array.isArray(value)) return value[0] ?? null;
  return value;
}

/** The one-metric and many-metrics controls feed each other when the new chart lacks one. */
function convertedMetric(control: TransferControl, formData: FormDataInput): unknown {
  if (control.name === 'metrics' && isPresent(formData.metric)) return [formData.metric];
  if (control.name === 'metric' && Array.isArray(formData.metrics) && formData.metrics.length > 0) {
    return formData.metrics[0];
  }
  return undefined;
}

export interface VizSwitchInput {
  formData: FormDataInput;
  newVizType: string;
  /** The new chart type's controls. */
  controls: ReadonlyArray<TransferControl>;
  /** Form data remembered per chart type from earlier visits in this session. */
  remembered?: Readonly<Record<string, Record<string, unknown>>>;
}

/**
 * The form data after switching to `newVizType`. The new chart's metric and dimension controls
 * take the current chart's metrics and dimensions (see `standardized-controls`). Each other
 * control takes the value remembered for that chart type (when remembered on the same dataset),
 * else the current value of the same control, else a converted metric/metrics, else its default. Values outside a
 * control's fixed choices fall back to the default. Filters, time range and time column keep
 * their current value (`QUESTION_CONTROLS`). Keys that are no control of the new chart are left
 * behind, except the session keys (datasource, slice_id, ...).
 */
export function switchVizType({
  formData,
  newVizType,
  controls,
  remembered = {},
}: VizSwitchInput): QueryFormData {
  const memory = remembered[newVizType];
  const usableMemory =
    memory && (memory.datasource === undefined || memory.datasource === formData.datasource)
      ? memory
      : undefined;

  const next: Record<string, unknown> = {};
  for (const key of CONTEXT_KEYS) {
    if (formData[key] !== undefined) next[key] = copyJson(formData[key]);
  }
  const standard = standardizedControlsOf(formData);
  for (const control of controls) {
    const standardKind = isStandardControl(control.name);
    if (standardKind !== null && standardKind === control.kind) {
      const pool = standardKind === 'metric' ? standard.metrics : standard.columns;
      const taken = restrictToChoices(control, takeStandardValue(pool, control.multi === true));
      const value = taken === undefined ? copyJson(control.default) : taken;
      if (value !== undefined) next[control.name] = value;
      continue;
    }
    const questionControl = (QUESTION_CONTROLS as readonly string[]).includes(control.name);
    const candidates = [
      questionControl ? undefined : usableMemory?.[control.name],
      formData[control.name],
      control.kind === 'metric' ? convertedMetric(control, formData) : undefined,
    ];
    let value: unknown = undefined;
    for (const candidate of candidates) {
      if (candidate === undefined) continue;
      const fitted = restrictToChoices(control, fitShape(control, candidate));
      const emptied = Array.isArray(candidate) && candidate.length > 0 && !isPresent(fitted);
      if (fitted !== undefined && !emptied) {
        value = fitted;
        break;
      }
    }
    if (value === undefined) value = control.default;
    if (value !== undefined) next[control.name] = copyJson(value);
  }
  next.viz_type = newVizType;
  if (typeof next.datasource !== 'string') next.datasource = '';
  return next as QueryFormData;
}

/** Records the current form data as the memory of its chart type (before switching away). */
export function rememberFormData(
  remembered: Readonly<Record<string, Record<string, unknown>>>,
  formData: FormDataInput,
): Record<string, Record<string, unknown>> {
  if (typeof formData.viz_type !== 'string' || formData.viz_type === '') return { ...remembered };
  return { ...remembered, [formData.viz_type]: copyJson(formData) };
}

/** What the transfer needs to know about the new dataset (`DatasourceJson` fits). */
export interface DatasourceShape {
  id?: number;
  type?: string;
  uid?: string;
  columns: ReadonlyArray<{ column_name: string; is_dttm?: boolean | null }>;
  metrics: ReadonlyArray<{ metric_name: string }>;
  main_dttm_col?: string | null;
}

export interface DatasourceChangeInput {
  formData: FormDataInput;
  datasource: DatasourceShape;
  /** The current chart's controls, with choices already computed for the new dataset. */
  controls: ReadonlyArray<TransferControl>;
}

export interface DatasourceTransfer {
  formData: QueryFormData;
  /** Controls that had a value and kept it (or part of it). */
  transferred: string[];
  /** Controls that had a value and lost it (reset to their default). */
  dropped: string[];
}

function objectField(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function itemFits(kind: ControlKind, item: unknown, datasource: DatasourceShape): boolean {
  const hasColumn = (name: unknown) =>
    typeof name === 'string' && datasource.columns.some((column) => column.column_name === name);
  const hasMetric = (name: unknown) =>
    typeof name === 'string' && datasource.metrics.some((metric) => metric.metric_name === name);
  switch (kind) {
    case 'metric':
      if (typeof item === 'string') return hasMetric(item);
      // A SIMPLE adhoc metric aggregates a column; SQL metrics cannot be checked here.
      if (objectField(item, 'expressionType') === 'SIMPLE') {
        return hasColumn(objectField(objectField(item, 'column'), 'column_name'));
      }
      return true;
    case 'column':
      if (typeof item === 'string') return hasColumn(item);
      if (objectField(item, 'isColumnReference') === true) {
        return hasColumn(objectField(item, 'sqlExpression'));
      }
      return true;
    case 'filter':
      // Dashboard filters are not the chart's; HAVING subjects are metric labels.
      if (objectField(item, 'isExtra') === true) return true;
      if (objectField(item, 'expressionType') !== 'SIMPLE') return true;
      if (objectField(item, 'clause') === 'HAVING') return true;
      return hasColumn(objectField(item, 'subject'));
    case 'other':
      return true;
  }
}

function timeColumnFor(datasource: DatasourceShape, current: unknown): string | null {
  const temporal = datasource.columns.filter((column) => column.is_dttm);
  if (temporal.some((column) => column.column_name === current)) return current as string;
  const main = temporal.find((column) => column.column_name === datasource.main_dttm_col);
  return main?.column_name ?? temporal[0]?.column_name ?? null;
}

function datasourceKeyOf(datasource: DatasourceShape): string | undefined {
  if (datasource.uid) return datasource.uid;
  return datasource.id === undefined
    ? undefined
    : `${datasource.id}__${datasource.type ?? 'table'}`;
}

/**
 * The form data after the chart moves to another dataset: saved metrics and columns the new
 * dataset lacks are dropped (with adhoc metrics, columns and filters built on them), select
 * values outside fixed choices are dropped, and the time column becomes a time column of the new
 * dataset (kept if it is one, else the default time column, else the first, else none).
 */
export function transferToDatasource({
  formData,
  datasource,
  controls,
}: DatasourceChangeInput): DatasourceTransfer {
  const next: Record<string, unknown> = copyJson(formData);
  const transferred: string[] = [];
  const dropped: string[] = [];

  for (const control of controls) {
    const before = formData[control.name];
    if (control.name === 'granularity_sqla') {
      const timeColumn = timeColumnFor(datasource, before);
      if (timeColumn === before) {
        if (isPresent(before)) transferred.push(control.name);
      } else {
        if (isPresent(before)) dropped.push(control.name);
        if (timeColumn !== null || before !== undefined) next[control.name] = timeColumn;
      }
      continue;
    }
    if (!isPresent(before)) continue;

    const after = Array.isArray(before)
      ? restrictToChoices(
          control,
          before.filter((item) => itemFits(control.kind, item, datasource)),
        )
      : itemFits(control.kind, before, datasource)
        ? restrictToChoices(control, before)
        : undefined;
    if (isPresent(after)) {
      transferred.push(control.name);
      next[control.name] = after;
    } else {
      dropped.push(control.name);
      const fallback = copyJson(control.default);
      if (fallback === undefined) delete next[control.name];
      else next[control.name] = fallback;
    }
  }

  const key = datasourceKeyOf(datasource);
  if (key !== undefined) next.datasource = key;
  if (typeof next.datasource !== 'string') next.datasource = '';
  return { formData: next as QueryFormData, transferred, dropped };
}
