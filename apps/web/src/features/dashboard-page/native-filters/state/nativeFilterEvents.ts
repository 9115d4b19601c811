/**
 * Events of the native filters that both the `nativeFilters` slice (configuration, the bar's
 * unapplied values) and the `dataMask` slice (applied values and cross filters) listen to.
 */
import { createAction } from '@reduxjs/toolkit';
import type { DataMask, DataMaskMap, FilterConfigItem } from '@panorama/core/filters/filter-types';

/**
 * The dashboard's starting filter state is known (from a permalink, the URL, the server's
 * filter state key, the user's last visit, or the defaults): every mask, native and cross.
 * Charts wait for this before their first query.
 */
export const filterStateRestored = createAction<{ dataMask: DataMaskMap }>(
  'nativeFilters/stateRestored',
);

/**
 * Apply: the bar's values (native filter masks) become the applied ones, and the cross filters
 * Clear all marked (chart ids as data mask keys) are removed.
 */
export const nativeFiltersApplied = createAction<{
  dataMask: DataMaskMap;
  clearedCrossFilters: string[];
}>('nativeFilters/applied');

/** Values set and applied at once (a filter set was chosen): native filter masks. */
export const filterValuesReplaced = createAction<{ dataMask: DataMaskMap }>(
  'nativeFilters/valuesReplaced',
);

/**
 * A filter's value found without the user (default to first item), applied at once so the
 * charts waiting on a required-first filter can load.
 */
export const filterDefaultResolved = createAction<{ filterId: string; dataMask: DataMask }>(
  'nativeFilters/defaultResolved',
);

/**
 * The configuration modal saved: the new items in order, and the masks the filters start from
 * (values of unchanged filters kept, new or changed filters at their defaults).
 */
export const nativeFiltersConfigSaved = createAction<{
  items: FilterConfigItem[];
  dataMask: DataMaskMap;
}>('nativeFilters/configSaved');
