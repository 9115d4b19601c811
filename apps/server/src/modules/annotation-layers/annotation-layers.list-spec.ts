/** The annotation layer list: filters, the search box, order columns and related users. */
import { sql } from 'kysely';
import type { ListSpec } from '../../rest/list-spec';
import { plainColumns } from '../../rest/list-spec';
import {
  AUDIT_ORDER_COLUMNS,
  AUDIT_USER_FILTER_COLUMNS,
  USER_RELATED,
  anyTextContains,
} from '../../rest/audit-list-parts';

export const ANNOTATION_LAYER_LIST_COLUMNS = [
  'id',
  'uuid',
  'name',
  'descr',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by',
  'changed_by_name',
  'created_on',
  'created_by',
];

export function annotationLayerListSpec(fetchRows: ListSpec['fetchRows']): ListSpec {
  return {
    resource: 'annotation layer',
    table: 'annotation_layers',
    filterColumns: {
      ...plainColumns({ id: 'number', name: 'text', descr: 'text' }),
      ...AUDIT_USER_FILTER_COLUMNS,
    },
    namedFilters: {
      // Superset's AnnotationLayerAllTextFilter: the name or the description.
      annotation_layer_all_text: (value) =>
        anyTextContains([sql`t.name`, sql`coalesce(t.descr, '')`], value),
    },
    orderColumns: {
      ...AUDIT_ORDER_COLUMNS,
      name: sql`lower(t.name)`,
      descr: sql`lower(coalesce(t.descr, ''))`,
    },
    defaultOrder: ['name', 'asc'],
    fetchRows,
    listColumns: ANNOTATION_LAYER_LIST_COLUMNS,
    related: { created_by: USER_RELATED, changed_by: USER_RELATED },
  };
}
