/**
 * The configuration form's checks, field by field, with Superset's messages (English keys shown
 * through t()). Save refuses while any kept item has an error; removed items are not checked.
 */
import { wouldCreateCycle } from '@panorama/core/filters/cascade';
import {
  CYCLIC_HIERARCHY,
  DIVIDER_TITLE_REQUIRED,
  FILTER_NAME_REQUIRED,
} from '@panorama/core/filters/filter-config-schema';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';
import { isMeaningfulValue, type ItemDraft, type NativeFilterDraft } from './filterDraft';
import {
  hasColumnTarget,
  hasDatasetTarget,
  hasPreFilters,
  hasSelectOptions,
} from './filterTypeRules';

export const MESSAGES = {
  nameRequired: FILTER_NAME_REQUIRED,
  titleRequired: DIVIDER_TITLE_REQUIRED,
  datasetRequired: 'Dataset is required',
  columnRequired: 'Column is required',
  preFilterRequired: 'Pre-filter is required',
  invalidDefault: 'Please choose a valid value',
  rangeOrder: 'Minimum value cannot be higher than maximum value',
  cycle: CYCLIC_HIERARCHY,
} as const;

export type DraftField =
  'name' | 'title' | 'dataset' | 'column' | 'preFilter' | 'defaultValue' | 'parents';

export type FieldErrors = Partial<Record<DraftField, string>>;

/** A filter must have a default when the user asked for one, or when a value is required. */
export function defaultValueRequired(draft: NativeFilterDraft): boolean {
  const firstItem = hasSelectOptions(draft.filterType) && draft.select.defaultToFirstItem;
  if (firstItem) return false;
  return draft.hasDefaultValue || draft.required;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function defaultValueError(draft: NativeFilterDraft): string | undefined {
  const value = draft.defaultValue;
  if (draft.filterType === 'filter_range' && Array.isArray(value)) {
    const [lower, upper] = value as unknown[];
    if (isNumber(lower) && isNumber(upper) && lower > upper) return MESSAGES.rangeOrder;
  }
  if (!defaultValueRequired(draft)) return undefined;
  return isMeaningfulValue(value) ? undefined : MESSAGES.invalidDefault;
}

/** The parent links of the drafts as configuration items, for the cycle rules of core. */
export function cascadeItems(drafts: readonly ItemDraft[]): FilterConfigItem[] {
  return drafts.map((draft) =>
    draft.kind === 'divider'
      ? { id: draft.id, type: 'DIVIDER', title: '', description: '', scope: draft.scope }
      : {
          id: draft.id,
          type: 'NATIVE_FILTER',
          name: draft.name,
          filterType: draft.filterType,
          description: '',
          targets: [],
          scope: draft.scope,
          controlValues: {},
          defaultDataMask: {},
          cascadeParentIds: draft.cascadeParentIds,
        },
  );
}

/** The errors of one draft; `kept` are the items that will be saved (for the cycle check). */
export function validateDraft(draft: ItemDraft, kept: readonly ItemDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.kind === 'divider') {
    if (draft.title.trim() === '') errors.title = MESSAGES.titleRequired;
    return errors;
  }
  if (draft.name.trim() === '') errors.name = MESSAGES.nameRequired;
  if (hasDatasetTarget(draft.filterType) && draft.datasetId === null) {
    errors.dataset = MESSAGES.datasetRequired;
  }
  if (hasColumnTarget(draft.filterType) && !draft.column) errors.column = MESSAGES.columnRequired;
  if (
    hasPreFilters(draft.filterType) &&
    draft.preFilterEnabled &&
    draft.adhocFilters.length === 0 &&
    draft.timeRange === NO_TIME_RANGE
  ) {
    errors.preFilter = MESSAGES.preFilterRequired;
  }
  const defaultError = defaultValueError(draft);
  if (defaultError) errors.defaultValue = defaultError;
  if (
    draft.cascadeParentIds.length > 0 &&
    wouldCreateCycle(cascadeItems(kept), draft.id, draft.cascadeParentIds)
  ) {
    errors.parents = MESSAGES.cycle;
  }
  return errors;
}

/** Errors by item id, only for items that have any. */
export function validateDrafts(kept: readonly ItemDraft[]): Record<string, FieldErrors> {
  const result: Record<string, FieldErrors> = {};
  for (const draft of kept) {
    const errors = validateDraft(draft, kept);
    if (Object.keys(errors).length > 0) result[draft.id] = errors;
  }
  return result;
}
