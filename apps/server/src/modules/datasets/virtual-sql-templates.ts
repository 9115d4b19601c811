/**
 * A virtual dataset's SQL may be a Superset template (with template processing on). What it
 * stands for is only known per query (filters, URL, user), so when saved it is checked as a
 * template (its syntax, with the line of any error) and every query checks its rendering with
 * the full guard. Reading its columns runs one rendering: the saver's, without filters or URL.
 */
import { isAppError, UnprocessableError } from '@panorama/core/errors/app-error';
import { parseJsonObject } from '@panorama/core/json/json-object';
import type { DialectName } from '@panorama/sql/dialects/dialect';
import { hasTemplateMarkup, parseTemplate } from '@panorama/sql/templating/template-parse';
import type { Principal } from '../../security/principal';
import { renderForUser, type TemplateSettings } from '../row-level-security/row-level-templates';
import { checkVirtualDatasetSql } from './virtual-sql-check';

function asFieldError(err: unknown): never {
  if (isAppError(err) && typeof err.details === 'string') {
    throw new UnprocessableError({ sql: [err.details] });
  }
  throw err;
}

export function isTemplate(sqlText: string, templates: TemplateSettings): boolean {
  return templates.enabled && hasTemplateMarkup(sqlText);
}

/** The SQL to store: checked as SQL, or as a template when it is one. */
export function checkVirtualSqlText(
  sqlText: string,
  backend: string | undefined,
  templates: TemplateSettings,
): string {
  if (!isTemplate(sqlText, templates)) {
    return checkVirtualDatasetSql(sqlText, backend as DialectName | undefined);
  }
  const trimmed = sqlText.trim().replace(/[;\s]+$/, '');
  try {
    parseTemplate(trimmed);
  } catch (err) {
    asFieldError(err);
  }
  return trimmed;
}

/** The SQL whose result columns become the dataset's: a template rendered for `principal`. */
export function introspectionSql(
  sqlText: string,
  backend: string,
  principal: Principal,
  templates: TemplateSettings,
  templateParams: string | null,
): string {
  if (!isTemplate(sqlText, templates))
    return checkVirtualDatasetSql(sqlText, backend as DialectName);
  let rendered: string;
  try {
    rendered = renderForUser(
      sqlText,
      backend,
      principal,
      templates,
      parseJsonObject(templateParams),
    );
  } catch (err) {
    asFieldError(err);
  }
  return checkVirtualDatasetSql(rendered, backend as DialectName);
}
