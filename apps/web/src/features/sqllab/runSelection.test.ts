import { describe, expect, it } from 'vitest';
import { hasSelection, sqlToRun } from './runSelection';

const doc = 'SELECT 1;\n\nSELECT name FROM t;\n';

describe('run or run selection', () => {
  it('runs the whole text when nothing is selected', () => {
    expect(sqlToRun(doc, { from: 3, to: 3 })).toEqual({ sql: doc.trim(), isSelection: false });
    expect(sqlToRun(doc)).toEqual({ sql: doc.trim(), isSelection: false });
  });

  it('runs only the selected text, whichever way it was selected', () => {
    const from = doc.indexOf('SELECT name');
    const to = doc.indexOf(';', from);
    expect(sqlToRun(doc, { from, to })).toEqual({ sql: 'SELECT name FROM t', isSelection: true });
    expect(sqlToRun(doc, { from: to, to: from })).toEqual({
      sql: 'SELECT name FROM t',
      isSelection: true,
    });
  });

  it('falls back to the whole text when the selection is blank, and runs nothing when empty', () => {
    expect(sqlToRun(doc, { from: 9, to: 11 })).toEqual({ sql: doc.trim(), isSelection: false });
    expect(sqlToRun('  \n ')).toBeNull();
    expect(hasSelection({ from: 2, to: 2 })).toBe(false);
    expect(hasSelection(null)).toBe(false);
  });
});
