/**
 * Runs a query object's `post_processing` rules in order, Superset's `exec_post_processing`:
 * each `{operation, options}` names one operation below, applied to the previous result. The
 * frame is turned into columns once, every operation works on columns, and rows are built once
 * at the end.
 */
import { aggregate } from './aggregate';
import { boxplot } from './boxplot';
import { compare } from './compare';
import { contribution } from './contribution';
import { cum } from './cum';
import { diff } from './diff';
import { flatten } from './flatten';
import type { Frame } from './frame';
import { histogram } from './histogram';
import type { Options } from './options';
import { pivot } from './pivot';
import {
  invalid,
  OPERATION_UNDEFINED,
  PROPHET_NOT_INSTALLED,
  unsupportedOperation,
} from './post-processing-errors';
import { rank } from './rank';
import { rename } from './rename';
import { resample } from './resample';
import { rolling } from './rolling';
import { select } from './select';
import { sort } from './sort';
import { frameToTable, tableToFrame, type Table } from './table';

export type Operation = (table: Table, options: Options) => Table;

export const OPERATIONS: ReadonlyMap<string, Operation> = new Map<string, Operation>([
  ['aggregate', aggregate],
  ['boxplot', boxplot],
  ['compare', compare],
  ['contribution', contribution],
  ['cum', cum],
  ['diff', diff],
  ['flatten', flatten],
  ['histogram', histogram],
  ['pivot', pivot],
  ['rank', rank],
  ['rename', rename],
  ['resample', resample],
  ['rolling', rolling],
  ['select', select],
  ['sort', sort],
  // Forecasting needs the prophet model, which Panorama does not ship: Superset answers the same
  // when the package is missing.
  [
    'prophet',
    () => {
      throw invalid(PROPHET_NOT_INSTALLED);
    },
  ],
]);

export interface PostProcessingRuleInput {
  operation?: string | null;
  options?: Record<string, unknown> | null;
}

/** Applies the rules to a table (the columnar form), for callers that chain further work. */
export function applyToTable(
  table: Table,
  rules: readonly (PostProcessingRuleInput | null)[],
): Table {
  let current = table;
  for (const rule of rules) {
    if (rule === null || rule === undefined) continue;
    const { operation } = rule;
    if (typeof operation !== 'string' || operation === '') throw invalid(OPERATION_UNDEFINED);
    const run = OPERATIONS.get(operation);
    if (run === undefined) throw unsupportedOperation(operation);
    current = run(current, rule.options ?? {});
  }
  return current;
}

export function applyPostProcessing(
  frame: Frame,
  rules: readonly (PostProcessingRuleInput | null)[],
): Frame {
  if (rules.length === 0) return frame;
  return tableToFrame(applyToTable(frameToTable(frame), rules));
}
