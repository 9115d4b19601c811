/**
 * A native filter for tests to vary: a select filter named after its id, on the column of the
 * same name in dataset 1, in scope on the whole dashboard, with no parents and no default.
 */
import type { NativeFilter } from './filter-types';

export function nativeFilter(id: string, overrides: Partial<NativeFilter> = {}): NativeFilter {
  return {
    id,
    type: 'NATIVE_FILTER',
    name: id,
    filterType: 'filter_select',
    description: '',
    targets: [{ datasetId: 1, column: { name: id } }],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    controlValues: {},
    defaultDataMask: {},
    cascadeParentIds: [],
    ...overrides,
  };
}
