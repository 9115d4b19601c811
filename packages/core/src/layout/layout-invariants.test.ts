/**
 * Random sequences of edits, checked after every step for what no edit may break: inputs are
 * never mutated (layouts are frozen), refusals return the same layout, the tree is sound (every
 * child exists, nothing is reachable twice, parents match), rows never overflow, and nesting obeys
 * the parent/child table.
 */
import { describe, expect, it } from 'vitest';
import { detailedWidthOf, totalChildWidth } from './component-width';
import { applyLayoutAction, type LayoutAction } from './layout-actions';
import { chart, column, dynamic, row, tab, tabs, gridLayout } from './layout-test-fixtures';
import type { DashboardLayout, LayoutComponentType } from './layout-types';
import { newComponent } from './new-component';
import { childDepth, isValidChild } from './valid-child';

/** A small seeded generator (mulberry32) so failures can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function deepFreeze(layout: DashboardLayout): DashboardLayout {
  for (const item of Object.values(layout)) {
    Object.freeze(item.children);
    Object.freeze(item.parents);
    Object.freeze(item.meta);
    Object.freeze(item);
  }
  return Object.freeze(layout);
}

function checkInvariants(layout: DashboardLayout): void {
  const seen = new Set<string>();
  const visit = (id: string, parents: string[], depth: number, topLevelTab: boolean) => {
    const item = layout[id];
    expect(item, `missing ${id}`).toBeDefined();
    if (!item) return;
    expect(seen.has(id), `${id} reachable twice`).toBe(false);
    seen.add(id);
    expect(item.parents, `parents of ${id}`).toEqual(parents);
    if (item.type === 'ROW') {
      const { width = 12 } = detailedWidthOf(layout, item, parents.at(-1));
      expect(totalChildWidth(layout, item), `row ${id} overflows`).toBeLessThanOrEqual(width);
    }
    const nextDepth = childDepth(item.type, depth, topLevelTab);
    for (const childId of item.children) {
      const child = layout[childId];
      if (!child) {
        expect.fail(`${id} lists missing child ${childId}`);
      }
      // Links Superset itself makes without checking: tabs' own tabs, rows wrapping drops.
      const unchecked =
        (item.type === 'TABS' && child.type === 'TAB') ||
        ((item.type === 'TAB' || item.type === 'GRID') && child.type === 'ROW');
      if (!unchecked) {
        expect(
          isValidChild(item.type, depth, child.type),
          `${item.type}(${depth}) > ${child.type}`,
        ).toBe(true);
      }
      const childIsTopLevelTab = item.type === 'TABS' && id === layout.ROOT_ID?.children[0];
      visit(childId, [...parents, id], nextDepth, childIsTopLevelTab);
    }
  };
  visit('ROOT_ID', [], 0, false);
  expect(layout.ROOT_ID?.children.length).toBe(1);
}

const PALETTE: LayoutComponentType[] = [
  'CHART',
  'MARKDOWN',
  'COLUMN',
  'ROW',
  'HEADER',
  'DIVIDER',
  'TABS',
  'TAB',
  'DYNAMIC',
];

/** Size of every registered component created with `resizable: false`, as it was created. */
function fixedSizes(layout: DashboardLayout): Map<string, [unknown, unknown]> {
  const sizes = new Map<string, [unknown, unknown]>();
  for (const item of Object.values(layout)) {
    if (item.type === 'DYNAMIC' && item.meta.resizable === false) {
      sizes.set(item.id, [item.meta.width, item.meta.height]);
    }
  }
  return sizes;
}

function randomAction(layout: DashboardLayout, next: () => number, step: number): LayoutAction {
  const ids = Object.keys(layout);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const destination = () => ({ id: pick(ids), index: Math.floor(next() * 4) });
  const kind = next();
  if (kind < 0.35) {
    const type = pick(PALETTE);
    const meta =
      type === 'CHART'
        ? { chartId: step }
        : type === 'DYNAMIC'
          ? { componentKey: `key-${step % 3}`, resizable: next() < 0.5 ? false : undefined }
          : {};
    return {
      type: 'create',
      item: newComponent(type, meta, () => `s${step}`),
      destination: destination(),
    };
  }
  if (kind < 0.7) return { type: 'move', componentId: pick(ids), destination: destination() };
  if (kind < 0.8) return { type: 'delete', componentId: pick(ids) };
  return {
    type: 'resize',
    componentId: pick(ids),
    width: Math.floor(next() * 16) - 2,
    height: Math.floor(next() * 120),
  };
}

describe('layout edits keep the layout sound', () => {
  const start = gridLayout(
    row('R1', [
      chart('A', 1, 4),
      chart('B', 2, 4),
      column('C', 4, [row('CR', [chart('D', 3, 2)])]),
    ]),
    tabs('TS', [tab('T1', [row('TR', [chart('E', 4, 6)])]), tab('T2')]),
    row('R2', [chart('F', 5, 12)]),
    dynamic('DY', 12),
    row('R3', [dynamic('DF', 6, false)]),
  );

  it.each([1, 2, 3, 4, 5, 6])('seed %i: 400 random edits', (seed) => {
    const next = random(seed);
    let layout = deepFreeze(start);
    checkInvariants(layout);
    let applied = 0;
    for (let step = 0; step < 400; step += 1) {
      const action = randomAction(layout, next, step);
      const result = applyLayoutAction(layout, action, {
        idSeed: () => `g${step}`,
        filterScopes: [{ rootPath: ['T1'], excluded: [] }],
      });
      if (result.error) {
        expect(result.layout).toBe(layout);
        continue;
      }
      checkInvariants(result.layout);
      // A component that may not be resized keeps its size through every edit.
      const before = fixedSizes(layout);
      for (const [id, size] of fixedSizes(result.layout)) {
        if (before.has(id)) expect(size, `${id} was resized`).toEqual(before.get(id));
      }
      if (result.layout !== layout) applied += 1;
      layout = deepFreeze(result.layout);
    }
    // The walk must actually exercise the edits, not only refusals.
    expect(applied).toBeGreaterThan(50);
  });
});
