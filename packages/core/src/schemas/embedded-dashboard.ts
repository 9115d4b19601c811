/**
 * Embedded dashboards (EMBEDDED_SUPERSET): the `/api/v1/dashboard/{id_or_slug}/embedded` payloads
 * and the guest token request of `/api/v1/security/guest_token/`, in Superset's shapes.
 */
import { z } from 'zod';
import { userRefSchema } from './user-ref';

export const embeddedDashboardConfigSchema = z.object({
  allowed_domains: z.array(z.string().trim().min(1).max(255)).max(100),
});
export type EmbeddedDashboardConfig = z.infer<typeof embeddedDashboardConfigSchema>;

export const embeddedDashboardSchema = z.object({
  uuid: z.string(),
  dashboard_id: z.string(),
  allowed_domains: z.array(z.string()),
  changed_on: z.string(),
  changed_by: userRefSchema.nullable(),
});
export type EmbeddedDashboard = z.infer<typeof embeddedDashboardSchema>;

export const embeddedDashboardResponseSchema = z.object({ result: embeddedDashboardSchema });

export const guestTokenUserSchema = z.object({
  username: z.string().max(255).optional(),
  first_name: z.string().max(255).optional(),
  last_name: z.string().max(255).optional(),
});

export const guestTokenResourceSchema = z.object({
  type: z.literal('dashboard'),
  id: z.string().min(1).max(64),
});

export const guestTokenRlsRuleSchema = z.object({
  clause: z.string().min(1).max(10_000),
  /** A dataset id; without it the clause applies to every dataset the token reads. */
  dataset: z.coerce.number().int().positive().optional(),
});
export type GuestTokenRlsRule = z.infer<typeof guestTokenRlsRuleSchema>;

export const guestTokenRequestSchema = z.object({
  user: guestTokenUserSchema.default({}),
  resources: z.array(guestTokenResourceSchema).min(1).max(50),
  rls: z.array(guestTokenRlsRuleSchema).max(100).default([]),
});
export type GuestTokenRequest = z.infer<typeof guestTokenRequestSchema>;

export const guestTokenResponseSchema = z.object({ token: z.string() });
