/**
 * Server configuration from environment variables, validated once at boot. Every setting has an
 * embedded default so `npm start` works on a fresh machine; the README lists them all.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { mergeFeatureFlags, type FeatureFlags } from '@panorama/core/feature-flags/feature-flags';
import { DASHBOARD_POSITION_DATA_LIMIT } from '@panorama/core/layout/layout-constants';
import { MAX_POSITION_JSON_LENGTH } from '@panorama/core/schemas/dashboard-constants';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import { resolveTimeRange } from '@panorama/core/time/resolve-time-range';
import { isBuiltInVizType } from '@panorama/core/visualizations/built-in-viz-types';
import {
  HtmlSanitizationConfigError,
  loadHtmlSanitizationConfig,
  type HtmlSanitizationConfig,
} from './http/html-sanitization-config';
import {
  loadReportsConfig,
  ReportsConfigError,
  type ReportsConfig,
} from './jobs/reports/reports-config';
import { tileOrigins } from './http/tile-origins';
import { AuthConfigError, loadAuthConfig, type AuthConfig } from './security/auth-config';
import {
  GuestTokenConfigError,
  loadGuestTokenConfig,
  type GuestTokenConfig,
} from './security/guest-token-config';
import { parseEnv } from './parse-env';

/** Secrets that must never sign anything in production (CVE-2023-27524). */
const KNOWN_WEAK_SECRETS = new Set([
  'CHANGE_ME',
  'CHANGE_ME_TO_A_COMPLEX_RANDOM_SECRET',
  'thisISaSECRET_1234',
  'secret',
  'changeme',
]);
const MIN_SECRET_LENGTH = 32;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Whether the time range grammar reads `range` (resolving it is the only full check). */
function isReadableTimeRange(range: string): boolean {
  try {
    resolveTimeRange(range, { now: new Date() });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8088),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  SECRET_KEY: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  FEATURE_FLAGS: z.string().default('{}'),
  DECKGL_BASE_MAP: z.string().default('[]'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  LOAD_EXAMPLES: booleanString.default(true),
  LOAD_EXAMPLE_DASHBOARDS: booleanString.default(true),
  SUPERSET_DASHBOARD_POSITION_DATA_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_POSITION_JSON_LENGTH)
    .default(DASHBOARD_POSITION_DATA_LIMIT),
  BASE_URL: z.string().url().optional(),
  SESSION_LIFETIME_HOURS: z.coerce.number().positive().default(8),
  ACCESS_TOKEN_MINUTES: z.coerce.number().positive().default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().positive().default(30),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  AUDIT_LOG_STDOUT: booleanString.default(false),
  // Unset: on in development, off in production (Superset's FAB_API_SWAGGER_UI is off).
  SWAGGER_UI: booleanString.optional(),
  WEB_DIST_DIR: z.string().optional(),
  COOKIE_SECURE: booleanString.default(false),
  BLOCK_PRIVATE_DATABASE_HOSTS: booleanString.default(false),
  // Chart data: result cache and query limits.
  CACHE_DEFAULT_TIMEOUT: z.coerce.number().int().min(-1).default(86400),
  CACHE_MAX_MB: z.coerce.number().positive().default(256),
  ROW_LIMIT: z.coerce.number().int().positive().default(10000),
  SQL_MAX_ROW: z.coerce.number().int().positive().default(100000),
  // What a new chart starts as in explore, and the range a new time filter starts with.
  DEFAULT_VIZ_TYPE: z
    .string()
    .default('table')
    .refine(isBuiltInVizType, { message: 'is not a chart type this server draws' }),
  DEFAULT_TIME_FILTER: z
    .string()
    .default(NO_TIME_RANGE)
    .refine(isReadableTimeRange, { message: 'is not a time range (e.g. "Last week")' }),
  QUERY_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  // SQL Lab: apply row-level-security rules to the tables a query reads (Superset's setting).
  RLS_IN_SQLLAB: booleanString.default(false),
  TEMPLATE_ALLOW_UNESCAPED_URL_PARAMS: booleanString.default(false),
  // Dashboard and chart screenshots (PNG/PDF downloads, reports).
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  SCREENSHOT_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  secretKey: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  admin: { username: string; password: string | undefined; email: string | undefined };
  featureFlags: FeatureFlags;
  /**
   * Raster tile servers deck.gl charts may draw beneath their layers, as [URL template, label]
   * pairs (Superset's DECKGL_BASE_MAP). Empty: the charts draw on a plain map of the countries.
   */
  deckglBaseMap: [string, string][];
  logLevel: string;
  bodyLimit: number;
  loadExamples: boolean;
  /**
   * With loadExamples: also the example dashboards and charts (once). Off, the example data comes
   * alone, e.g. for tests that count the dashboards and charts they made themselves.
   */
  loadExampleDashboards: boolean;
  /** Longest position_json (characters) a dashboard save may send. */
  dashboardPositionDataLimit: number;
  baseUrl: string | undefined;
  sessionLifetimeHours: number;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  loginRateLimitPerMinute: number;
  /** Also write each security event to stdout as one JSON line (for a SIEM to collect). */
  auditLogStdout: boolean;
  swaggerUi: boolean;
  webDistDir: string;
  cookieSecure: boolean;
  /** Refuse database connections to loopback and private networks (link-local is always refused). */
  blockPrivateDatabaseHosts: boolean;
  /** Chart data: cache lifetime (s) when no chart/dataset/database sets one; -1 disables caching. */
  cacheDefaultTimeout: number;
  /** Size bound of the in-process result cache (used when REDIS_URL is not set). */
  cacheMaxMb: number;
  /** Default row limit of a chart query; SQL_MAX_ROW is the hard cap of any query. */
  rowLimit: number;
  sqlMaxRow: number;
  defaultVizType: string;
  defaultTimeFilter: string;
  /** Chart query timeout unless the database's extra sets `query_timeout`. */
  queryTimeoutSeconds: number;
  /** SQL Lab wraps every table with row-level rules in the caller's rules (RLS_IN_SQLLAB). */
  rlsInSqlLab: boolean;
  /**
   * Templates may ask for a URL parameter's raw text (`url_param(..., escape_result=False)`);
   * off, every URL value is written as an SQL string.
   */
  templateAllowUnescapedUrlParams: boolean;
  /** The Chromium binary screenshots run in. */
  chromiumPath: string;
  /** How long a screenshot waits for the page to be ready before answering 504. */
  screenshotTimeoutSeconds: number;
  /** Scheduled reports and alerts: SMTP, report user, minimum interval, refresh, retries. */
  reports: ReportsConfig;
  /** Dashboard markdown HTML: sanitised or not, allow-list extensions, frame origins. */
  htmlSanitization: HtmlSanitizationConfig;
  /** AUTH_TYPE, OAUTH_PROVIDERS and how users from outside are registered and given roles. */
  auth: AuthConfig;
  /** Guest tokens of embedded dashboards (EMBEDDED_SUPERSET). */
  guestToken: GuestTokenConfig;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(
    envSchema,
    env,
    (problems) => new ConfigError(`Invalid configuration: ${problems}`),
  );
  const dataDir = path.resolve(e.DATA_DIR);
  let flags: Record<string, unknown>;
  try {
    flags = JSON.parse(e.FEATURE_FLAGS) as Record<string, unknown>;
  } catch {
    throw new ConfigError('FEATURE_FLAGS must be a JSON object, e.g. {"DASHBOARD_RBAC": true}');
  }
  if (typeof flags !== 'object' || flags === null || Array.isArray(flags)) {
    throw new ConfigError('FEATURE_FLAGS must be a JSON object, e.g. {"DASHBOARD_RBAC": true}');
  }
  let featureFlags: FeatureFlags;
  try {
    featureFlags = mergeFeatureFlags(flags);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  const deckglBaseMap = parseDeckglBaseMap(e.DECKGL_BASE_MAP);
  const secretKey = resolveSecretKey(e.SECRET_KEY, e.NODE_ENV, dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    secretKey,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    featureFlags,
    deckglBaseMap,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    loadExamples: e.LOAD_EXAMPLES,
    loadExampleDashboards: e.LOAD_EXAMPLE_DASHBOARDS,
    dashboardPositionDataLimit: e.SUPERSET_DASHBOARD_POSITION_DATA_LIMIT,
    baseUrl: e.BASE_URL,
    sessionLifetimeHours: e.SESSION_LIFETIME_HOURS,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    auditLogStdout: e.AUDIT_LOG_STDOUT,
    swaggerUi: e.SWAGGER_UI ?? e.NODE_ENV !== 'production',
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    cookieSecure: e.COOKIE_SECURE,
    blockPrivateDatabaseHosts: e.BLOCK_PRIVATE_DATABASE_HOSTS,
    cacheDefaultTimeout: e.CACHE_DEFAULT_TIMEOUT,
    cacheMaxMb: e.CACHE_MAX_MB,
    rowLimit: Math.min(e.ROW_LIMIT, e.SQL_MAX_ROW),
    sqlMaxRow: e.SQL_MAX_ROW,
    defaultVizType: e.DEFAULT_VIZ_TYPE,
    defaultTimeFilter: e.DEFAULT_TIME_FILTER,
    queryTimeoutSeconds: e.QUERY_TIMEOUT_SECONDS,
    rlsInSqlLab: e.RLS_IN_SQLLAB,
    templateAllowUnescapedUrlParams: e.TEMPLATE_ALLOW_UNESCAPED_URL_PARAMS,
    chromiumPath: e.CHROMIUM_PATH,
    screenshotTimeoutSeconds: e.SCREENSHOT_TIMEOUT_SECONDS,
    reports: reportsSettings(env),
    htmlSanitization: htmlSanitizationSettings(env),
    auth: authSettings(env),
    guestToken: guestTokenSettings(env, secretKey),
  };
}

/** The sign-in settings (security/auth-config.ts), failing boot like the rest. */
function authSettings(env: NodeJS.ProcessEnv): AuthConfig {
  try {
    return loadAuthConfig(env);
  } catch (err) {
    if (err instanceof AuthConfigError) throw new ConfigError(err.message);
    throw err;
  }
}

/** The guest token settings (security/guest-token-config.ts), failing boot like the rest. */
function guestTokenSettings(env: NodeJS.ProcessEnv, secretKey: string): GuestTokenConfig {
  try {
    return loadGuestTokenConfig(env, secretKey);
  } catch (err) {
    if (err instanceof GuestTokenConfigError) throw new ConfigError(err.message);
    throw err;
  }
}

/** The markdown HTML settings (http/html-sanitization-config.ts), failing boot like the rest. */
function htmlSanitizationSettings(env: NodeJS.ProcessEnv): HtmlSanitizationConfig {
  try {
    return loadHtmlSanitizationConfig(env);
  } catch (err) {
    if (err instanceof HtmlSanitizationConfigError) throw new ConfigError(err.message);
    throw err;
  }
}

/** The report settings (jobs/reports/reports-config.ts), failing boot like the rest. */
function reportsSettings(env: NodeJS.ProcessEnv): ReportsConfig {
  try {
    return loadReportsConfig(env);
  } catch (err) {
    if (err instanceof ReportsConfigError) throw new ConfigError(err.message);
    throw err;
  }
}

/**
 * An explicit SECRET_KEY wins. Without one, development keeps a generated key in
 * DATA_DIR/secret_key so sessions and encrypted passwords survive restarts; production refuses.
 */
function resolveSecretKey(explicit: string | undefined, nodeEnv: string, dataDir: string): string {
  if (explicit) {
    if (nodeEnv === 'production') {
      if (KNOWN_WEAK_SECRETS.has(explicit) || explicit.length < MIN_SECRET_LENGTH) {
        throw new ConfigError(
          `SECRET_KEY is too weak for production: use at least ${MIN_SECRET_LENGTH} random characters (e.g. openssl rand -base64 42)`,
        );
      }
    }
    return explicit;
  }
  if (nodeEnv === 'production') {
    throw new ConfigError(
      'SECRET_KEY must be set when NODE_ENV=production (generate one with: openssl rand -base64 42)',
    );
  }
  const file = path.join(dataDir, 'secret_key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = crypto.randomBytes(42).toString('base64');
  fs.writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

const BASE_MAP_EXAMPLE = '[["https://tiles.example.com/{z}/{x}/{y}.png", "Streets"]]';

/**
 * DECKGL_BASE_MAP: a JSON list of [tile URL template with {z}, {x} and {y}, label] pairs; `{s}`
 * in a host spreads the tiles over its subdomains a, b and c.
 */
function parseDeckglBaseMap(text: string): [string, string][] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigError(`DECKGL_BASE_MAP must be a JSON list, e.g. ${BASE_MAP_EXAMPLE}`);
  }
  const pairs = Array.isArray(value) ? value : [];
  const valid = pairs.every(
    (pair) =>
      Array.isArray(pair) &&
      pair.length === 2 &&
      typeof pair[0] === 'string' &&
      /^https?:\/\//.test(pair[0]) &&
      typeof pair[1] === 'string',
  );
  if (!Array.isArray(value) || !valid) {
    throw new ConfigError(
      `DECKGL_BASE_MAP must list [http(s) URL template, label] pairs, e.g. ${BASE_MAP_EXAMPLE}`,
    );
  }
  for (const [template] of pairs as [string, string][]) {
    // The pages may fetch tiles only from the origins the Content-Security-Policy lists; a
    // template without one would be configured yet never drawn.
    if (tileOrigins(template) === null) {
      throw new ConfigError(
        `DECKGL_BASE_MAP: no host to fetch tiles from in ${template} ({s} is the only placeholder a host may hold)`,
      );
    }
  }
  return pairs as [string, string][];
}
