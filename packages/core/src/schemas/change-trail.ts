/**
 * Fields that chart, dashboard and dataset answers share, spread into their schemas: who changed
 * and created the object and when, and its certification.
 */
import { z } from 'zod';
import { userRefSchema } from './user-ref';

export const changeTrailFields = {
  changed_on: z.string(),
  changed_on_utc: z.string(),
  changed_on_delta_humanized: z.string().nullable(),
  changed_by: userRefSchema.nullable(),
  changed_by_name: z.string().nullable(),
  created_by: userRefSchema.nullable(),
  created_on_delta_humanized: z.string().nullable(),
};

/** Who certified the object and why; both null when it is not certified. */
export const certificationFields = {
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
};
