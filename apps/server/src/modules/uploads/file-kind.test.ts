import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../../test/support/refusal-of';
import { LEGACY_XLS_MESSAGE, checkUploadFile, fileExtension } from './file-kind';
import { decodeText } from './text-decoding';

const parquetBytes = Buffer.concat([
  Buffer.from('PAR1'),
  Buffer.alloc(8),
  Buffer.from([4, 0, 0, 0]),
  Buffer.from('PAR1'),
]);
const zipBytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
const oleBytes = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);

describe('file kind checks', () => {
  it('reads the extension from the last dot of the base name', () => {
    expect(fileExtension('Sales.Q1.CSV')).toBe('csv');
    expect(fileExtension('dir.v2/data')).toBeNull();
    expect(fileExtension('.csv')).toBeNull();
  });

  it('accepts files whose extension and content agree', () => {
    expect(refusalOf(() => checkUploadFile('csv', 'a.tsv', Buffer.from('a\tb\n')))).toBeNull();
    expect(refusalOf(() => checkUploadFile('excel', 'a.xlsx', zipBytes))).toBeNull();
    expect(refusalOf(() => checkUploadFile('columnar', 'a.parquet', parquetBytes))).toBeNull();
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\n', 'utf16le')]);
    expect(refusalOf(() => checkUploadFile('csv', 'a.csv', utf16))).toBeNull();
  });

  it('refuses extensions of another kind with 400 on file', () => {
    expect(refusalOf(() => checkUploadFile('csv', 'a.xlsx', zipBytes))).toEqual({
      status: 400,
      details: { file: ['File extension is not allowed.'] },
    });
    expect(refusalOf(() => checkUploadFile('columnar', 'a.orc', parquetBytes))).toMatchObject({
      status: 400,
    });
  });

  it('refuses content that is not what the name says', () => {
    const problem = (kind: 'csv' | 'excel' | 'columnar', name: string, data: Buffer) =>
      (refusalOf(() => checkUploadFile(kind, name, data)) as { details: { file: string[] } })
        .details.file[0];
    expect(problem('csv', 'a.csv', parquetBytes)).toBe('The file is not a delimited text file.');
    expect(problem('csv', 'a.csv', Buffer.from([0x61, 0, 0x62]))).toBe(
      'The file is not a delimited text file.',
    );
    expect(problem('excel', 'a.xlsx', Buffer.from('a,b'))).toBe(
      'The file is not an Excel workbook.',
    );
    expect(problem('excel', 'a.xls', oleBytes)).toBe(LEGACY_XLS_MESSAGE);
    expect(problem('columnar', 'a.parquet', Buffer.from('PAR1 but no footer'))).toBe(
      'The file is not a Parquet file.',
    );
    expect(problem('csv', 'a.csv', Buffer.alloc(0))).toBe('The file is empty.');
  });
});

describe('text decoding', () => {
  it('reads UTF-8, drops a byte-order mark, and falls back to Windows-1252', () => {
    expect(decodeText(Buffer.from('\uFEFFcafé', 'utf8'))).toBe('café');
    expect(decodeText(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x80]))).toBe('café€');
    const be = Buffer.from([0xfe, 0xff, 0x00, 0x61, 0x00, 0x2c, 0x00, 0x62]);
    expect(decodeText(be)).toBe('a,b');
  });
});
