/**
 * Row-level clauses may be templates (`owner = '{{ current_username() }}'`). They are rendered
 * where the rules are read, once, for the caller alone: the rendered clauses are what every
 * query applies and what the row-level cache key is made of, so two users whose clause renders
 * differently never share a cached result, in charts, SQL Lab and alerts alike. Only the user
 * macros mean something here (a rule knows no URL or filter).
 */
import { resolveTimeRange } from '@panorama/core/time/resolve-time-range';
import { getDialect, type DialectName } from '@panorama/sql/dialects/dialect';
import { renderSqlTemplate } from '@panorama/sql/templating/render-sql-template';
import { hasTemplateMarkup } from '@panorama/sql/templating/template-parse';
import type { RowLevelFilters } from '../../engine/chart-data/chart-data-ports';
import { templateUser } from '../../engine/chart-data/chart-templates';
import type { AppConfig } from '../../config';
import type { Principal } from '../../security/principal';
import { rowLevelCacheKey } from './rls-composition';

/** Whether templates are rendered (ENABLE_TEMPLATE_PROCESSING) and how URL values may be used. */
export interface TemplateSettings {
  enabled: boolean;
  allowUnescapedUrlParams: boolean;
}

export const TEMPLATES_OFF: TemplateSettings = { enabled: false, allowUnescapedUrlParams: false };

export function templateSettings(
  config: Pick<AppConfig, 'featureFlags' | 'templateAllowUnescapedUrlParams'>,
): TemplateSettings {
  return {
    enabled: config.featureFlags.ENABLE_TEMPLATE_PROCESSING,
    allowUnescapedUrlParams: config.templateAllowUnescapedUrlParams,
  };
}

export function hasTemplatedClause(conditions: readonly (readonly string[])[]): boolean {
  return conditions.some((group) => group.some(hasTemplateMarkup));
}

/**
 * `text` rendered for `principal` alone: the user macros and the author's own parameters, with no
 * URL, filters or other datasets. What a row-level clause, an alert's SQL and a dataset's SQL
 * read when it is saved know of the world.
 */
export function renderForUser(
  text: string,
  backend: string,
  principal: Principal,
  settings: TemplateSettings,
  templateParams: Readonly<Record<string, unknown>> = {},
): string {
  return renderSqlTemplate(text, {
    dialect: getDialect(backend as DialectName),
    user: templateUser(principal),
    urlParams: {},
    query: null,
    datasets: null,
    resolveTimeRange: (range) => resolveTimeRange(range, { now: new Date() }),
    allowUnescapedUrlParams: settings.allowUnescapedUrlParams,
    templateParams,
  }).sql;
}

/** The conditions with every templated clause rendered for `principal` in `backend`'s dialect. */
export function renderRowLevelConditions(
  conditions: readonly (readonly string[])[],
  backend: string,
  principal: Principal,
  settings: TemplateSettings,
): string[][] {
  return conditions.map((group) =>
    group.map((clause) => renderForUser(clause, backend, principal, settings)),
  );
}

export function renderRowLevelFilters(
  filters: RowLevelFilters,
  backend: string,
  principal: Principal,
  settings: TemplateSettings,
): RowLevelFilters {
  if (!settings.enabled || !hasTemplatedClause(filters.conditions)) return filters;
  const conditions = renderRowLevelConditions(filters.conditions, backend, principal, settings);
  return { conditions, cacheKey: rowLevelCacheKey(conditions) };
}
