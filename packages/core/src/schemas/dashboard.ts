/** Request payloads of the dashboard API (Superset's DashboardPostSchema/PutSchema). */
import { z } from 'zod';
import { nameText } from './name-text';
import { idList, jsonObjectText } from './json-text';

import {
  MAX_CSS_LENGTH,
  MAX_JSON_METADATA_LENGTH,
  MAX_POSITION_JSON_LENGTH,
} from './dashboard-constants';

export {
  MAX_CSS_LENGTH,
  MAX_JSON_METADATA_LENGTH,
  MAX_POSITION_JSON_LENGTH,
  UNTITLED_DASHBOARD,
} from './dashboard-constants';

export const dashboardSlug = z
  .string()
  .max(255)
  .nullable()
  .refine((s) => s === null || s.trim() === '' || /^[A-Za-z0-9_\-.~]+$/.test(s.trim()), {
    message: 'Slug may only contain letters, digits and - _ . ~',
  })
  .refine((s) => s === null || !/^\d+$/.test(s.trim()), { message: 'Slug cannot be only digits' });

const dashboardFields = {
  dashboard_title: nameText(z.string().max(500)).nullable(),
  slug: dashboardSlug,
  owners: idList,
  roles: idList,
  position_json: jsonObjectText(MAX_POSITION_JSON_LENGTH),
  css: z.string().max(MAX_CSS_LENGTH).nullable(),
  json_metadata: jsonObjectText(MAX_JSON_METADATA_LENGTH),
  published: z.boolean(),
  certified_by: z.string().max(1000).nullable(),
  certification_details: z.string().max(10_000).nullable(),
  description: z.string().max(10_000).nullable(),
  external_url: z.string().max(2000).nullable(),
  is_managed_externally: z.boolean(),
};

export const dashboardCreateSchema = z.object(dashboardFields).partial().strict();
export const dashboardUpdateSchema = z.object(dashboardFields).partial().strict();
export type DashboardCreate = z.infer<typeof dashboardCreateSchema>;
export type DashboardUpdate = z.infer<typeof dashboardUpdateSchema>;

export const dashboardCopySchema = z
  .object({
    dashboard_title: nameText(z.string().max(500)).nullable().optional(),
    css: z.string().max(MAX_CSS_LENGTH).nullable().optional(),
    duplicate_slices: z.boolean().optional(),
    json_metadata: jsonObjectText(MAX_JSON_METADATA_LENGTH),
  })
  .strict();
export type DashboardCopy = z.infer<typeof dashboardCopySchema>;
