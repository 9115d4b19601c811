/**
 * The bodies of a dashboard save (`PUT /api/v1/dashboard/{id}`) and a "Save as" copy (`POST
 * /api/v1/dashboard/{id}/copy/`), with the server's save rules, so the page shows what will be
 * stored: an empty title becomes '[ untitled dashboard ]', an empty slug null, certification
 * details only with certified_by; roles only with DASHBOARD_RBAC (without it roles grant nothing).
 */
import { UNTITLED_DASHBOARD } from '@panorama/core/schemas/dashboard-constants';
import type { OwnerRef } from '../../../components/list-view/ownerNames';
import type { DashboardCopyBody, DashboardSaveBody, RoleRef } from '../api/dashboardApiTypes';
import type { DashboardMetadata } from './dashboardMetadata';

export interface DashboardSaveInput {
  title: string;
  slug: string | null;
  owners: readonly OwnerRef[];
  roles: readonly RoleRef[];
  certifiedBy: string | null;
  certificationDetails: string | null;
  css: string | null;
  metadata: DashboardMetadata;
  /** Descriptions open on the page, saved as `expanded_slices`. */
  expandedSlices: Record<number, boolean>;
  /** The refresh frequency to store (seconds). */
  refreshFrequency: number;
  /** The layout as `serializePositionJson` gives it. */
  position: Record<string, unknown>;
  /** DASHBOARD_RBAC feature flag. */
  rbac: boolean;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

export function saveTitle(title: string | null | undefined): string {
  return blankToNull(title) ?? UNTITLED_DASHBOARD;
}

/** The metadata to store: the loaded keys, with the page's expanded slices and refresh frequency. */
export function metadataToSave(
  input: Pick<DashboardSaveInput, 'metadata' | 'expandedSlices' | 'refreshFrequency'>,
): DashboardMetadata {
  const { positions: _positions, ...metadata } = input.metadata;
  const expanded: Record<string, boolean> = {};
  for (const [id, open] of Object.entries(input.expandedSlices)) if (open) expanded[id] = true;
  return {
    ...metadata,
    expanded_slices: expanded,
    refresh_frequency: input.refreshFrequency,
    timed_refresh_immune_slices: metadata.timed_refresh_immune_slices ?? [],
  };
}

export function dashboardSaveBody(input: DashboardSaveInput): DashboardSaveBody {
  const certifiedBy = blankToNull(input.certifiedBy);
  return {
    certified_by: certifiedBy,
    certification_details: certifiedBy === null ? null : blankToNull(input.certificationDetails),
    css: input.css ?? '',
    dashboard_title: saveTitle(input.title),
    slug: blankToNull(input.slug),
    owners: input.owners.map((owner) => owner.id),
    ...(input.rbac ? { roles: input.roles.map((role) => role.id) } : {}),
    json_metadata: JSON.stringify(metadataToSave(input)),
    position_json: JSON.stringify(input.position),
  };
}

/**
 * "Save as": Superset's copy call carries the layout inside json_metadata (`positions`), so the
 * copy gets the layout on screen, unsaved edits included.
 */
export function dashboardCopyBody(
  input: Pick<
    DashboardSaveInput,
    'metadata' | 'expandedSlices' | 'refreshFrequency' | 'position' | 'css'
  >,
  title: string,
  duplicateSlices: boolean,
): DashboardCopyBody {
  return {
    dashboard_title: saveTitle(title),
    css: input.css ?? '',
    duplicate_slices: duplicateSlices,
    json_metadata: JSON.stringify({ ...metadataToSave(input), positions: input.position }),
  };
}
