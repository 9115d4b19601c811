import { describe, expect, it } from 'vitest';
import { chart, row, sequentialIds, tab, gridLayout, topTabsLayout } from './layout-test-fixtures';
import type { DashboardLayout } from './layout-types';
import {
  buildDashboardLayout,
  chartIdsInLayout,
  findFirstParentContainer,
  getEmptyLayout,
  positionJsonTooLarge,
  serializePositionJson,
} from './load-save';
import { MAX_LAYOUT_NESTING } from './position-json-parse';

const charts = (...ids: number[]) => ids.map((id) => ({ id, sliceName: `Chart ${id}` }));
const header = (text: string) => ({
  id: 'HEADER_ID',
  type: 'HEADER',
  children: [],
  meta: { text },
});

describe('getEmptyLayout', () => {
  it('is a root holding an empty grid', () => {
    expect(getEmptyLayout()).toEqual({
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [], meta: {} },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'], meta: {} },
    });
  });
});

describe('buildDashboardLayout', () => {
  it('starts from the empty layout without position data, adding the title holder', () => {
    for (const positionJson of [null, undefined, '', '   ', '{not json', '[1,2]', 42, {}]) {
      expect(buildDashboardLayout({ positionJson, charts: [], dashboardTitle: 'Sales' })).toEqual({
        ...getEmptyLayout(),
        HEADER_ID: header('Sales'),
      });
    }
  });

  it('places charts missing from the layout three to a row under the grid', () => {
    const layout = buildDashboardLayout({
      positionJson: null,
      // A chart listed twice is placed once.
      charts: [...charts(11, 12, 13), ...charts(12, 14, 15)],
      dashboardTitle: 'Sales',
      idSeed: sequentialIds(),
    });
    expect(layout.GRID_ID?.children).toEqual(['ROW-0001', 'ROW-0002']);
    expect(layout['ROW-0001']?.children).toEqual([
      'CHART-explore-11-1',
      'CHART-explore-12-2',
      'CHART-explore-13-3',
    ]);
    expect(layout['ROW-0002']?.children).toEqual(['CHART-explore-14-4', 'CHART-explore-15-5']);
    expect(layout['CHART-explore-14-4']).toEqual({
      id: 'CHART-explore-14-4',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-0002'],
      meta: { chartId: 14, width: 4, height: 50, sliceName: 'Chart 14' },
    });
    expect(layout['ROW-0002']?.parents).toEqual(['ROOT_ID', 'GRID_ID']);
  });

  it('keeps a stored layout, appends only the missing charts after it and re-syncs names', () => {
    const stored = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'], parents: ['ROOT_ID'] },
      'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-a'], meta: { background: 'X' } },
      'CHART-a': {
        id: 'CHART-a',
        type: 'CHART',
        children: [],
        meta: { chartId: 1, width: 6, height: 30, sliceName: 'Old name', extra: true },
      },
      HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'Old title' } },
    };
    const layout = buildDashboardLayout({
      positionJson: JSON.stringify(stored),
      charts: [
        { id: 1, sliceName: 'New name' },
        { id: 2, sliceName: 'Second' },
      ],
      dashboardTitle: 'New title',
      idSeed: () => 'r',
    });
    expect(layout.GRID_ID?.children).toEqual(['ROW-a', 'ROW-r']);
    expect(layout['CHART-a']?.meta).toEqual({
      chartId: 1,
      width: 6,
      height: 30,
      sliceName: 'New name',
      extra: true,
    });
    // Parents are rebuilt where they were missing.
    expect(layout['CHART-a']?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-a']);
    expect(layout['ROW-r']?.children).toEqual(['CHART-explore-2-1']);
    expect(layout.HEADER_ID).toEqual(header('New title'));
    expect(layout).not.toHaveProperty('DASHBOARD_VERSION_KEY');
  });

  it('places missing charts in the first top-level tab', () => {
    const stored = topTabsLayout(tab('T1'), tab('T2'));
    const layout = buildDashboardLayout({
      positionJson: stored,
      charts: charts(3),
      dashboardTitle: 'T',
      idSeed: () => 'r',
    });
    expect(layout.T1?.children).toEqual(['ROW-r']);
    expect(layout['CHART-explore-3-1']?.parents).toEqual(['ROOT_ID', 'TOP', 'T1', 'ROW-r']);
    expect(layout.GRID_ID?.children).toEqual([]);
  });

  it('keeps charts it does not know about (deleted charts show a placeholder)', () => {
    const stored = gridLayout(row('R', [chart('X', 99)]));
    const layout = buildDashboardLayout({ positionJson: stored, charts: [], dashboardTitle: 'T' });
    expect(layout.X?.meta.chartId).toBe(99);
  });

  it('gives an auto-placed chart a fresh id when its natural id is taken', () => {
    const stored = gridLayout(row('R', [{ id: 'CHART-explore-5-1', type: 'MARKDOWN', meta: {} }]));
    const layout = buildDashboardLayout({
      positionJson: stored,
      charts: charts(5),
      dashboardTitle: 'T',
    });
    expect(layout['CHART-explore-5-1']?.type).toBe('MARKDOWN');
    expect(layout['CHART-explore-5-1-2']?.meta.chartId).toBe(5);
  });
});

describe('buildDashboardLayout repairs malformed documents', () => {
  const build = (positionJson: unknown) =>
    buildDashboardLayout({ positionJson, charts: [], dashboardTitle: 'T' });

  it('drops unknown types, non-string and dangling children', () => {
    const layout = build({
      ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', children: ['R', 'IFRAME-1', 'missing', 7, null] },
      R: { type: 'ROW', children: [], meta: 'not an object' },
      'IFRAME-1': { type: 'IFRAME', children: [] },
      junk: 'text',
    });
    expect(layout.GRID_ID?.children).toEqual(['R']);
    expect(layout.R?.meta).toEqual({});
    expect(Object.keys(layout).sort()).toEqual(['GRID_ID', 'HEADER_ID', 'R', 'ROOT_ID']);
  });

  it('breaks cycles and keeps a shared child under its first parent only', () => {
    const layout = build({
      ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', children: ['A', 'B'] },
      A: { type: 'ROW', children: ['X', 'A', 'GRID_ID'] },
      B: { type: 'ROW', children: ['X', 'ROOT_ID'] },
      X: { type: 'CHART', children: ['A'], meta: { chartId: 1 } },
    });
    expect(layout.A?.children).toEqual(['X']);
    expect(layout.B?.children).toEqual([]);
    expect(layout.X?.children).toEqual([]);
    expect(layout.X?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'A']);
  });

  it('ignores prototype keys and drops unreachable components', () => {
    const text =
      '{"ROOT_ID":{"type":"ROOT","children":["GRID_ID"]},"GRID_ID":{"type":"GRID","children":["__proto__","constructor"]},' +
      '"__proto__":{"type":"ROW","children":[],"meta":{"polluted":true}},"constructor":{"type":"DIVIDER","children":[]},' +
      '"LOST":{"type":"ROW","children":[]}}';
    const layout = build(text);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(layout)).toBe(Object.prototype);
    expect(layout.GRID_ID?.children).toEqual([]);
    expect(Object.keys(layout).sort()).toEqual(['GRID_ID', 'HEADER_ID', 'ROOT_ID']);
  });

  it('gives a root without children its grid back', () => {
    const layout = build({
      ROOT_ID: { type: 'ROOT', children: [] },
      GRID_ID: { type: 'GRID', children: ['R'] },
      R: { type: 'ROW', children: [] },
    });
    expect(layout.ROOT_ID?.children).toEqual(['GRID_ID']);
    expect(layout.GRID_ID?.children).toEqual(['R']);
    expect(build({ ROOT_ID: { type: 'ROOT', children: [] } }).ROOT_ID?.children).toEqual([
      'GRID_ID',
    ]);
  });

  it(`cuts nesting deeper than ${MAX_LAYOUT_NESTING} levels`, () => {
    const document: Record<string, unknown> = {
      ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', children: ['L0'] },
    };
    for (let level = 0; level < 300; level += 1) {
      document[`L${level}`] = {
        type: level % 2 === 0 ? 'TABS' : 'TAB',
        children: [`L${level + 1}`],
      };
    }
    const layout = build(document);
    // ROOT's children are level 1, so GRID_ID is 1 and L0 is 2.
    expect(layout[`L${MAX_LAYOUT_NESTING - 2}`]).toBeDefined();
    expect(layout[`L${MAX_LAYOUT_NESTING - 1}`]).toBeUndefined();
    expect(layout[`L${MAX_LAYOUT_NESTING - 2}`]?.children).toEqual([]);
  });
});

describe('saving', () => {
  const layout: DashboardLayout = buildDashboardLayout({
    positionJson: null,
    charts: charts(1, 2),
    dashboardTitle: 'Sales',
    idSeed: () => 'r',
  });

  it('adds the version key', () => {
    const saved = serializePositionJson(layout);
    expect(saved.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(saved.GRID_ID).toBe(layout.GRID_ID);
    expect(Object.keys(saved)).toHaveLength(Object.keys(layout).length + 1);
  });

  it('round-trips through JSON', () => {
    const text = JSON.stringify(serializePositionJson(layout));
    expect(
      buildDashboardLayout({ positionJson: text, charts: charts(1, 2), dashboardTitle: 'Sales' }),
    ).toEqual(layout);
  });

  it('lists the chart ids the layout holds, each once, in dashboard order', () => {
    const twice = gridLayout(row('R', [chart('B', 2), chart('A', 1)]), row('S', [chart('C', 2)]));
    expect(chartIdsInLayout(twice)).toEqual([2, 1]);
    expect(chartIdsInLayout(layout)).toEqual([1, 2]);
  });

  it('tells when position_json is over the size limit', () => {
    const size = JSON.stringify(serializePositionJson(layout)).length;
    expect(positionJsonTooLarge(layout)).toBe(false);
    expect(positionJsonTooLarge(layout, size)).toBe(false);
    expect(positionJsonTooLarge(layout, size - 1)).toBe(true);
  });
});

describe('findFirstParentContainer', () => {
  it('is the grid, or the first tab of top-level tabs', () => {
    expect(findFirstParentContainer(getEmptyLayout())).toBe('GRID_ID');
    const withTabs = topTabsLayout(tab('T1'), tab('T2'));
    expect(findFirstParentContainer(withTabs)).toBe('T1');
    expect(findFirstParentContainer({})).toBe('GRID_ID');
  });
});
