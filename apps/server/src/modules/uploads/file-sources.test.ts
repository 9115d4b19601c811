/**
 * The three readers on real files: a CSV string, an XLSX workbook written with exceljs and a
 * Parquet file written by DuckDB, each planned (types) and read back (values).
 */
import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yazl from 'yazl';
import { afterAll, describe, expect, it } from 'vitest';
import { planColumns } from './column-plan';
import type { BindValue } from './column-types';
import { csvMetadata, openCsvSource } from './csv-source';
import { excelMetadata, openExcelSource } from './excel-source';
import { openParquetSource, parquetMetadata } from './parquet-source';
import { NOT_A_PARQUET_FILE } from './upload-errors';
import { parseMetadataOptions } from './upload-options';
import type { TabularSource } from './upload-types';
import { checkXlsxArchive } from './xlsx-archive-check';

// The reader options of an upload form that sets none of them.
const { options } = parseMetadataOptions(new Map(), 'csv');
const MAX_CELLS = 1_000_000;

async function readAll(source: TabularSource, readOptions = options) {
  const plan = await planColumns(source, readOptions, MAX_CELLS);
  const rows: BindValue[][] = [];
  for await (const row of source.scan()) rows.push(plan.convertRow(row.cells, row.line));
  await source.close();
  return { columns: plan.columns, rows };
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('CSV source', () => {
  it('infers types and converts values, with dates parsed where asked', async () => {
    const csv = [
      'id;amount;paid;day;note',
      '1;10,5;True;05/03/2024;a',
      '2;;False;06/03/2024;NA',
      '3;-2;true;07/03/2024;c',
    ].join('\r\n');
    const readOptions = {
      ...options,
      delimiter: ';',
      decimalCharacter: ',',
      columnDates: ['day'],
      dayFirst: true,
    };
    const { columns, rows } = await readAll(
      openCsvSource(Buffer.from(csv), readOptions),
      readOptions,
    );
    expect(columns).toEqual([
      { name: 'id', type: 'integer' },
      { name: 'amount', type: 'float' },
      { name: 'paid', type: 'boolean' },
      { name: 'day', type: 'timestamp' },
      { name: 'note', type: 'text' },
    ]);
    expect(rows).toEqual([
      [1, 10.5, true, '2024-03-05 00:00:00.000', 'a'],
      [2, null, false, '2024-03-06 00:00:00.000', null],
      [3, -2, true, '2024-03-07 00:00:00.000', 'c'],
    ]);
  });

  it('reports every value a forced dtype refuses, with its line', async () => {
    const csv = 'id,age\n1,30\n2,x\n3,40\n';
    const readOptions = { ...options, columnDataTypes: { age: 'int64' } };
    await expect(
      readAll(openCsvSource(Buffer.from(csv), readOptions), readOptions),
    ).rejects.toThrow(
      "Cannot convert column 'age' to int64. Found 1 error(s):\n  • Line 3: 'x' cannot be converted to int64",
    );
  });

  it('refuses a file past the cap on values before anything is written', async () => {
    const csv = `a,b\n${'1,2\n'.repeat(6)}`;
    const source = openCsvSource(Buffer.from(csv), options);
    await expect(planColumns(source, options, 10)).rejects.toThrow(
      'The file has more than 10 values, the most an upload may hold.',
    );
  });

  it('names the columns for the form from the header row', () => {
    const csv = 'title\nid,name,name\n1,a,b\n';
    expect(csvMetadata(Buffer.from(csv), { ...options, headerRow: 1 })).toEqual([
      { sheet_name: null, column_names: ['id', 'name', 'name.1'] },
    ]);
  });
});

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sales = book.addWorksheet('Sales');
  sales.addRow(['region', 'units', 'price', 'when', 'flag']);
  sales.addRow(['north', 3, 2.5, new Date(Date.UTC(2024, 0, 2)), true]);
  sales.addRow([{ richText: [{ text: 'so' }, { text: 'uth' }] }, 4, 1.25, null, false]);
  sales.addRow(['east', { formula: '1+6', result: 7 }, { error: '#N/A' }, null, true]);
  const other = book.addWorksheet('Other');
  other.addRow(['x', 'y']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('Excel source', () => {
  it('reads the first sheet with typed cells, formulas, rich text and error cells', async () => {
    const { columns, rows } = await readAll(await openExcelSource(await workbook(), options));
    expect(columns.map((c) => c.type)).toEqual([
      'text',
      'integer',
      'float',
      'timestamp',
      'boolean',
    ]);
    expect(rows).toEqual([
      ['north', 3, 2.5, '2024-01-02 00:00:00.000', true],
      ['south', 4, 1.25, null, false],
      ['east', 7, null, null, true],
    ]);
    const units = rows.reduce((sum, row) => sum + Number(row[1]), 0);
    expect(units).toBe(3 + 4 + 7);
  });

  it('reads the named sheet and lists every sheet for the form', async () => {
    const data = await workbook();
    const source = await openExcelSource(data, { ...options, sheetName: 'Other' });
    expect(source.columns).toEqual(['x', 'y']);
    await expect(openExcelSource(data, { ...options, sheetName: 'Nope' })).rejects.toThrow(
      "Parsing error: Worksheet named 'Nope' not found",
    );
    expect(await excelMetadata(data, options)).toEqual([
      { sheet_name: 'Sales', column_names: ['region', 'units', 'price', 'when', 'flag'] },
      { sheet_name: 'Other', column_names: ['x', 'y'] },
    ]);
  });

  it('refuses an archive that inflates past the limit, without parsing it', async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.alloc(4 * 1024 * 1024, 0x41), 'xl/worksheets/sheet1.xml');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const bomb = Buffer.concat(chunks);
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(
      checkXlsxArchive(bomb, { maxEntries: 10, maxTotalBytes: 1024 * 1024, maxRatio: 1e9 }),
    ).rejects.toThrow('The workbook is too large to read: its contents inflate past 1 MB.');
    await expect(
      checkXlsxArchive(bomb, { maxEntries: 10, maxTotalBytes: 1e9, maxRatio: 100 }),
    ).rejects.toThrow('The workbook is too large to read');
  });
});

async function parquetFile(): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-upload-test-'));
  tempDirs.push(dir);
  const file = path.join(dir, 'data.parquet');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`COPY (
      SELECT i AS id, i * 1.5 AS score, 'name ' || i AS label, i % 2 = 0 AS even,
             DATE '2024-01-01' + i::INTEGER AS day, TIME '01:02:03' AS at
      FROM range(1, 1001) t(i)
    ) TO '${file}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
  return fs.readFileSync(file);
}

describe('Parquet source', () => {
  it('keeps the file’s types, reads TIME as text, and every row', async () => {
    const data = await parquetFile();
    const { columns, rows } = await readAll(await openParquetSource(data, options, MAX_CELLS));
    expect(columns).toEqual([
      { name: 'id', type: 'integer' },
      { name: 'score', type: 'float' },
      { name: 'label', type: 'text' },
      { name: 'even', type: 'boolean' },
      { name: 'day', type: 'date' },
      { name: 'at', type: 'text' },
    ]);
    expect(rows).toHaveLength(1000);
    expect(rows[0]).toEqual([1, 1.5, 'name 1', false, '2024-01-02', '01:02:03']);
    const sum = rows.reduce((total, row) => total + Number(row[0]), 0);
    expect(sum).toBe((1000 * 1001) / 2);
    expect(await parquetMetadata(data)).toEqual([
      { sheet_name: null, column_names: ['id', 'score', 'label', 'even', 'day', 'at'] },
    ]);
  });

  it('refuses a file holding more values than the cap from its metadata', async () => {
    const data = await parquetFile();
    await expect(openParquetSource(data, options, 5000)).rejects.toThrow(
      'The file has more than 5,000 values',
    );
  });

  it('reports a damaged file as not a valid Parquet file, the engine detail kept as the cause', async () => {
    const data = await parquetFile();
    const damaged = Buffer.concat([data.subarray(0, 4), Buffer.alloc(64), data.subarray(-8)]);
    const refusal = await openParquetSource(damaged, options, MAX_CELLS).catch(
      (err: unknown) => err,
    );
    expect(refusal).toMatchObject({ status: 422, message: NOT_A_PARQUET_FILE });
    expect(String((refusal as Error).cause)).toContain('upload.parquet');
  });
});
