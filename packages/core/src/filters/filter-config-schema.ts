/**
 * Zod schemas of the native filter configuration as clients send it:
 * one item of json_metadata.native_filter_configuration, and the body of
 * `PUT /api/v1/dashboard/{id}/filters`. Unknown keys are kept, so configurations written by newer
 * clients (or Superset) survive a save; the fields the dashboard relies on are checked.
 */
import { z } from 'zod';
import { DASHBOARD_ROOT_ID } from '../layout/layout-constants';

export const FILTER_NAME_REQUIRED = 'Name is required';
export const DIVIDER_TITLE_REQUIRED = 'Title is required';
export const CYCLIC_HIERARCHY = 'Cannot create cyclic hierarchy';

const MAX_ITEMS = 500;
const MAX_ID = 255;

export const nativeFilterScopeSchema = z.object({
  rootPath: z.array(z.string().min(1).max(MAX_ID)).max(1000),
  excluded: z.array(z.number().int()).max(10_000),
});

const defaultScope = () => ({ rootPath: [DASHBOARD_ROOT_ID], excluded: [] });

export const nativeFilterTargetSchema = z
  .object({
    datasetId: z.number().int().positive().optional(),
    datasetUuid: z.string().max(64).optional(),
    column: z
      .object({ name: z.string().min(1).max(MAX_ID), displayName: z.string().optional() })
      .loose()
      .optional(),
  })
  .loose();

const filterId = z.string().min(1).max(MAX_ID);

export const nativeFilterSchema = z
  .object({
    id: filterId,
    type: z.literal('NATIVE_FILTER'),
    name: z.string().trim().min(1, FILTER_NAME_REQUIRED).max(500),
    filterType: z.string().min(1).max(MAX_ID),
    description: z.string().trim().max(10_000).default(''),
    targets: z.array(nativeFilterTargetSchema).max(10).default([]),
    scope: nativeFilterScopeSchema.default(defaultScope),
    chartsInScope: z.array(z.number().int()).optional(),
    tabsInScope: z.array(z.string()).optional(),
    controlValues: z.record(z.string(), z.unknown()).default({}),
    defaultDataMask: z.record(z.string(), z.unknown()).default({}),
    cascadeParentIds: z.array(filterId).max(MAX_ITEMS).default([]),
    adhoc_filters: z.array(z.record(z.string(), z.unknown())).optional(),
    time_range: z.string().max(1000).optional(),
    granularity_sqla: z.string().max(MAX_ID).optional(),
    time_grains: z.array(z.string()).optional(),
    sortMetric: z.string().nullable().optional(),
    requiredFirst: z.boolean().optional(),
  })
  .loose();

export const filterDividerSchema = z
  .object({
    id: filterId,
    type: z.literal('DIVIDER'),
    title: z.string().trim().min(1, DIVIDER_TITLE_REQUIRED).max(500),
    description: z.string().trim().max(10_000).default(''),
    scope: nativeFilterScopeSchema.default(defaultScope),
  })
  .loose();

export const filterConfigItemSchema = z.discriminatedUnion('type', [
  nativeFilterSchema,
  filterDividerSchema,
]);

/** `PUT /api/v1/dashboard/{id}/filters` (Superset's DashboardNativeFiltersConfigUpdateSchema). */
export const nativeFiltersUpdateSchema = z.object({
  modified: z.array(filterConfigItemSchema).max(MAX_ITEMS).default([]),
  deleted: z.array(filterId).max(MAX_ITEMS).default([]),
  reordered: z.array(filterId).max(MAX_ITEMS).default([]),
});

export type NativeFiltersUpdate = z.infer<typeof nativeFiltersUpdateSchema>;
