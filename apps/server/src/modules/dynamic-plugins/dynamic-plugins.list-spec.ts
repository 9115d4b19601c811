/** The dynamic plugin list: every registered plugin, filterable by name, key and bundle URL. */
import { sql } from 'kysely';
import { plainColumns, type ListSpec } from '../../rest/list-spec';
import { MAX_PAGE_SIZE } from '../../rest/rison-query';

export const DYNAMIC_PLUGIN_LIST_COLUMNS = ['id', 'name', 'key', 'bundle_url'];

export function dynamicPluginListSpec(fetchRows: ListSpec['fetchRows']): ListSpec {
  return {
    resource: 'dynamic plugin',
    table: 'dynamic_plugins',
    filterColumns: plainColumns({ id: 'number', name: 'text', key: 'text', bundle_url: 'text' }),
    orderColumns: {
      id: sql`t.id`,
      name: sql`lower(t.name)`,
      key: sql`t.key`,
      changed_on: sql`t.changed_on`,
    },
    defaultOrder: ['name', 'asc'],
    // The web app reads the whole list once at start-up, so one page holds as many as allowed.
    defaultPageSize: MAX_PAGE_SIZE,
    fetchRows,
    listColumns: DYNAMIC_PLUGIN_LIST_COLUMNS,
  };
}
