/** A row of `GET /api/v1/rowlevelsecurity/` and the bodies of rule writes (datasets and roles as ids). */

export const RLS_RESOURCE = 'rowlevelsecurity';
/** The view menu of the rule API's permissions (Superset's class_permission_name). */
export const RLS_VIEW = 'Row Level Security';

export const FILTER_TYPES = ['Regular', 'Base'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export interface RlsRule {
  id: number;
  name: string;
  description: string | null;
  filter_type: FilterType;
  tables: Array<{ id: number; table_name: string; schema: string | null }>;
  roles: Array<{ id: number; name: string }>;
  group_key: string | null;
  clause: string;
  changed_on?: string | null;
  changed_on_delta_humanized?: string | null;
  changed_by_name?: string | null;
}

export interface RlsBody {
  name: string;
  description: string | null;
  filter_type: FilterType;
  tables: number[];
  roles: number[];
  group_key: string | null;
  clause: string;
}
