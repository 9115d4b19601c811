/** The rule form's values and how they become the create / update body. */
import type { LabeledId } from '../../components/list-view/RelatedSelect';
import type { FilterType, RlsBody, RlsRule } from './rlsTypes';

export interface RlsFormValues {
  name: string;
  filter_type: FilterType;
  tables: LabeledId[];
  roles: LabeledId[];
  group_key: string;
  clause: string;
  description: string;
}

/** Server field names the form shows errors for. */
export const RLS_FORM_FIELDS: Array<keyof RlsFormValues> = [
  'name',
  'filter_type',
  'tables',
  'roles',
  'group_key',
  'clause',
  'description',
];

export function rlsFormValues(rule: RlsRule | null): RlsFormValues {
  return {
    name: rule?.name ?? '',
    filter_type: rule?.filter_type ?? 'Regular',
    tables: (rule?.tables ?? []).map((table) => ({
      value: table.id,
      label: table.schema ? `${table.schema}.${table.table_name}` : table.table_name,
    })),
    roles: (rule?.roles ?? []).map((role) => ({ value: role.id, label: role.name })),
    group_key: rule?.group_key ?? '',
    clause: rule?.clause ?? '',
    description: rule?.description ?? '',
  };
}

/** Blank optional texts are sent as null, as the server stores "no group" and "no description". */
export function rlsBody(values: RlsFormValues): RlsBody {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    name: values.name.trim(),
    description: optional(values.description),
    filter_type: values.filter_type,
    tables: values.tables.map((table) => table.value),
    roles: values.roles.map((role) => role.value),
    group_key: optional(values.group_key),
    clause: values.clause.trim(),
  };
}
