/** The Handlebars chart's form-data keys (Superset's names) and their defaults. */
import type { QueryFormData } from '@panorama/core/query/form-data';

export const DEFAULT_TEMPLATE = `<ul class="data-list">
  {{#each data}}
    <li>{{stringify this}}</li>
  {{/each}}
</ul>`;

export const DEFAULT_STYLE = `.data-list {
  margin: 0;
  padding-left: 1.2em;
}
.data-list li {
  padding: 2px 0;
}`;

export type QueryMode = 'aggregate' | 'raw';

function nonEmptyList(value: unknown): boolean {
  return Array.isArray(value)
    ? value.length > 0
    : value !== null && value !== undefined && value !== '';
}

/** The chosen mode; older charts without one are raw when they list columns and no metrics. */
export function queryModeOf(formData: QueryFormData): QueryMode {
  if (formData.query_mode === 'aggregate' || formData.query_mode === 'raw')
    return formData.query_mode;
  return nonEmptyList(formData.all_columns) && !nonEmptyList(formData.metrics)
    ? 'raw'
    : 'aggregate';
}

/** `handlebarsTemplate`, or its older snake_case name. */
export function templateOf(formData: QueryFormData): string {
  const value = formData.handlebarsTemplate ?? formData.handlebars_template;
  return typeof value === 'string' ? value : DEFAULT_TEMPLATE;
}

export function styleOf(formData: QueryFormData): string {
  const value = formData.styleTemplate ?? formData.style_template;
  return typeof value === 'string' ? value : DEFAULT_STYLE;
}
