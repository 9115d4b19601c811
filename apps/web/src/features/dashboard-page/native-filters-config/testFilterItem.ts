/**
 * A select filter on column `name` of dataset 1, scoped to the whole dashboard, for the
 * configuration modal's tests; `patch` sets any other field.
 */
import type { NativeFilter } from '@panorama/core/filters/filter-types';

export function testFilterItem(name: string, patch: Partial<NativeFilter> = {}): NativeFilter {
  return {
    id: `NATIVE_FILTER-${name}`,
    type: 'NATIVE_FILTER',
    name,
    filterType: 'filter_select',
    description: '',
    targets: [{ datasetId: 1, column: { name } }],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    controlValues: {},
    defaultDataMask: {},
    cascadeParentIds: [],
    ...patch,
  };
}
