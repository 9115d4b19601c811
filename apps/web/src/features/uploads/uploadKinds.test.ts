import { describe, expect, it } from 'vitest';
import { acceptAttribute, offeredUploadKinds, uploadKindLabels } from './uploadKinds';

describe('upload kinds', () => {
  it('offers each kind to holders of its can_this_form_get permission only', () => {
    const grants = new Set([
      'can_this_form_get|CsvToDatabaseView',
      'can_this_form_get|ColumnarToDatabaseView',
    ]);
    expect(offeredUploadKinds((p, v) => grants.has(`${p}|${v}`))).toEqual(['csv', 'columnar']);
    expect(offeredUploadKinds(() => false)).toEqual([]);
    expect(offeredUploadKinds(() => true)).toEqual(['csv', 'excel', 'columnar']);
  });

  it("uses Superset's menu labels and titles", () => {
    expect(uploadKindLabels('csv')).toEqual({
      menu: 'Upload CSV to database',
      title: 'CSV Upload',
      file: 'CSV File',
    });
    expect(uploadKindLabels('excel').menu).toBe('Upload Excel to database');
    expect(uploadKindLabels('columnar').menu).toBe('Upload Columnar file to database');
  });

  it('limits the file picker to the extensions the server accepts', () => {
    expect(acceptAttribute('csv')).toBe('.csv,.tsv,.txt');
    expect(acceptAttribute('excel')).toBe('.xls,.xlsx');
    expect(acceptAttribute('columnar')).toBe('.parquet');
  });
});
