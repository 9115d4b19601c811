import { describe, expect, it } from 'vitest';
import { savedQuerySqlLabPath, sqlFirstLine } from './savedQueryTypes';

describe('sqlFirstLine', () => {
  it('keeps a one-line query as it is', () => {
    expect(sqlFirstLine('SELECT 1')).toBe('SELECT 1');
  });

  it('takes the first non-blank line and marks that more follows', () => {
    expect(sqlFirstLine('\n  \r\n  SELECT origin,\n  count(*)\nFROM flights')).toBe(
      'SELECT origin, …',
    );
  });

  it('ignores trailing blank lines', () => {
    expect(sqlFirstLine('SELECT 1\n\n   \n')).toBe('SELECT 1');
  });

  it('cuts a long line at the limit', () => {
    // 'SELECT ' (7) + 20 'a' = 27 characters, cut at 10: 'SELECT aaa'.
    expect(sqlFirstLine(`SELECT ${'a'.repeat(20)}`, 10)).toBe('SELECT aaa…');
  });

  it('is empty for blank SQL', () => {
    expect(sqlFirstLine('   \n\t')).toBe('');
  });
});

describe('savedQuerySqlLabPath', () => {
  it('opens SQL Lab on the saved query', () => {
    expect(savedQuerySqlLabPath({ id: 7 })).toBe('/sqllab/?savedQueryId=7');
  });
});
