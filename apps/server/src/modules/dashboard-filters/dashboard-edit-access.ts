/**
 * Who may change a dashboard's filters and shared filter sets: the same rule as saving the
 * dashboard itself, since filters are part of it: can_write on Dashboard, and an owner or an admin.
 */
import { ForbiddenError } from '@panorama/core/errors/app-error';
import {
  has,
  isOwnerOrAdmin,
  requirePermission,
  type AuthenticatedPrincipal,
} from '../../security/principal';
import type { DashboardsService } from '../dashboards/dashboards.service';
import { DASHBOARD_EDIT_FORBIDDEN } from '../dashboards/dashboards.service';

export async function canEditDashboard(
  dashboards: DashboardsService,
  dashboardId: number,
  principal: AuthenticatedPrincipal,
): Promise<boolean> {
  if (!has(principal, 'can_write', 'Dashboard')) return false;
  const owners = (await dashboards.repo.ownerIds([dashboardId])).get(dashboardId) ?? [];
  return isOwnerOrAdmin(principal, owners);
}

/** 403 with the dashboard save refusal unless the principal may edit the dashboard. */
export async function assertCanEditDashboard(
  dashboards: DashboardsService,
  dashboardId: number,
  principal: AuthenticatedPrincipal,
): Promise<void> {
  requirePermission(principal, 'can_write', 'Dashboard');
  if (!(await canEditDashboard(dashboards, dashboardId, principal))) {
    throw new ForbiddenError(DASHBOARD_EDIT_FORBIDDEN);
  }
}
