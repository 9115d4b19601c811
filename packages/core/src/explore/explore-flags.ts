/**
 * The chart editor's permission flags, by Superset's names:
 * - `can_add`: may save a new chart — `can_write` on `Chart`;
 * - `can_download`: may export CSV/XLSX — `can_csv` on `Superset`;
 * - `can_overwrite`: may save over the current chart — the user is one of its owners.
 */

export type PermissionPair = readonly [permission: string, viewMenu: string];

/** The user's permission pairs, or any lookup answering "has permission on view menu". */
export type PermissionSource =
  ReadonlyArray<PermissionPair> | ((permission: string, viewMenu: string) => boolean);

/** An owner as the chart APIs return it: an id, or an object with one. */
export type ChartOwner = number | { id: number };

export interface ExploreFlags {
  can_add: boolean;
  can_download: boolean;
  can_overwrite: boolean;
}

export function hasPermission(
  source: PermissionSource,
  permission: string,
  viewMenu: string,
): boolean {
  if (typeof source === 'function') return source(permission, viewMenu);
  return source.some(([p, v]) => p === permission && v === viewMenu);
}

export function isChartOwner(
  owners: ReadonlyArray<ChartOwner> | null | undefined,
  userId: number | null | undefined,
): boolean {
  if (userId === null || userId === undefined || !owners) return false;
  return owners.some((owner) => (typeof owner === 'number' ? owner : owner.id) === userId);
}

export function exploreFlags(input: {
  permissions: PermissionSource;
  /** The current chart's owners; empty or absent for a chart not saved yet. */
  owners?: ReadonlyArray<ChartOwner> | null;
  /** The signed-in user's id; null for an anonymous visitor. */
  userId: number | null | undefined;
}): ExploreFlags {
  return {
    can_add: hasPermission(input.permissions, 'can_write', 'Chart'),
    can_download: hasPermission(input.permissions, 'can_csv', 'Superset'),
    can_overwrite: isChartOwner(input.owners, input.userId),
  };
}
