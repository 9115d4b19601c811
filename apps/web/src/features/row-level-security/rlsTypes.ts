/** A row of `GET /api/v1/rowlevelsecurity/` and the bodies of rule writes (datasets and roles as ids). */
import type { RlsFilterType, RlsRuleRow } from '@panorama/core/schemas/row-level-security';

export const RLS_RESOURCE = 'rowlevelsecurity';
/** The view menu of the rule API's permissions (Superset's class_permission_name). */
export const RLS_VIEW = 'Row Level Security';

export { RLS_FILTER_TYPES as FILTER_TYPES } from '@panorama/core/schemas/row-level-security';
export type FilterType = RlsFilterType;

export type RlsRule = RlsRuleRow;

export interface RlsBody {
  name: string;
  description: string | null;
  filter_type: FilterType;
  tables: number[];
  roles: number[];
  group_key: string | null;
  clause: string;
}
