import { describe, expect, it } from 'vitest';
import { dashboardPermissions, isAdminUser } from './dashboardPermissions';

const gamma: Array<[string, string]> = [
  ['can_read', 'Dashboard'],
  ['can_write', 'Dashboard'],
  ['can_save_dash', 'Superset'],
  ['can_share_dashboard', 'Superset'],
  ['can_explore', 'Superset'],
  ['can_csv', 'Superset'],
  ['can_write', 'DashboardFilterStateRestApi'],
];

describe('dashboardPermissions', () => {
  it('lets an owner with can_write edit', () => {
    const perms = dashboardPermissions({
      permissions: gamma,
      user: { id: 5, roles: ['Gamma'] },
      owners: [{ id: 5 }],
    });
    expect(perms.dash_edit_perm).toBe(true);
    expect(perms.dash_save_perm).toBe(true);
    expect(perms.dash_share_perm).toBe(true);
    expect(perms.can_csv).toBe(true);
    expect(perms.can_share_chart).toBe(false);
    expect(perms.can_store_filter_state).toBe(true);
  });

  it('refuses editing to a non-owner and to an owner without can_write', () => {
    expect(
      dashboardPermissions({ permissions: gamma, user: { id: 6, roles: ['Gamma'] }, owners: [5] })
        .dash_edit_perm,
    ).toBe(false);
    expect(
      dashboardPermissions({
        permissions: [['can_read', 'Dashboard']],
        user: { id: 5, roles: ['Gamma'] },
        owners: [5],
      }).dash_edit_perm,
    ).toBe(false);
  });

  it('lets an admin do everything on any dashboard', () => {
    const perms = dashboardPermissions({
      permissions: [],
      user: { id: 1, roles: ['Admin'] },
      owners: [],
    });
    expect(Object.values(perms).every(Boolean)).toBe(true);
  });

  it('gives an anonymous visitor no edit permission and no server-side filter state', () => {
    const perms = dashboardPermissions({ permissions: gamma, user: null, owners: [5] });
    expect(perms.dash_edit_perm).toBe(false);
    expect(perms.can_store_filter_state).toBe(false);
    expect(perms.can_favorite).toBe(false);
  });

  it("gives an embedded dashboard's guest the filter state, and none of a real user's menus", () => {
    const guestPermissions: [string, string][] = [
      ['can_read', 'Dashboard'],
      ['can_read', 'Chart'],
      ['can_csv', 'Superset'],
      ['can_read', 'DashboardFilterStateRestApi'],
      ['can_write', 'DashboardFilterStateRestApi'],
    ];
    const perms = dashboardPermissions({
      permissions: guestPermissions,
      user: null,
      owners: [5],
      guest: true,
    });
    expect(perms).toEqual({
      dash_edit_perm: false,
      dash_save_perm: false,
      dash_share_perm: false,
      can_explore: false,
      can_share_chart: false,
      can_csv: true,
      can_store_filter_state: true,
      can_favorite: false,
      can_download_dashboard: false,
      can_view_query: false,
    });
  });

  it('keeps the filter state in the URL alone without the filter state permission', () => {
    const perms = dashboardPermissions({
      permissions: gamma.filter(([, viewMenu]) => viewMenu !== 'DashboardFilterStateRestApi'),
      user: { id: 5, roles: ['Gamma'] },
      owners: [],
    });
    expect(perms.can_store_filter_state).toBe(false);
  });
});

describe('isAdminUser', () => {
  it('matches the admin role in any letter case', () => {
    expect(isAdminUser({ id: 1, roles: ['ADMIN'] })).toBe(true);
    expect(isAdminUser({ id: 1, roles: ['Alpha'] })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
});
