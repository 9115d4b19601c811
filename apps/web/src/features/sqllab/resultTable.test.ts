import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../../components/data-table/columnTypes';
import {
  genericTypeOf,
  resultTableColumns,
  resultTsv,
  rowCountMessage,
  vizColumns,
} from './resultTable';
import type { QueryResults } from './sqllabTypes';

const results: QueryResults = {
  columns: [
    { column_name: 'name', name: 'name', type: 'VARCHAR', type_generic: 1, is_dttm: false },
    { column_name: 'total', name: 'total', type: 'BIGINT', type_generic: 0, is_dttm: false },
    { column_name: 'note', name: 'note', type: 'TEXT', type_generic: 1, is_dttm: false },
  ],
  data: [
    { name: 'Ann', total: 12, note: 'says "hi"' },
    { name: 'Bob\tB', total: null, note: 'two\nlines' },
  ],
  displayLimitReached: false,
};

describe('result table', () => {
  it('types columns from database type names', () => {
    expect(genericTypeOf('BIGINT', false, [], 'x')).toBe(GenericDataType.NUMERIC);
    expect(genericTypeOf('DECIMAL(10,2)', false, [], 'x')).toBe(GenericDataType.NUMERIC);
    expect(genericTypeOf('double precision', false, [], 'x')).toBe(GenericDataType.NUMERIC);
    expect(genericTypeOf('TIMESTAMP WITH TIME ZONE', false, [], 'x')).toBe(
      GenericDataType.TEMPORAL,
    );
    expect(genericTypeOf('VARCHAR', true, [], 'x')).toBe(GenericDataType.TEMPORAL);
    expect(genericTypeOf('BOOLEAN', false, [], 'x')).toBe(GenericDataType.BOOLEAN);
    expect(genericTypeOf('VARCHAR(20)', false, [], 'x')).toBe(GenericDataType.STRING);
    expect(genericTypeOf(null, false, [{ x: 3 }], 'x')).toBe(GenericDataType.NUMERIC);
  });

  it('labels headers with name and type', () => {
    expect(resultTableColumns(results).map((c) => c.label)).toEqual([
      'name · VARCHAR',
      'total · BIGINT',
      'note · TEXT',
    ]);
  });

  it('copies as tab-separated text with plain names and quoted awkward cells', () => {
    expect(resultTsv(results)).toBe(
      'name\ttotal\tnote\n' + 'Ann\t12\t"says ""hi"""\n' + '"Bob\tB"\t\t"two\nlines"\n',
    );
  });

  it("says 'N rows returned'", () => {
    expect(rowCountMessage(1)).toEqual({ message: '%s row returned', count: 1 });
    expect(rowCountMessage(0)).toEqual({ message: '%s rows returned', count: 0 });
  });

  it('gives sqllab_viz the columns in both spellings', () => {
    const ds = { column_name: 'ds', name: 'ds', type: 'DATE', type_generic: 2, is_dttm: true };
    expect(vizColumns([ds])).toEqual([
      { name: 'ds', column_name: 'ds', type: 'DATE', is_date: true, is_dttm: true },
    ]);
  });
});
