/** The annotation list of one layer: the layer is the base filter. */
import { sql } from 'kysely';
import type { FilterColumn, ListSpec } from '../../rest/list-spec';
import { plainColumns } from '../../rest/list-spec';
import {
  AUDIT_ORDER_COLUMNS,
  AUDIT_USER_FILTER_COLUMNS,
  USER_RELATED,
  anyTextContains,
} from '../../rest/audit-list-parts';

export const ANNOTATION_LIST_COLUMNS = [
  'id',
  'short_descr',
  'long_descr',
  'start_dttm',
  'end_dttm',
  'json_metadata',
  'layer',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by',
  'created_on',
  'created_by',
];

/** Dates compare as their stored text (`2024-01-31T12:00:00`), so filter values use that form. */
const DATE_OPERATORS = ['eq', 'neq', 'gt', 'lt', 'ge', 'le'] as const;

function dateColumn(column: 'start_dttm' | 'end_dttm'): FilterColumn {
  return { expr: sql.ref(`t.${column}`), kind: 'date', operators: [...DATE_OPERATORS] };
}

export function annotationListSpec(layerId: number, fetchRows: ListSpec['fetchRows']): ListSpec {
  return {
    resource: 'annotation',
    table: 'annotations',
    filterColumns: {
      ...plainColumns({ id: 'number', short_descr: 'text', long_descr: 'text' }),
      start_dttm: dateColumn('start_dttm'),
      end_dttm: dateColumn('end_dttm'),
      ...AUDIT_USER_FILTER_COLUMNS,
    },
    namedFilters: {
      // Superset's AnnotationAllTextFilter: the short or the long description.
      annotation_all_text: (value) =>
        anyTextContains([sql`t.short_descr`, sql`coalesce(t.long_descr, '')`], value),
    },
    orderColumns: {
      ...AUDIT_ORDER_COLUMNS,
      short_descr: sql`lower(t.short_descr)`,
      long_descr: sql`lower(coalesce(t.long_descr, ''))`,
      start_dttm: sql`t.start_dttm`,
      end_dttm: sql`t.end_dttm`,
    },
    defaultOrder: ['start_dttm', 'desc'],
    baseFilter: () => sql`t.layer_id = ${layerId}`,
    fetchRows,
    listColumns: ANNOTATION_LIST_COLUMNS,
    related: { created_by: USER_RELATED, changed_by: USER_RELATED },
  };
}
