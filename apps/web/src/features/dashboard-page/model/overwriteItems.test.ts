import { describe, expect, it } from 'vitest';
import type { DashboardDetail, DashboardSaveBody } from '../api/dashboardApiTypes';
import { testDashboard } from '../state/testDashboard';
import { canonicalJson, overwriteItems } from './overwriteItems';

const position = { ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] } };

const current: DashboardDetail = {
  ...testDashboard,
  id: 1,
  dashboard_title: 'Sales',
  slug: null,
  css: '',
  published: true,
  position_json: JSON.stringify(position),
  json_metadata: JSON.stringify({ color_scheme: 'a', refresh_frequency: 0 }),
  certified_by: null,
  certification_details: null,
  owners: [
    { id: 2, first_name: 'Grace', last_name: 'Hopper' },
    { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
  ],
  changed_on: '2024-01-01T00:00:00Z',
  changed_by_name: 'Ada L',
};

const body: DashboardSaveBody = {
  certified_by: null,
  certification_details: null,
  css: '',
  dashboard_title: 'Sales',
  slug: null,
  owners: [1, 2],
  json_metadata: JSON.stringify({ refresh_frequency: 0, color_scheme: 'a' }),
  position_json: JSON.stringify(position),
};

describe('overwriteItems', () => {
  it('finds nothing when the save writes what is stored (key order and owner order aside)', () => {
    expect(overwriteItems(current, body)).toEqual([]);
  });

  it('lists each replaced field and metadata key with old and new values', () => {
    const items = overwriteItems(current, {
      ...body,
      dashboard_title: 'Revenue',
      json_metadata: JSON.stringify({ color_scheme: 'b', refresh_frequency: 0, stagger_time: 9 }),
      position_json: JSON.stringify({ ...position, GRID_ID: { id: 'GRID_ID' } }),
    });
    expect(items.map((i) => i.keyPath)).toEqual([
      'dashboard_title',
      'position_json',
      'json_metadata.color_scheme',
      'json_metadata.stagger_time',
    ]);
    expect(items[0]).toEqual({
      keyPath: 'dashboard_title',
      oldValue: 'Sales',
      newValue: 'Revenue',
    });
    expect(items[2]).toEqual({
      keyPath: 'json_metadata.color_scheme',
      oldValue: 'a',
      newValue: 'b',
    });
    expect(items[3]).toEqual({
      keyPath: 'json_metadata.stagger_time',
      oldValue: '',
      newValue: '9',
    });
  });

  it('compares owners as sets of ids and roles only when the save sends them', () => {
    expect(overwriteItems(current, { ...body, owners: [1] }).map((i) => i.keyPath)).toEqual([
      'owners',
    ]);
    expect(overwriteItems(current, { ...body, roles: [] })).toEqual([]);
    expect(overwriteItems(current, { ...body, roles: [4] })[0]).toEqual({
      keyPath: 'roles',
      oldValue: '[]',
      newValue: '[4]',
    });
  });
});

describe('layout changes', () => {
  it('counts components and names the ones that differ, ignoring the version key', () => {
    const stored = { DASHBOARD_VERSION_KEY: 'v2', A: { id: 'A' }, B: { id: 'B', meta: { w: 1 } } };
    const next = { A: { id: 'A' }, B: { id: 'B', meta: { w: 2 } }, C: { id: 'C' } };
    const [item] = overwriteItems(
      { ...current, position_json: JSON.stringify(stored) },
      { ...body, position_json: JSON.stringify(next) },
    );
    expect(item?.keyPath).toBe('position_json');
    expect(item?.layout).toEqual({ oldCount: 2, newCount: 3, changedIds: ['B', 'C'] });
  });

  it('sees no change when only the version key differs', () => {
    expect(
      overwriteItems(current, {
        ...body,
        position_json: JSON.stringify({ DASHBOARD_VERSION_KEY: 'v2', ...position }),
      }),
    ).toEqual([]);
  });
});

describe('canonicalJson', () => {
  it('prints equal objects the same whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe(
      canonicalJson({ a: { c: 3, d: 2 }, b: 1 }),
    );
  });
});
