/**
 * Settings of scheduled reports and alerts, read from the environment by config.ts at boot (as
 * `config.reports`; every one has a default, so reports work on a fresh machine once SMTP is
 * reachable):
 *
 * - SMTP_HOST, SMTP_PORT, SMTP_STARTTLS, SMTP_SSL, SMTP_USER, SMTP_PASSWORD, SMTP_MAIL_FROM,
 *   SMTP_TIMEOUT_SECONDS: where and how report emails are sent (Superset's names);
 * - REPORTS_USER: one dedicated user every report's screenshots and data run as; unset (the
 *   default), each report runs as one of its owners (report-executor-user.ts);
 * - REPORTS_MINIMUM_INTERVAL_MINUTES: crontabs firing more often than this are refused;
 * - REPORTS_REFRESH_SECONDS: how often the scheduler re-reads the schedules (edits made by other
 *   processes) and reaps stuck runs;
 * - REPORTS_SEND_ATTEMPTS: delivery attempts before a run is logged as Error;
 * - REPORTS_WORKER_IN_SERVER: with REDIS_URL, whether server processes also run queued reports
 *   (on by default, so a report is never left unsent for want of a `npm run worker` process);
 * - REDIS_KEY_PREFIX: prefix of the BullMQ keys, shared with async queries (one Redis, several
 *   installs).
 */
import { z } from 'zod';
import { parseEnv } from '../../parse-env';

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
  REPORTS_WORKER_IN_SERVER: booleanString.default(true),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('panorama:'),
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
  /** The one user every report runs as, or undefined to run each as one of its owners. */
  reportsUser: string | undefined;
  minimumIntervalMinutes: number;
  refreshMs: number;
  sendAttempts: number;
  /** Pause before the 2nd, 3rd... delivery attempt (doubling). */
  retryBaseDelayMs: number;
  /** With REDIS_URL: server processes take queued runs too (not only worker processes). */
  workerInServer: boolean;
  /** Prefix of the report queue's Redis keys. */
  keyPrefix: string;
}

export class ReportsConfigError extends Error {}

export function loadReportsConfig(env: NodeJS.ProcessEnv = process.env): ReportsConfig {
  const e = parseEnv(
    envSchema,
    env,
    (problems) => new ReportsConfigError(`Invalid report configuration: ${problems}`),
  );
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
    reportsUser: e.REPORTS_USER,
    minimumIntervalMinutes: e.REPORTS_MINIMUM_INTERVAL_MINUTES,
    refreshMs: e.REPORTS_REFRESH_SECONDS * 1000,
    sendAttempts: e.REPORTS_SEND_ATTEMPTS,
    retryBaseDelayMs: 1000,
    workerInServer: e.REPORTS_WORKER_IN_SERVER,
    keyPrefix: e.REDIS_KEY_PREFIX,
  };
}
