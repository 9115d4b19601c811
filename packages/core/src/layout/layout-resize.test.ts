import { describe, expect, it } from 'vitest';
import { applyLayoutAction } from './layout-actions';
import {
  chart,
  column,
  dynamic,
  markdown,
  row,
  gridLayout,
  withHeader,
} from './layout-test-fixtures';

describe('resize', () => {
  // Row R: A (4) + B (3) + C (2) = 9 of 12; column COL holds a row of 3 + 2 = 5.
  const base = gridLayout(
    row('R', [chart('A', 1, 4), chart('B', 2, 3), chart('C', 3, 2)]),
    row('S', [
      column('COL', 6, [row('CR', [chart('D', 4, 3), chart('E', 5, 2)]), chart('F', 6, 6)]),
    ]),
    row('T', [markdown('M', 4)]),
  );
  const widthAfterResize = (componentId: string, width: number) =>
    applyLayoutAction(base, { type: 'resize', componentId, width }).layout[componentId]?.meta.width;

  it('sets a width that fits', () => {
    const { layout } = applyLayoutAction(base, { type: 'resize', componentId: 'A', width: 6 });
    expect(layout.A?.meta.width).toBe(6);
    expect(layout.A?.meta.height).toBe(50);
  });

  it('clamps the width to what the row has free', () => {
    // 12 - 9 = 3 free, so A can grow from 4 to 7 at most.
    expect(widthAfterResize('A', 11)).toBe(7);
  });

  it('clamps the width to 1..12', () => {
    expect(widthAfterResize('M', 40)).toBe(12);
    expect(widthAfterResize('M', 0)).toBe(1);
    expect(widthAfterResize('M', -3)).toBe(1);
    expect(widthAfterResize('M', 5.6)).toBe(6);
  });

  it('keeps a column at least as wide as its widest row', () => {
    expect(widthAfterResize('COL', 2)).toBe(5);
    expect(widthAfterResize('COL', 9)).toBe(9);
  });

  it('keeps a chart in a column within the column width', () => {
    expect(widthAfterResize('F', 10)).toBe(6);
  });

  it('clamps heights to 5..100 units', () => {
    const resize = (height: number) =>
      applyLayoutAction(base, { type: 'resize', componentId: 'A', height }).layout.A?.meta.height;
    expect(resize(80)).toBe(80);
    expect(resize(2)).toBe(5);
    expect(resize(500)).toBe(100);
    expect(resize(33.4)).toBe(33);
  });

  it('changes nothing when the size is the same, or for components without a size', () => {
    const same = applyLayoutAction(base, {
      type: 'resize',
      componentId: 'A',
      width: 4,
      height: 50,
    });
    expect(same.layout).toBe(base);
    const rowResize = applyLayoutAction(base, { type: 'resize', componentId: 'R', width: 4 });
    expect(rowResize.error).toBe('This component cannot be resized.');
    expect(rowResize.layout).toBe(base);
  });

  it('shares every other component with the previous layout', () => {
    const { layout } = applyLayoutAction(base, { type: 'resize', componentId: 'A', width: 5 });
    expect(layout.B).toBe(base.B);
    expect(layout.R).toBe(base.R);
    expect(layout.A).not.toBe(base.A);
  });
});

describe('updateMeta', () => {
  const base = withHeader(gridLayout(row('R', [chart('A', 1, 4), markdown('M', 4)])));

  it('merges meta, and removes keys set to undefined', () => {
    const named = applyLayoutAction(base, {
      type: 'updateMeta',
      componentId: 'A',
      meta: { sliceNameOverride: 'Renamed' },
    });
    expect(named.layout.A?.meta).toEqual({
      chartId: 1,
      width: 4,
      height: 50,
      sliceNameOverride: 'Renamed',
    });
    const cleared = applyLayoutAction(named.layout, {
      type: 'updateMeta',
      componentId: 'A',
      meta: { sliceNameOverride: undefined },
    });
    expect(cleared.layout.A?.meta).toEqual({ chartId: 1, width: 4, height: 50 });
  });

  it('updates the title holder and markdown code', () => {
    expect(
      applyLayoutAction(base, {
        type: 'updateMeta',
        componentId: 'HEADER_ID',
        meta: { text: 'Revenue' },
      }).layout.HEADER_ID?.meta.text,
    ).toBe('Revenue');
    expect(
      applyLayoutAction(base, { type: 'updateMeta', componentId: 'M', meta: { code: '# Hi' } })
        .layout.M?.meta.code,
    ).toBe('# Hi');
  });

  it('sends width and height through the resize bounds', () => {
    const { layout } = applyLayoutAction(base, {
      type: 'updateMeta',
      componentId: 'A',
      meta: { width: 20, height: 1, background: 'BACKGROUND_WHITE' },
    });
    // 12 - 8 = 4 free: A can reach 8.
    expect(layout.A?.meta).toMatchObject({ width: 8, height: 5, background: 'BACKGROUND_WHITE' });
    expect(
      applyLayoutAction(base, { type: 'updateMeta', componentId: 'R', meta: { width: 3 } }).error,
    ).toBe('This component cannot be resized.');
  });

  it('returns the same layout when nothing changes', () => {
    expect(
      applyLayoutAction(base, { type: 'updateMeta', componentId: 'A', meta: { chartId: 1 } })
        .layout,
    ).toBe(base);
  });

  describe('registered (DYNAMIC) components', () => {
    const layout = gridLayout(dynamic('DY', 12), row('R', [dynamic('DF', 6, false)]));

    it('resize like charts: width within the grid, height in row units', () => {
      const result = applyLayoutAction(layout, {
        type: 'resize',
        componentId: 'DY',
        width: 8,
        height: 30,
      });
      expect(result.error).toBeUndefined();
      expect(result.layout.DY?.meta).toMatchObject({ width: 8, height: 30 });
    });

    it('refuse to resize when their meta says resizable: false', () => {
      const result = applyLayoutAction(layout, { type: 'resize', componentId: 'DF', width: 3 });
      expect(result.error).toBeDefined();
      expect(result.layout).toBe(layout);
      const viaMeta = applyLayoutAction(layout, {
        type: 'updateMeta',
        componentId: 'DF',
        meta: { height: 20 },
      });
      expect(viaMeta.error).toBeDefined();
    });
  });
});
