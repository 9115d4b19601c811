import { describe, expect, it } from 'vitest';
import {
  chart,
  grid,
  layoutFrom,
  root,
  row,
  type TreeNode,
} from '@panorama/core/layout/layout-test-fixtures';
import {
  edgeOffsets,
  indicatorBox,
  resolveDrop,
  type Box,
  type DropCandidate,
  type Point,
  type ResolveDropArgs,
  type ResolvedDrop,
} from './dropResolution';

const header = (id: string): TreeNode => ({ id, type: 'HEADER', meta: { text: id } });

// root > grid > [row R1 > [C1, C2], header H]
const layout = layoutFrom(root([grid([row('R1', [chart('C1', 1), chart('C2', 2)]), header('H')])]));

// Boxes as the page would measure them: two 388 px charts 16 px apart, the header below.
const boxes: Record<string, Box> = {
  ROOT_ID: { top: 0, left: 0, right: 1200, bottom: 1000 },
  GRID_ID: { top: 0, left: 0, right: 1200, bottom: 1000 },
  R1: { top: 0, left: 0, right: 1200, bottom: 400 },
  C1: { top: 0, left: 0, right: 388, bottom: 400 },
  C2: { top: 0, left: 404, right: 792, bottom: 400 },
  H: { top: 416, left: 0, right: 1200, bottom: 460 },
};

function under(...ids: string[]): DropCandidate[] {
  return ids.map((id) => ({ id, rect: boxes[id] as Box }));
}

/** The drop of a `type` component (on the dashboard as `id`, when set) at `point` over `path`. */
function dropAt(
  dragging: { type: ResolveDropArgs['draggingType']; id?: string },
  point: Point,
  ...path: string[]
) {
  return resolveDrop({
    layout,
    draggingType: dragging.type,
    draggingId: dragging.id,
    candidates: under(...path),
    point,
  });
}

/** A drop beside `targetId` that lands the dragged component at `index` of `parentId`. */
function besideDrop(
  targetId: string,
  position: ResolvedDrop['position'],
  parentId: string,
  index: number,
): ResolvedDrop {
  return { targetId, position, childDrop: false, destination: { id: parentId, index } };
}

/** A drop into `targetId` itself, at `index` of its children. */
function intoDrop(
  targetId: string,
  position: ResolvedDrop['position'],
  index: number,
): ResolvedDrop {
  return { targetId, position, childDrop: true, destination: { id: targetId, index } };
}

describe('edgeOffsets', () => {
  it('measures the pointer against each edge, negative outside', () => {
    expect(edgeOffsets({ x: 700, y: 150 }, boxes.C2 as Box)).toEqual({
      top: 150,
      right: 92,
      bottom: 250,
      left: 296,
    });
    expect(edgeOffsets({ x: 800, y: 10 }, boxes.C2 as Box).right).toBe(-8);
  });
});

describe('resolveDrop', () => {
  it('puts a moved chart beside the chart it is over, on the nearer side', () => {
    // x = 700 is 92 px from C2's right edge and 296 px from its left one.
    expect(
      dropAt({ type: 'CHART', id: 'C1' }, { x: 700, y: 200 }, 'C2', 'R1', 'GRID_ID', 'ROOT_ID'),
    ).toEqual(
      // After C2 is index 2; C1 leaves index 0 first, so its final index is 1.
      besideDrop('C2', 'DROP_RIGHT', 'R1', 1),
    );
  });

  it('does nothing while the pointer is over the dragged component or inside it', () => {
    expect(
      dropAt({ type: 'CHART', id: 'C1' }, { x: 100, y: 200 }, 'C1', 'R1', 'GRID_ID', 'ROOT_ID'),
    ).toBeNull();
    expect(
      dropAt({ type: 'ROW', id: 'R1' }, { x: 600, y: 200 }, 'C2', 'R1', 'GRID_ID', 'ROOT_ID'),
    ).toBeNull();
  });

  it('skips a component that cannot take the drop and asks the one around it as shallow', () => {
    // A row can go neither in nor beside a chart; the chart's row is then the shallow target,
    // so the pointer's half of it decides (150 px from the top, 250 from the bottom: above).
    expect(dropAt({ type: 'ROW' }, { x: 600, y: 150 }, 'C2', 'R1', 'GRID_ID', 'ROOT_ID')).toEqual(
      besideDrop('R1', 'DROP_TOP', 'GRID_ID', 0),
    );
  });

  it('appends to the grid when the pointer is in its empty space', () => {
    expect(dropAt({ type: 'CHART' }, { x: 600, y: 900 }, 'GRID_ID', 'ROOT_ID')).toEqual(
      intoDrop('GRID_ID', 'DROP_BOTTOM', 2),
    );
  });

  it('drops into a row between its children, or beside it near its top edge', () => {
    const args = {
      layout,
      draggingType: 'CHART' as const,
      candidates: under('R1', 'GRID_ID', 'ROOT_ID'),
    };
    expect(resolveDrop({ ...args, point: { x: 396, y: 200 } })).toEqual(
      intoDrop('R1', 'DROP_RIGHT', 2),
    );
    expect(resolveDrop({ ...args, point: { x: 396, y: 10 } })).toEqual(
      besideDrop('R1', 'DROP_TOP', 'GRID_ID', 0),
    );
  });

  it('finds nothing when no component under the pointer may hold the dragged type', () => {
    expect(
      dropAt({ type: 'TAB' }, { x: 600, y: 150 }, 'C2', 'R1', 'GRID_ID', 'ROOT_ID'),
    ).toBeNull();
  });

  it('ignores boxes of components that are no longer in the layout', () => {
    expect(
      resolveDrop({
        layout,
        draggingType: 'DIVIDER',
        candidates: [{ id: 'GONE', rect: boxes.H as Box }, ...under('H', 'GRID_ID', 'ROOT_ID')],
        point: { x: 600, y: 450 },
      }),
    ).toEqual(besideDrop('H', 'DROP_BOTTOM', 'GRID_ID', 2));
  });
});

describe('indicatorBox', () => {
  /** The line for a drop `beside` or `into` the box `id`, with 16 px gutters and 4 px lines. */
  const line = (
    position: ResolvedDrop['position'],
    kind: 'beside' | 'into',
    id: string,
    lastChildRect?: Box,
  ) =>
    indicatorBox({
      gap: 16,
      thickness: 4,
      position,
      childDrop: kind === 'into',
      rect: boxes[id] as Box,
      lastChildRect,
    });

  it('draws a sibling line in the middle of the gutter', () => {
    // Right of C2: 792 + 16 / 2 = 800, a 4 px line centred there.
    expect(line('DROP_RIGHT', 'beside', 'C2')).toEqual({
      left: 798,
      top: 0,
      width: 4,
      height: 400,
    });
    // Above the header: 416 - 8 = 408.
    expect(line('DROP_TOP', 'beside', 'H')).toEqual({ left: 0, top: 406, width: 1200, height: 4 });
  });

  it('draws a child line after the last child, inside the container', () => {
    // After the header: 460 + 8 = 468, well inside the grid (which ends at 1000).
    expect(line('DROP_BOTTOM', 'into', 'GRID_ID', boxes.H as Box)).toEqual({
      left: 0,
      top: 466,
      width: 1200,
      height: 4,
    });
    // A last child flush with the container's end keeps the line inside it: 1000 - 2.
    expect(
      line('DROP_BOTTOM', 'into', 'GRID_ID', { top: 900, left: 0, right: 1200, bottom: 1000 }).top,
    ).toBe(996);
  });

  it('draws a child line at the start, or at the far edge when no child is on screen', () => {
    expect(line('DROP_TOP', 'into', 'R1')).toEqual({ left: 0, top: 0, width: 1200, height: 4 });
    expect(line('DROP_RIGHT', 'into', 'R1')).toEqual({ left: 1196, top: 0, width: 4, height: 400 });
    expect(line('DROP_LEFT', 'into', 'R1')).toEqual({ left: 0, top: 0, width: 4, height: 400 });
  });
});
