/**
 * Helpers for the post-processing unit tests: build frames from compact literals, run rules,
 * read a column back, and assert Superset's error texts.
 */
import { expect } from 'vitest';
import { applyPostProcessing } from './apply-post-processing';
import type { Frame, GenericType } from './frame';

/** Midnight UTC (or the given time) of an ISO date, computed with Date.UTC, not the code under test. */
export function utc(iso: string): number {
  const [date, time = '00:00'] = iso.split('T');
  const [y, m, d] = (date as string).split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm);
}

/** A frame from its columns (name to type, in order) and its rows as arrays in that order. */
export function frameOf(columns: Record<string, GenericType>, rows: unknown[][]): Frame {
  const names = Object.keys(columns);
  return {
    columns: names.map((name) => ({ name, type: columns[name] ?? null })),
    rows: rows.map((row) => Object.fromEntries(names.map((name, i) => [name, row[i]]))),
  };
}

export type Rule = { operation: string; options?: Record<string, unknown> };

export function run(frame: Frame, ...rules: Rule[]): Frame {
  return applyPostProcessing(frame, rules);
}

export function values(frame: Frame, name: string): unknown[] {
  expect(frame.columns.map((c) => c.name)).toContain(name);
  return frame.rows.map((row) => row[name]);
}

export function names(frame: Frame): string[] {
  return frame.columns.map((c) => c.name);
}

/** Compares numbers to 12 significant digits, other values exactly. */
export function expectClose(actual: unknown[], expected: unknown[]): void {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((e, i) => {
    const a = actual[i];
    if (typeof e === 'number' && typeof a === 'number') {
      expect(Math.abs(a - e)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(e)));
    } else {
      expect(a).toEqual(e);
    }
  });
}

export function expectError(action: () => unknown, message: string): void {
  let caught: unknown;
  try {
    action();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(Error);
  expect((caught as Error).message).toBe(message);
  expect((caught as { status?: number }).status).toBe(400);
}
