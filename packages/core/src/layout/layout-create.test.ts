import { describe, expect, it } from 'vitest';
import { applyLayoutAction } from './layout-actions';
import {
  chart,
  column,
  row,
  sequentialIds,
  tab,
  tabs,
  NO_SPACE,
  expectParentsConsistent,
  newItem,
  gridLayout,
} from './layout-test-fixtures';

describe('create', () => {
  const base = gridLayout(
    row('R', [chart('A', 1, 4), chart('B', 2, 4)]),
    row('FULL', [chart('F', 3, 12)]),
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
    const withTabs = gridLayout(tabs('TS', [tab('T1')]));
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

  it('refuses a drop into a full row with the Superset message', () => {
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
    const nested = gridLayout(row('R1', [column('C1', 6, [row('R2', [column('C2', 3)])])]));
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
    const nested = gridLayout(row('R1', [column('C1', 6)]));
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
