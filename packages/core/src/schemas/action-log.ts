/**
 * The action log as `GET /api/v1/log/` lists it (Superset's LogRestApi columns, plus who, from
 * where and on what for security events), and the names of the security events written to it.
 */
import { z } from 'zod';

/** Security-relevant actions; page views keep their own names ('dashboard', 'explore'). */
export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'user_created',
  'user_updated',
  'user_password_changed',
  'user_deleted',
  'role_created',
  'role_updated',
  'role_deleted',
  'role_permissions_changed',
  'database_created',
  'database_updated',
  'database_deleted',
  'export',
  'import',
  'guest_token_issued',
  'report_created',
  'report_updated',
  'report_deleted',
  'chart_data_exported',
  'sql_results_exported',
  'rls_rule_created',
  'rls_rule_updated',
  'rls_rule_deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const actionLogRowSchema = z.object({
  id: z.number(),
  action: z.string(),
  dttm: z.string(),
  user_id: z.number().nullable(),
  /** The username at the time, kept even when the account was later renamed. */
  username: z.string().nullable(),
  /** Superset's shape for the related user: the current account, when it still exists. */
  user: z.object({ username: z.string() }).nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  object_type: z.string().nullable(),
  object_id: z.string().nullable(),
  /** The event's detail as a JSON document (text, as Superset answers it). */
  json: z.string().nullable(),
  dashboard_id: z.number().nullable(),
  slice_id: z.number().nullable(),
  duration_ms: z.number().nullable(),
  referrer: z.string().nullable(),
});
export type ActionLogRow = z.infer<typeof actionLogRowSchema>;
