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
    ).toEqual({
      targetId: 'C2',
      position: 'DROP_RIGHT',
      childDrop: false,
      // After C2 is index 2; C1 leaves index 0 first, so its final index is 1.
      destination: { id: 'R1', index: 1 },
    });
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
    expect(dropAt({ type: 'ROW' }, { x: 600, y: 150 }, 'C2', 'R1', 'GRID_ID', 'ROOT_ID')).toEqual({
      targetId: 'R1',
      position: 'DROP_TOP',
      childDrop: false,
      destination: { id: 'GRID_ID', index: 0 },
    });
  });

  it('appends to the grid when the pointer is in its empty space', () => {
    expect(dropAt({ type: 'CHART' }, { x: 600, y: 900 }, 'GRID_ID', 'ROOT_ID')).toEqual({
      targetId: 'GRID_ID',
      position: 'DROP_BOTTOM',
      childDrop: true,
      destination: { id: 'GRID_ID', index: 2 },
    });
  });

  it('drops into a row between its children, or beside it near its top edge', () => {
    const args = {
      layout,
      draggingType: 'CHART' as const,
      candidates: under('R1', 'GRID_ID', 'ROOT_ID'),
    };
    expect(resolveDrop({ ...args, point: { x: 396, y: 200 } })).toEqual({
      targetId: 'R1',
      position: 'DROP_RIGHT',
      childDrop: true,
      destination: { id: 'R1', index: 2 },
    });
    expect(resolveDrop({ ...args, point: { x: 396, y: 10 } })).toEqual({
      targetId: 'R1',
      position: 'DROP_TOP',
      childDrop: false,
      destination: { id: 'GRID_ID', index: 0 },
    });
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
    ).toEqual({
      targetId: 'H',
      position: 'DROP_BOTTOM',
      childDrop: false,
      destination: { id: 'GRID_ID', index: 2 },
    });
  });
});

describe('indicatorBox', () => {
  const base = { gap: 16, thickness: 4 };

  it('draws a sibling line in the middle of the gutter', () => {
    // Right of C2: 792 + 16 / 2 = 800, a 4 px line centred there.
    expect(
      indicatorBox({ ...base, position: 'DROP_RIGHT', childDrop: false, rect: boxes.C2 as Box }),
    ).toEqual({ left: 798, top: 0, width: 4, height: 400 });
    // Above the header: 416 - 8 = 408.
    expect(
      indicatorBox({ ...base, position: 'DROP_TOP', childDrop: false, rect: boxes.H as Box }),
    ).toEqual({ left: 0, top: 406, width: 1200, height: 4 });
  });

  it('draws a child line after the last child, inside the container', () => {
    // After the header: 460 + 8 = 468, well inside the grid (which ends at 1000).
    expect(
      indicatorBox({
        ...base,
        position: 'DROP_BOTTOM',
        childDrop: true,
        rect: boxes.GRID_ID as Box,
        lastChildRect: boxes.H as Box,
      }),
    ).toEqual({ left: 0, top: 466, width: 1200, height: 4 });
    // A last child flush with the container's end keeps the line inside it: 1000 - 2.
    expect(
      indicatorBox({
        ...base,
        position: 'DROP_BOTTOM',
        childDrop: true,
        rect: boxes.GRID_ID as Box,
        lastChildRect: { top: 900, left: 0, right: 1200, bottom: 1000 },
      }).top,
    ).toBe(996);
  });

  it('draws a child line at the start, or at the far edge when no child is on screen', () => {
    expect(
      indicatorBox({ ...base, position: 'DROP_TOP', childDrop: true, rect: boxes.R1 as Box }),
    ).toEqual({ left: 0, top: 0, width: 1200, height: 4 });
    expect(
      indicatorBox({ ...base, position: 'DROP_RIGHT', childDrop: true, rect: boxes.R1 as Box }),
    ).toEqual({ left: 1196, top: 0, width: 4, height: 400 });
    expect(
      indicatorBox({ ...base, position: 'DROP_LEFT', childDrop: true, rect: boxes.R1 as Box }),
    ).toEqual({ left: 0, top: 0, width: 4, height: 400 });
  });
});
