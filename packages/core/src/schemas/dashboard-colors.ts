/**
 * `PUT /api/v1/dashboard/{id}/colors`: the colour keys of a dashboard's json_metadata, set on
 * their own (Superset's DashboardColorsConfigUpdateSchema). `shared_label_colors` is the list of
 * labels several charts share; the label → colour object older clients write is kept too.
 * Unknown keys are refused, as Superset's schema refuses them.
 */
import { z } from 'zod';

const labelColorMap = z.record(z.string(), z.string());

export const dashboardColorsUpdateSchema = z
  .object({
    color_namespace: z.string().nullable(),
    color_scheme: z.string().nullable(),
    map_label_colors: labelColorMap,
    shared_label_colors: z.union([z.array(z.string()), labelColorMap]),
    label_colors: labelColorMap,
    color_scheme_domain: z.array(z.string()),
  })
  .partial()
  .strict();
export type DashboardColorsUpdate = z.infer<typeof dashboardColorsUpdateSchema>;

/** `mark_updated=false` stores the colours without counting as a change of the dashboard. */
export const dashboardColorsQuerySchema = z.object({
  mark_updated: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value !== 'false'),
});

/** The answer carries nothing: the colours are as sent. */
export const dashboardColorsSavedResponseSchema = z.object({});
