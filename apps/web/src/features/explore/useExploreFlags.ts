/**
 * The explore state flags, by Superset's names: can_add (can_write on Chart), can_download
 * (can_csv on Superset), can_overwrite (the user owns the chart), plus SQL Lab access (admin or
 * sql_lab role) for 'View in SQL Lab'.
 */
import { exploreFlags } from '@panorama/core/explore/explore-flags';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/userSlice';
import { canUseSqlLab } from './datasource-panel/datasourcePermissions';
import type { ExploreSlice } from './exploreTypes';

export function useExploreFlags(slice: ExploreSlice | null) {
  const user = useAppSelector(selectCurrentUser);
  const permissions = useAppSelector((state) => state.common.permissions);
  const flags = exploreFlags({
    permissions,
    userId: user?.id ?? null,
    owners: slice?.owners ?? [],
  });
  return { ...flags, canSqlLab: canUseSqlLab(user?.roles ?? []) };
}
