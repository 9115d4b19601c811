import { describe, expect, it } from 'vitest';
import { applyLayoutAction } from './layout-actions';
import {
  chart,
  column,
  grid,
  layoutFrom,
  root,
  row,
  sequentialIds,
  tab,
  tabs,
  type TreeNode,
} from './layout-test-fixtures';
import type { DashboardLayout, LayoutComponentType } from './layout-types';
import { newComponent } from './new-component';

const NO_SPACE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
const TOP_LEVEL = 'Can not move top level tab into nested tabs';

/** Every reachable component's parents must be its real ancestor chain. */
function expectParentsConsistent(layout: DashboardLayout) {
  const visit = (id: string, parents: string[]) => {
    const item = layout[id];
    expect(item, id).toBeDefined();
    expect(item?.parents, id).toEqual(parents);
    for (const childId of item?.children ?? []) visit(childId, [...parents, id]);
  };
  visit('ROOT_ID', []);
}

const newItem = (type: LayoutComponentType, meta = {}) => newComponent(type, meta, () => 'new');

describe('create', () => {
  const base = layoutFrom(
    root([
      grid([row('R', [chart('A', 1, 4), chart('B', 2, 4)]), row('FULL', [chart('F', 3, 12)])]),
    ]),
  );

  it('inserts a chart into a row at the index, with parents', () => {
    const item = newItem('CHART', { chartId: 9 });
    const { layout, error } = applyLayoutAction(base, {
      type: 'create',
      item,
      destination: { id: 'R', index: 1 },
    });
    expect(error).toBeUndefined();
    expect(layout.R?.children).toEqual(['A', 'CHART-new', 'B']);
    expect(layout['CHART-new']).toEqual({
      id: 'CHART-new',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'R'],
      meta: { width: 4, height: 50, chartId: 9 },
    });
    expectParentsConsistent(layout);
    // The original is untouched (undo keeps it).
    expect(base.R?.children).toEqual(['A', 'B']);
    expect(base['CHART-new']).toBeUndefined();
  });

  it('wraps a chart, column or markdown dropped on the grid in a new row', () => {
    for (const type of ['CHART', 'COLUMN', 'MARKDOWN'] as const) {
      const { layout } = applyLayoutAction(
        base,
        { type: 'create', item: newItem(type), destination: { id: 'GRID_ID', index: 0 } },
        { idSeed: () => 'wrap' },
      );
      expect(layout.GRID_ID?.children).toEqual(['ROW-wrap', 'R', 'FULL']);
      expect(layout['ROW-wrap']?.children).toEqual([`${type}-new`]);
      expect(layout['ROW-wrap']?.meta).toEqual({ background: 'BACKGROUND_TRANSPARENT' });
      expect(layout[`${type}-new`]?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-wrap']);
    }
  });

  it('does not wrap headers, dividers, rows or tabs', () => {
    for (const type of ['HEADER', 'DIVIDER', 'ROW', 'TABS'] as const) {
      const { layout } = applyLayoutAction(
        base,
        { type: 'create', item: newItem(type), destination: { id: 'GRID_ID', index: 2 } },
        { idSeed: () => 'tab' },
      );
      expect(layout.GRID_ID?.children).toEqual(['R', 'FULL', `${type}-new`]);
    }
  });

  it('gives a new TABS one new TAB', () => {
    const { layout } = applyLayoutAction(
      base,
      { type: 'create', item: newItem('TABS'), destination: { id: 'GRID_ID', index: 0 } },
      { idSeed: sequentialIds() },
    );
    expect(layout['TABS-new']?.children).toEqual(['TAB-0001']);
    expect(layout['TAB-0001']).toEqual({
      id: 'TAB-0001',
      type: 'TAB',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'TABS-new'],
      meta: { text: '', defaultText: 'Tab title', placeholder: 'Tab title' },
    });
  });

  it('wraps a chart dropped into a tab in a row too', () => {
    const withTabs = layoutFrom(root([grid([tabs('TS', [tab('T1')])])]));
    const { layout } = applyLayoutAction(
      withTabs,
      { type: 'create', item: newItem('CHART'), destination: { id: 'T1', index: 0 } },
      { idSeed: () => 'w' },
    );
    expect(layout.T1?.children).toEqual(['ROW-w']);
    expect(layout['CHART-new']?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'TS', 'T1', 'ROW-w']);
  });

  it('takes the free width when the whole width does not fit', () => {
    const { layout } = applyLayoutAction(base, {
      type: 'create',
      item: newItem('MARKDOWN', { width: 6 }),
      destination: { id: 'R', index: 2 },
    });
    // Row R has 12 - 8 = 4 free.
    expect(layout['MARKDOWN-new']?.meta.width).toBe(4);
  });

  it('refuses a drop into a full row with the spec message', () => {
    const result = applyLayoutAction(base, {
      type: 'create',
      item: newItem('CHART'),
      destination: { id: 'FULL', index: 0 },
    });
    expect(result.error).toBe(NO_SPACE);
    expect(result.layout).toBe(base);
  });

  it('refuses an invalid parent: a row into a row, anything into a chart, a tab into the grid', () => {
    for (const [type, destination] of [
      ['ROW', 'R'],
      ['HEADER', 'R'],
      ['MARKDOWN', 'A'],
      ['TAB', 'GRID_ID'],
    ] as const) {
      const result = applyLayoutAction(base, {
        type: 'create',
        item: newItem(type),
        destination: { id: destination, index: 0 },
      });
      expect(result.error, `${type} into ${destination}`).toBe(
        'This component cannot be placed here.',
      );
      expect(result.layout).toBe(base);
    }
  });

  it('applies depth limits: a column holds a row at depth 3 but not in a deeper column', () => {
    const nested = layoutFrom(
      root([grid([row('R1', [column('C1', 6, [row('R2', [column('C2', 3)])])])])]),
    );
    // C1 is at depth 3: COLUMN > ROW allowed up to 3.
    expect(
      applyLayoutAction(nested, {
        type: 'create',
        item: newItem('ROW'),
        destination: { id: 'C1', index: 0 },
      }).error,
    ).toBeUndefined();
    // C2 is at depth 5: no rows, but a chart (COLUMN > CHART up to 5) is fine.
    expect(
      applyLayoutAction(nested, {
        type: 'create',
        item: newItem('ROW'),
        destination: { id: 'C2', index: 0 },
      }).error,
    ).toBe('This component cannot be placed here.');
    expect(
      applyLayoutAction(nested, {
        type: 'create',
        item: newItem('CHART'),
        destination: { id: 'C2', index: 0 },
      }).error,
    ).toBeUndefined();
    // R2 is at depth 4: ROW > COLUMN allowed up to 4.
    expect(
      applyLayoutAction(nested, {
        type: 'create',
        item: newItem('COLUMN', { width: 3 }),
        destination: { id: 'R2', index: 1 },
      }).error,
    ).toBeUndefined();
  });

  it('puts tabs in a column (COLUMN > TABS at depth 3) with their first tab', () => {
    const nested = layoutFrom(root([grid([row('R1', [column('C1', 6)])])]));
    const { layout, error } = applyLayoutAction(
      nested,
      { type: 'create', item: newItem('TABS'), destination: { id: 'C1', index: 0 } },
      { idSeed: () => 't' },
    );
    expect(error).toBeUndefined();
    expect(layout['TABS-new']?.children).toEqual(['TAB-t']);
  });

  it('refuses an id already on the dashboard and an unknown destination', () => {
    const again = { ...newItem('CHART'), id: 'A' };
    expect(
      applyLayoutAction(base, { type: 'create', item: again, destination: { id: 'R', index: 0 } })
        .error,
    ).toBe('This component is already on the dashboard.');
    expect(
      applyLayoutAction(base, {
        type: 'create',
        item: newItem('CHART'),
        destination: { id: 'nope', index: 0 },
      }).error,
    ).toBe('This component is no longer on the dashboard.');
    expect(
      applyLayoutAction(base, {
        type: 'create',
        item: newItem('CHART'),
        destination: { id: 'constructor', index: 0 },
      }).error,
    ).toBe('This component is no longer on the dashboard.');
  });

  it('dropping new tabs on ROOT makes them top-level tabs holding the grid content', () => {
    const { layout, error } = applyLayoutAction(
      base,
      { type: 'create', item: newItem('TABS'), destination: { id: 'ROOT_ID', index: 0 } },
      { idSeed: () => 'first' },
    );
    expect(error).toBeUndefined();
    expect(layout.ROOT_ID?.children).toEqual(['TABS-new']);
    expect(layout['TAB-first']?.children).toEqual(['R', 'FULL']);
    expect(layout.GRID_ID?.children).toEqual([]);
    expect(layout.A?.parents).toEqual(['ROOT_ID', 'TABS-new', 'TAB-first', 'R']);
    expectParentsConsistent(layout);
    // Only tabs may go there, and only while there are no top-level tabs.
    const chartOnRoot = applyLayoutAction(base, {
      type: 'create',
      item: newItem('CHART'),
      destination: { id: 'ROOT_ID', index: 0 },
    });
    expect(chartOnRoot.error).toBe('This component cannot be placed here.');
    expect(chartOnRoot.layout).toBe(base);
    const again = applyLayoutAction(layout, {
      type: 'create',
      item: { ...newItem('TABS'), id: 'TABS-second' },
      destination: { id: 'ROOT_ID', index: 0 },
    });
    expect(again.error).toBe('This component cannot be placed here.');
    expect(again.layout).toBe(layout);
  });
});

describe('move', () => {
  const build = (...gridChildren: TreeNode[]) => layoutFrom(root([grid(gridChildren)]));

  it('reorders within a row, the index being the final position', () => {
    const base = build(row('R', [chart('A', 1), chart('B', 2), chart('C', 3)]));
    const { layout } = applyLayoutAction(base, {
      type: 'move',
      componentId: 'A',
      destination: { id: 'R', index: 2 },
    });
    expect(layout.R?.children).toEqual(['B', 'C', 'A']);
    // Widths stay within the same container.
    expect(layout.A?.meta.width).toBe(4);
  });

  it('a move to the same place changes nothing', () => {
    const base = build(row('R', [chart('A', 1), chart('B', 2)]));
    const result = applyLayoutAction(base, {
      type: 'move',
      componentId: 'B',
      destination: { id: 'R', index: 1 },
    });
    expect(result.layout).toBe(base);
    expect(result.error).toBeUndefined();
  });

  it('moves between rows, updating parents and removing the emptied row', () => {
    const base = build(row('R1', [chart('A', 1)]), row('R2', [chart('B', 2)]));
    const { layout } = applyLayoutAction(base, {
      type: 'move',
      componentId: 'A',
      destination: { id: 'R2', index: 0 },
    });
    expect(layout.R2?.children).toEqual(['A', 'B']);
    expect(layout.R1).toBeUndefined();
    expect(layout.GRID_ID?.children).toEqual(['R2']);
    expectParentsConsistent(layout);
  });

  it('keeps parents right for a whole moved subtree', () => {
    const base = build(
      row('R1', [column('C', 4, [row('CR', [chart('A', 1, 2)])]), chart('X', 9)]),
      tabs('TS', [tab('T1', [row('TR', [chart('B', 2)])])]),
    );
    const { layout, error } = applyLayoutAction(base, {
      type: 'move',
      componentId: 'C',
      destination: { id: 'TR', index: 1 },
    });
    expect(error).toBeUndefined();
    expect(layout.A?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'TS', 'T1', 'TR', 'C', 'CR']);
    expectParentsConsistent(layout);
  });

  it('wraps a chart moved onto the grid in a new row', () => {
    const base = build(row('R', [chart('A', 1), chart('B', 2)]));
    const { layout } = applyLayoutAction(
      base,
      { type: 'move', componentId: 'B', destination: { id: 'GRID_ID', index: 1 } },
      { idSeed: () => 'n' },
    );
    expect(layout.GRID_ID?.children).toEqual(['R', 'ROW-n']);
    expect(layout['ROW-n']?.children).toEqual(['B']);
    expect(layout.B?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-n']);
  });

  it('refuses a drop into itself or a descendant', () => {
    const base = build(row('R', [column('C', 6, [row('CR', [chart('A', 1)])])]));
    for (const destination of ['C', 'CR']) {
      const result = applyLayoutAction(base, {
        type: 'move',
        componentId: 'C',
        destination: { id: destination, index: 0 },
      });
      expect(result.error).toBe('This component cannot be placed here.');
      expect(result.layout).toBe(base);
    }
  });

  it('refuses an invalid parent', () => {
    const base = build(row('R', [chart('A', 1)]), row('S', [chart('B', 2)]));
    expect(
      applyLayoutAction(base, {
        type: 'move',
        componentId: 'S',
        destination: { id: 'R', index: 0 },
      }).error,
    ).toBe('This component cannot be placed here.');
  });

  it('refuses to carry nesting deeper than the table allows', () => {
    // Column C holds a row; dropped into row R2 (depth 4) it would sit at 5 and hold a row.
    const base = build(
      row('R1', [column('OUT', 8, [row('R2', [chart('Z', 5, 2)])])]),
      row('R3', [column('C', 2, [row('CR', [chart('A', 1, 2)])])]),
    );
    const result = applyLayoutAction(base, {
      type: 'move',
      componentId: 'C',
      destination: { id: 'R2', index: 1 },
    });
    expect(result.error).toBe('This component cannot be placed here.');
    // An empty column is fine there (ROW > COLUMN up to depth 4).
    const empty = build(
      row('R1', [column('OUT', 8, [row('R2', [chart('Z', 5, 2)])])]),
      row('R3', [column('C', 2)]),
    );
    expect(
      applyLayoutAction(empty, {
        type: 'move',
        componentId: 'C',
        destination: { id: 'R2', index: 1 },
      }).error,
    ).toBeUndefined();
  });

  it('refuses a move without room and shrinks one with some room', () => {
    const base = build(
      row('R1', [chart('A', 1, 6)]),
      row('R2', [chart('B', 2, 9)]),
      row('FULL', [chart('F', 3, 12)]),
    );
    const refused = applyLayoutAction(base, {
      type: 'move',
      componentId: 'A',
      destination: { id: 'FULL', index: 0 },
    });
    expect(refused.error).toBe(NO_SPACE);
    expect(refused.layout).toBe(base);
    const shrunk = applyLayoutAction(base, {
      type: 'move',
      componentId: 'A',
      destination: { id: 'R2', index: 1 },
    });
    expect(shrunk.layout.A?.meta.width).toBe(3);
    expect(shrunk.layout.R1).toBeUndefined();
  });

  it('refuses a row whose charts do not fit the column it is moved into', () => {
    const base = build(
      row('WIDE', [chart('A', 1, 5), chart('B', 2, 3)]),
      row('S', [column('NARROW', 4), column('ROOMY', 8)]),
    );
    const refused = applyLayoutAction(base, {
      type: 'move',
      componentId: 'WIDE',
      destination: { id: 'NARROW', index: 0 },
    });
    expect(refused.error).toBe(NO_SPACE);
    expect(refused.layout).toBe(base);
    const fits = applyLayoutAction(base, {
      type: 'move',
      componentId: 'WIDE',
      destination: { id: 'ROOMY', index: 0 },
    });
    expect(fits.error).toBeUndefined();
    expect(fits.layout.ROOMY?.children).toEqual(['WIDE']);
    // A row takes its width from its column; it stores none of its own.
    expect(fits.layout.WIDE?.meta).toEqual({});
  });

  it('removes emptied containers recursively up: a row, then its tabs', () => {
    // Moving the only TAB of TS out leaves TS empty; moving its last chart empties the row.
    const base = build(
      tabs('TS', [tab('T1', [row('TR', [chart('A', 1)])])]),
      tabs('OTHER', [tab('T2')]),
      row('R', [chart('B', 2)]),
    );
    const movedTab = applyLayoutAction(base, {
      type: 'move',
      componentId: 'T1',
      destination: { id: 'OTHER', index: 1 },
    });
    expect(movedTab.error).toBeUndefined();
    expect(movedTab.layout.TS).toBeUndefined();
    expect(movedTab.layout.GRID_ID?.children).toEqual(['OTHER', 'R']);
    expect(movedTab.layout.OTHER?.children).toEqual(['T2', 'T1']);
    const movedChart = applyLayoutAction(base, {
      type: 'move',
      componentId: 'A',
      destination: { id: 'R', index: 0 },
    });
    expect(movedChart.layout.TR).toBeUndefined();
    // The tab stays: only rows and tabs containers go.
    expect(movedChart.layout.T1?.children).toEqual([]);
  });

  it('keeps an emptied column', () => {
    const base = build(row('R', [column('C', 4, [chart('A', 1)]), chart('B', 2)]));
    const { layout } = applyLayoutAction(base, {
      type: 'move',
      componentId: 'A',
      destination: { id: 'R', index: 2 },
    });
    expect(layout.C?.children).toEqual([]);
    expect(layout.R?.children).toEqual(['C', 'B', 'A']);
  });

  it('never moves ROOT, GRID or HEADER_ID', () => {
    const base = {
      ...build(row('R', [chart('A', 1)])),
      HEADER_ID: { id: 'HEADER_ID', type: 'HEADER' as const, children: [], meta: { text: 'T' } },
    };
    for (const componentId of ['ROOT_ID', 'GRID_ID', 'HEADER_ID']) {
      const result = applyLayoutAction(base, {
        type: 'move',
        componentId,
        destination: { id: 'R', index: 0 },
      });
      expect(result.error).toBe('This component cannot be moved or deleted.');
      expect(result.layout).toBe(base);
    }
  });
});

describe('top-level tabs', () => {
  const base = layoutFrom(
    root([
      tabs('TOP', [
        tab('T1', [tabs('NESTED', [tab('N1', [row('NR', [chart('A', 1)])])])]),
        tab('T2', [row('R2', [chart('B', 2)])]),
      ]),
    ]),
    grid(),
  );

  it('refuses moving a top-level tab into nested tabs, with the spec message', () => {
    const result = applyLayoutAction(base, {
      type: 'move',
      componentId: 'T2',
      destination: { id: 'NESTED', index: 1 },
    });
    expect(result.error).toBe(TOP_LEVEL);
    expect(result.layout).toBe(base);
  });

  it('refuses moving the top-level tabs themselves into a tab', () => {
    const result = applyLayoutAction(base, {
      type: 'move',
      componentId: 'TOP',
      destination: { id: 'N1', index: 0 },
    });
    expect(result.error).toBe(TOP_LEVEL);
  });

  it('still reorders top-level tabs among themselves', () => {
    const { layout, error } = applyLayoutAction(base, {
      type: 'move',
      componentId: 'T2',
      destination: { id: 'TOP', index: 0 },
    });
    expect(error).toBeUndefined();
    expect(layout.TOP?.children).toEqual(['T2', 'T1']);
  });

  it('lets a nested tab move up into the top-level tabs', () => {
    const { layout, error } = applyLayoutAction(base, {
      type: 'move',
      componentId: 'N1',
      destination: { id: 'TOP', index: 2 },
    });
    expect(error).toBeUndefined();
    expect(layout.TOP?.children).toEqual(['T1', 'T2', 'N1']);
    expect(layout.NESTED).toBeUndefined();
    expect(layout.T1?.children).toEqual([]);
    expect(layout.A?.parents).toEqual(['ROOT_ID', 'TOP', 'N1', 'NR']);
  });

  it('moving tabs from the grid to ROOT makes them top-level and takes in the grid', () => {
    const flat = layoutFrom(
      root([
        grid([row('R', [chart('A', 1)]), tabs('TS', [tab('T1', [row('TR', [chart('B', 2)])])])]),
      ]),
    );
    const { layout, error } = applyLayoutAction(flat, {
      type: 'move',
      componentId: 'TS',
      destination: { id: 'ROOT_ID', index: 0 },
    });
    expect(error).toBeUndefined();
    expect(layout.ROOT_ID?.children).toEqual(['TS']);
    expect(layout.T1?.children).toEqual(['TR', 'R']);
    expect(layout.GRID_ID?.children).toEqual([]);
    expectParentsConsistent(layout);
  });
});

describe('filter scope warning', () => {
  const WARNING = 'This chart has been moved to a different filter scope.';
  const base = layoutFrom(
    root([
      tabs('TOP', [
        tab('T1', [row('R1', [chart('A', 1), chart('B', 2)])]),
        tab('T2', [row('R2', [chart('C', 3)])]),
      ]),
    ]),
    grid(),
  );
  const scopeT1 = { rootPath: ['T1'], excluded: [] };

  it('warns when a chart leaves a filter scope', () => {
    const result = applyLayoutAction(
      base,
      { type: 'move', componentId: 'A', destination: { id: 'R2', index: 0 } },
      { filterScopes: [scopeT1] },
    );
    expect(result.warning).toBe(WARNING);
    expect(result.layout.R2?.children).toEqual(['A', 'C']);
  });

  it('warns when a chart enters a filter scope', () => {
    const result = applyLayoutAction(
      base,
      { type: 'move', componentId: 'C', destination: { id: 'R1', index: 2 } },
      { filterScopes: [{ rootPath: ['ROOT_ID'], excluded: [3] }, scopeT1] },
    );
    expect(result.warning).toBe(WARNING);
  });

  it('is quiet when membership does not change', () => {
    // Within T1, and under a ROOT-wide scope, nothing changes.
    expect(
      applyLayoutAction(
        base,
        { type: 'move', componentId: 'B', destination: { id: 'R1', index: 0 } },
        { filterScopes: [scopeT1] },
      ).warning,
    ).toBeUndefined();
    expect(
      applyLayoutAction(
        base,
        { type: 'move', componentId: 'A', destination: { id: 'R2', index: 0 } },
        { filterScopes: [{ rootPath: ['ROOT_ID'], excluded: [] }] },
      ).warning,
    ).toBeUndefined();
    // An excluded chart stays out of scope wherever it goes.
    expect(
      applyLayoutAction(
        base,
        { type: 'move', componentId: 'A', destination: { id: 'R2', index: 0 } },
        { filterScopes: [{ rootPath: ['T1'], excluded: [1] }] },
      ).warning,
    ).toBeUndefined();
    // No scopes given: no warning.
    expect(
      applyLayoutAction(base, {
        type: 'move',
        componentId: 'A',
        destination: { id: 'R2', index: 0 },
      }).warning,
    ).toBeUndefined();
  });

  it('warns for charts carried inside a moved container', () => {
    const result = applyLayoutAction(
      base,
      { type: 'move', componentId: 'R1', destination: { id: 'T2', index: 1 } },
      { filterScopes: [scopeT1] },
    );
    expect(result.error).toBeUndefined();
    expect(result.layout.T2?.children).toEqual(['R2', 'R1']);
    expect(result.warning).toBe(WARNING);
  });
});
