/**
 * Settings of scheduled reports and alerts, read from the environment like config.ts reads the
 * rest (every one has a default, so reports work on a fresh machine once SMTP is reachable):
 *
 * - SMTP_HOST, SMTP_PORT, SMTP_STARTTLS, SMTP_SSL, SMTP_USER, SMTP_PASSWORD, SMTP_MAIL_FROM,
 *   SMTP_TIMEOUT_SECONDS: where and how report emails are sent (Superset's names);
 * - REPORTS_USER: whose permissions screenshots and chart data run with (default ADMIN_USERNAME);
 * - REPORTS_MINIMUM_INTERVAL_MINUTES: crontabs firing more often than this are refused;
 * - REPORTS_REFRESH_SECONDS: how often the scheduler re-reads the schedules (edits made by other
 *   processes) and reaps stuck runs;
 * - REPORTS_SEND_ATTEMPTS: delivery attempts before a run is logged as Error.
 */
import { z } from 'zod';
import type { AppConfig } from '../../config';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  SMTP_HOST: z.string().min(1).default('localhost'),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(25),
  SMTP_STARTTLS: booleanString.default(true),
  SMTP_SSL: booleanString.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_MAIL_FROM: z.string().min(3).default('panorama@localhost'),
  SMTP_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  REPORTS_USER: z.string().min(1).optional(),
  REPORTS_MINIMUM_INTERVAL_MINUTES: z.coerce.number().min(0).default(1),
  REPORTS_REFRESH_SECONDS: z.coerce.number().positive().default(60),
  REPORTS_SEND_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
});

export interface SmtpConfig {
  host: string;
  port: number;
  /** Upgrade a plain connection with STARTTLS when the server offers it. */
  starttls: boolean;
  /** Connect with TLS from the start (port 465 style). */
  ssl: boolean;
  user: string | undefined;
  password: string | undefined;
  mailFrom: string;
  /** Connection, greeting and socket timeouts. */
  timeoutMs: number;
}

export interface ReportsConfig {
  smtp: SmtpConfig;
  /** Username the report pages and queries run as. */
  reportsUser: string;
  minimumIntervalMinutes: number;
  refreshMs: number;
  sendAttempts: number;
  /** Pause before the 2nd, 3rd... delivery attempt (doubling). */
  retryBaseDelayMs: number;
}

export class ReportsConfigError extends Error {}

export function loadReportsConfig(
  app: Pick<AppConfig, 'admin'>,
  env: NodeJS.ProcessEnv = process.env,
): ReportsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ReportsConfigError(`Invalid report configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      starttls: e.SMTP_STARTTLS,
      ssl: e.SMTP_SSL,
      user: e.SMTP_USER || undefined,
      password: e.SMTP_PASSWORD || undefined,
      mailFrom: e.SMTP_MAIL_FROM,
      timeoutMs: e.SMTP_TIMEOUT_SECONDS * 1000,
    },
    reportsUser: e.REPORTS_USER ?? app.admin.username,
    minimumIntervalMinutes: e.REPORTS_MINIMUM_INTERVAL_MINUTES,
    refreshMs: e.REPORTS_REFRESH_SECONDS * 1000,
    sendAttempts: e.REPORTS_SEND_ATTEMPTS,
    retryBaseDelayMs: 1000,
  };
}
