import { describe, expect, it } from 'vitest';
import { dashboardCopyBody, dashboardSaveBody, type DashboardSaveInput } from './saveBody';

const position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
};

function input(overrides: Partial<DashboardSaveInput> = {}): DashboardSaveInput {
  return {
    title: 'Sales',
    slug: 'sales',
    owners: [
      { id: 3, first_name: 'Ada', last_name: 'L' },
      { id: 9, first_name: 'Bo', last_name: 'M' },
    ],
    roles: [{ id: 2, name: 'Gamma' }],
    certifiedBy: 'Data team',
    certificationDetails: 'Checked weekly',
    css: '.x { color: red; }',
    metadata: { color_scheme: 'supersetColors', refresh_frequency: 0, label_colors: { a: '#f00' } },
    expandedSlices: { 12: true, 13: false },
    refreshFrequency: 300,
    position,
    rbac: false,
    ...overrides,
  };
}

describe('dashboardSaveBody', () => {
  it('sends every field of the full save body', () => {
    const body = dashboardSaveBody(input());
    expect(body).toEqual({
      certified_by: 'Data team',
      certification_details: 'Checked weekly',
      css: '.x { color: red; }',
      dashboard_title: 'Sales',
      slug: 'sales',
      owners: [3, 9],
      json_metadata: body.json_metadata,
      position_json: JSON.stringify(position),
    });
    expect(JSON.parse(body.json_metadata)).toEqual({
      color_scheme: 'supersetColors',
      label_colors: { a: '#f00' },
      refresh_frequency: 300,
      expanded_slices: { '12': true },
      timed_refresh_immune_slices: [],
    });
  });

  it("turns an empty title into '[ untitled dashboard ]' and an empty slug into null", () => {
    const body = dashboardSaveBody(input({ title: '   ', slug: ' ' }));
    expect(body.dashboard_title).toBe('[ untitled dashboard ]');
    expect(body.slug).toBeNull();
  });

  it('keeps certification details only with certified_by', () => {
    const body = dashboardSaveBody(input({ certifiedBy: '  ', certificationDetails: 'stale' }));
    expect(body.certified_by).toBeNull();
    expect(body.certification_details).toBeNull();
  });

  it('sends roles only with DASHBOARD_RBAC', () => {
    expect('roles' in dashboardSaveBody(input())).toBe(false);
    expect(dashboardSaveBody(input({ rbac: true })).roles).toEqual([2]);
  });

  it('never stores a layout copy inside json_metadata', () => {
    const body = dashboardSaveBody(input({ metadata: { positions: { X: 1 }, stagger_time: 10 } }));
    const metadata = JSON.parse(body.json_metadata) as Record<string, unknown>;
    expect(metadata.positions).toBeUndefined();
    expect(metadata.stagger_time).toBe(10);
  });

  it('keeps the immune charts list when present', () => {
    const body = dashboardSaveBody(input({ metadata: { timed_refresh_immune_slices: [4, 5] } }));
    expect(
      (JSON.parse(body.json_metadata) as { timed_refresh_immune_slices: number[] })
        .timed_refresh_immune_slices,
    ).toEqual([4, 5]);
  });

  it('sends an empty css string when the dashboard has none', () => {
    expect(dashboardSaveBody(input({ css: null })).css).toBe('');
  });
});

describe('dashboardCopyBody', () => {
  it('carries the layout on screen inside json_metadata.positions', () => {
    const body = dashboardCopyBody(input(), 'Sales [copy]', true);
    expect(body.dashboard_title).toBe('Sales [copy]');
    expect(body.duplicate_slices).toBe(true);
    expect(body.css).toBe('.x { color: red; }');
    const metadata = JSON.parse(body.json_metadata) as Record<string, unknown>;
    expect(metadata.positions).toEqual(position);
    expect(metadata.color_scheme).toBe('supersetColors');
  });

  it('names an untitled copy like an untitled dashboard', () => {
    expect(dashboardCopyBody(input(), '', false).dashboard_title).toBe('[ untitled dashboard ]');
  });
});
