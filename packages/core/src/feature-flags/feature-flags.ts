/**
 * Feature flags Panorama reads (Superset's names), with their defaults. The server reads overrides
 * from the FEATURE_FLAGS environment variable (JSON) and sends the merged map to the web app.
 */
export const DEFAULT_FEATURE_FLAGS = {
  DASHBOARD_RBAC: false,
  GLOBAL_ASYNC_QUERIES: false,
  DYNAMIC_PLUGINS: false,
  DASHBOARD_CROSS_FILTERS: true,
  DASHBOARD_NATIVE_FILTERS: true,
  DASHBOARD_NATIVE_FILTERS_SET: false,
  /**
   * Superset registered its experimental group-by native filter (`filter_groupby`) only with this
   * flag on: the configuration modal offers that filter type only while it is on.
   */
  DASHBOARD_FILTERS_EXPERIMENTAL: false,
  CONFIRM_DASHBOARD_DIFF: false,
  DISABLE_LEGACY_DATASOURCE_EDITOR: true,
  CLIENT_CACHE: false,
  ALERT_REPORTS: true,
  ENABLE_TEMPLATE_PROCESSING: false,
  ENABLE_ADVANCED_DATA_TYPES: false,
  GRANULAR_EXPORT_CONTROLS: false,
  ALLOW_ADHOC_SUBQUERY: false,
  EMBEDDED_SUPERSET: false,
  /** More categories than scheme colours: extend the scheme with analogous colours (sic). */
  USE_ANALAGOUS_COLORS: false,
  /** Chart and dashboard thumbnails in the lists' card view, rendered in headless Chromium. */
  THUMBNAILS: false,
} as const satisfies Record<string, boolean>;

export type KnownFeatureFlag = keyof typeof DEFAULT_FEATURE_FLAGS;
export type FeatureFlags = Record<KnownFeatureFlag, boolean> & Record<string, boolean>;

/** Merges user overrides over the defaults; unknown flags are kept so plugins can read them. */
export function mergeFeatureFlags(overrides: Record<string, unknown>): FeatureFlags {
  const merged: Record<string, boolean> = { ...DEFAULT_FEATURE_FLAGS };
  for (const [name, value] of Object.entries(overrides)) {
    if (typeof value !== 'boolean') {
      throw new Error(`Feature flag ${name} must be true or false, got ${JSON.stringify(value)}`);
    }
    merged[name] = value;
  }
  return merged as FeatureFlags;
}
