import { describe, expect, it } from 'vitest';
import type { DatasourceColumn } from '../../../models/datasourceTypes';
import { testColumn } from '../../../testing/testDatasource';
import {
  canSaveColumn,
  columnDisplayLabel,
  columnDraftFrom,
  columnFromDraft,
  columnPopoverDefaultTab,
  hasColumnNamed,
  splitColumns,
} from './columnOptions';

function column(name: string, extra: Partial<DatasourceColumn> = {}): DatasourceColumn {
  return testColumn({ column_name: name, ...extra });
}
const origin = column('origin', { verbose_name: 'Origin airport' });
const late = column('late', { expression: 'delay > 15' });
const columns = [origin, late, column('dest')];

describe('column zone values', () => {
  it('labels columns by verbose name and adhoc columns by label or SQL', () => {
    expect(columnDisplayLabel('origin', columns)).toBe('Origin airport');
    expect(columnDisplayLabel('gone', columns)).toBe('gone');
    expect(columnDisplayLabel({ sqlExpression: 'a + b', label: 'Sum' }, columns)).toBe('Sum');
    expect(columnDisplayLabel({ sqlExpression: 'a + b' }, columns)).toBe('a + b');
  });

  it('splits calculated (Saved) from physical (Simple) columns', () => {
    const { saved, simple } = splitColumns(columns);
    expect(saved.map((c) => c.column_name)).toEqual(['late']);
    expect(simple.map((c) => c.column_name)).toEqual(['origin', 'dest']);
  });

  it('opens on the edited column’s tab, a new column on Saved when there are any', () => {
    expect(columnPopoverDefaultTab(columnDraftFrom('late'), columns)).toBe('saved');
    expect(columnPopoverDefaultTab(columnDraftFrom('origin'), columns)).toBe('simple');
    expect(columnPopoverDefaultTab(columnDraftFrom({ sqlExpression: 'x' }), columns)).toBe(
      'sqlExpression',
    );
    expect(columnPopoverDefaultTab(columnDraftFrom(null), columns)).toBe('saved');
    expect(columnPopoverDefaultTab(columnDraftFrom(null), [origin])).toBe('simple');
  });

  it('writes a name or an adhoc SQL column labelled by its title or SQL', () => {
    expect(columnFromDraft({ columnName: 'origin', sqlExpression: '', label: '' }, 'simple')).toBe(
      'origin',
    );
    expect(
      columnFromDraft({ columnName: null, sqlExpression: ' a + b ', label: '' }, 'sqlExpression'),
    ).toEqual({ sqlExpression: 'a + b', label: 'a + b', expressionType: 'SQL' });
    expect(
      columnFromDraft(
        { columnName: null, sqlExpression: 'a + b', label: 'Total' },
        'sqlExpression',
      ),
    ).toEqual({ sqlExpression: 'a + b', label: 'Total', expressionType: 'SQL' });
    expect(
      columnFromDraft({ columnName: 'x', sqlExpression: ' ', label: '' }, 'sqlExpression'),
    ).toBeNull();
  });

  it('keeps a custom title when editing an adhoc column', () => {
    expect(columnDraftFrom({ sqlExpression: 'a', label: 'A' }).label).toBe('A');
    expect(columnDraftFrom({ sqlExpression: 'a', label: 'a' }).label).toBe('');
  });

  it('enables Save only for a usable, changed value', () => {
    expect(canSaveColumn(null, columnDraftFrom('origin'), 'simple')).toBe(true);
    expect(canSaveColumn('origin', columnDraftFrom('origin'), 'simple')).toBe(false);
    expect(canSaveColumn('origin', columnDraftFrom(null), 'simple')).toBe(false);
    const adhoc = { sqlExpression: 'a', label: 'a', expressionType: 'SQL' as const };
    expect(canSaveColumn(adhoc, columnDraftFrom(adhoc), 'sqlExpression')).toBe(false);
    expect(
      canSaveColumn(adhoc, { ...columnDraftFrom(adhoc), label: 'Renamed' }, 'sqlExpression'),
    ).toBe(true);
  });

  it('detects a column already in the zone', () => {
    expect(hasColumnNamed(['origin', { sqlExpression: 'dest' }], 'origin')).toBe(true);
    expect(hasColumnNamed(['origin', { sqlExpression: 'dest' }], 'dest')).toBe(false);
  });
});
