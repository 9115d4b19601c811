/**
 * What an upload refuses, and that a refusal writes nothing: no table in the database, no
 * dataset in the metadata store. Size (413), type (400), permissions and database settings
 * (403), an existing table with `fail` (422), bad values (422); and the database list's
 * `upload_is_enabled` filter the form's database picker uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runList } from '../../rest/list-engine';
import { parseListArgs } from '../../rest/rison-query';
import type { TestApp } from '../../../test/support/test-app';
import {
  FILE_TOO_LARGE,
  NOT_A_PARQUET_FILE,
  SCHEMA_NOT_ALLOWED,
  TABLE_EXISTS,
} from './upload-errors';
import { UPLOAD_IS_ENABLED, uploadIsEnabledFilter } from '../databases/upload-enabled-filter';
import {
  TEST_MAX_FILE_BYTES,
  duckdbRows,
  emptyDuckdb,
  expectCreated,
  ordersParquet,
  post,
  productsXlsx,
  salesCsv,
  csvFile,
  upload,
  uploadCsv,
  uploadApp,
  uploadDatabase,
  type Call,
} from './upload-test-fixtures';

describe('upload refusals', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let gamma: Record<string, string>;
  let duckFile: string;
  let duckId: number;
  let lockedId: number;

  beforeAll(async () => {
    t = await uploadApp();
    admin = await t.adminHeaders();
    gamma = (await t.createUser({ username: 'gamma_upload', roles: ['Gamma'] })).headers;
    duckFile = await emptyDuckdb(t.dataDir, 'target.duckdb');
    await emptyDuckdb(t.dataDir, 'locked.duckdb');
    duckId = await uploadDatabase(t, 'target', 'duckdb:///target.duckdb');
    lockedId = await uploadDatabase(t, 'locked', 'duckdb:///locked.duckdb', {}, false);
  });

  afterAll(async () => {
    await t?.dispose();
  });

  /** The refusal left no table and no dataset behind. */
  async function expectNothingWritten(table: string): Promise<void> {
    const tables = await duckdbRows(
      duckFile,
      `SELECT table_name FROM information_schema.tables WHERE table_name = '${table}'`,
    );
    expect(tables).toEqual([]);
    const datasets = await t.container.store.db
      .selectFrom('datasets')
      .select('id')
      .where('table_name', '=', table)
      .execute();
    expect(datasets).toEqual([]);
  }

  const message = (call: Call) => call.body.message;

  it('refuses a file over the size cap with 413, writing nothing', async () => {
    const big = salesCsv(20_000);
    expect(Buffer.byteLength(big)).toBeGreaterThan(TEST_MAX_FILE_BYTES);
    const refused = await uploadCsv(t, duckId, admin, 'too_big', big);
    expect(refused).toEqual({ status: 413, body: { message: FILE_TOO_LARGE } });
    await expectNothingWritten('too_big');
  });

  it('refuses wrong extensions and content that is not what it claims, writing nothing', async () => {
    const parquet = await ordersParquet(t.dataDir, 5);
    const cases: [Record<string, string>, { filename: string; data: Buffer | string }, string][] = [
      [
        { type: 'csv' },
        { filename: 'data.exe', data: 'a,b\n1,2\n' },
        'File extension is not allowed.',
      ],
      [
        { type: 'csv' },
        { filename: 'data.parquet', data: parquet },
        'File extension is not allowed.',
      ],
      [
        { type: 'csv' },
        { filename: 'data.csv', data: parquet },
        'The file is not a delimited text file.',
      ],
      [
        { type: 'excel' },
        { filename: 'data.xlsx', data: 'a,b\n1,2\n' },
        'The file is not an Excel workbook.',
      ],
      [
        { type: 'columnar' },
        { filename: 'data.parquet', data: await productsXlsx(2) },
        'The file is not a Parquet file.',
      ],
    ];
    for (const [fields, file, problem] of cases) {
      const refused = await upload(t, duckId, admin, { ...fields, table_name: 'wrong_type' }, file);
      expect(refused, file.filename).toEqual({
        status: 400,
        body: { message: { file: [problem] } },
      });
    }
    await expectNothingWritten('wrong_type');
  });

  it('refuses users without the upload permission of the kind', async () => {
    const refused = await uploadCsv(t, duckId, gamma, 'by_gamma', salesCsv(2));
    expect(refused.status).toBe(403);
    await expectNothingWritten('by_gamma');
  });

  it('refuses a database that does not allow uploads, and an unknown one', async () => {
    const refused = await uploadCsv(t, lockedId, admin, 'locked_t', salesCsv(2));
    expect(refused).toEqual({ status: 403, body: { message: SCHEMA_NOT_ALLOWED } });
    const missing = await uploadCsv(t, 99_999, admin, 'nowhere', salesCsv(2));
    expect(missing.status).toBe(404);
  });

  it('refuses bad form fields and table names with 400', async () => {
    const noName = await upload(t, duckId, admin, { type: 'csv' }, csvFile('a.csv', salesCsv(2)));
    expect(noName).toEqual({
      status: 400,
      body: { message: { table_name: ['Missing data for required field.'] } },
    });
    const dotted = await uploadCsv(t, duckId, admin, 'main.x', salesCsv(2));
    expect(message(dotted)).toEqual({
      table_name: ['The table name must not contain a dot: choose the schema in the schema field.'],
    });
    const badType = await upload(
      t,
      duckId,
      admin,
      { type: 'pdf', table_name: 'x' },
      csvFile('a.csv', salesCsv(2)),
    );
    expect(message(badType)).toEqual({ type: ['Must be one of: csv, excel, columnar.'] });
  });

  it('refuses an existing table with fail (422) and leaves it untouched', async () => {
    expectCreated(await uploadCsv(t, duckId, admin, 'kept', salesCsv(4)));
    const again = await uploadCsv(t, duckId, admin, 'kept', salesCsv(50));
    expect(again).toEqual({ status: 422, body: { message: TABLE_EXISTS } });
    const [row] = await duckdbRows(duckFile, 'SELECT count(*) AS n, sum(id) AS s FROM kept');
    expect([Number(row?.n), Number(row?.s)]).toEqual([4, 10]);
  });

  it('refuses values a forced type cannot hold, and unparsable files, writing nothing', async () => {
    const forced = await uploadCsv(t, duckId, admin, 'forced', salesCsv(3), {
      column_data_types: '{"region": "int64"}',
    });
    expect(forced.status).toBe(422);
    expect(message(forced)).toBe(
      "Cannot convert column 'region' to int64. Found 3 error(s):\n" +
        "  • Line 2: 'south' cannot be converted to int64\n" +
        "  • Line 3: 'north' cannot be converted to int64\n" +
        "  • Line 4: 'south' cannot be converted to int64",
    );
    const broken = await uploadCsv(t, duckId, admin, 'forced', 'a,b\n1,"open\n');
    expect(broken).toEqual({
      status: 422,
      body: { message: 'Parsing error: EOF inside string starting at row 2' },
    });
    await expectNothingWritten('forced');
  });

  it('refuses a corrupt Parquet file with a plain message: no temporary path, no SQL, nothing written', async () => {
    const valid = await ordersParquet(t.dataDir, 2000);
    // Intact magic and footer, garbage where the column chunks are: the footer reads, the data does not.
    const damagedPages = Buffer.from(valid);
    damagedPages.fill(0xab, 4, Math.floor(valid.length / 2));
    const noFooter = Buffer.concat([Buffer.from('PAR1'), Buffer.alloc(64, 7), Buffer.from('PAR1')]);
    const uploadOf = (data: Buffer) =>
      upload(
        t,
        duckId,
        admin,
        { type: 'columnar', table_name: 'corrupt_pq' },
        { filename: 'orders.parquet', data },
      );
    const answers: [string, Call][] = [
      ['upload without footer', await uploadOf(noFooter)],
      ['upload with damaged pages', await uploadOf(damagedPages)],
      [
        'columns of a file without footer',
        await post(
          t,
          '/api/v1/database/upload_metadata/',
          admin,
          { type: 'columnar' },
          { file: { filename: 'orders.parquet', data: noFooter } },
        ),
      ],
    ];
    const leaks = [/\/tmp/, /upload/i, /\.parquet/, /read_parquet/i, /\bSELECT\b/i, /\bFROM\b/i];
    for (const [label, answer] of answers) {
      expect(answer, label).toEqual({ status: 422, body: { message: NOT_A_PARQUET_FILE } });
      const text = JSON.stringify(answer.body);
      expect(text, label).not.toContain(t.dataDir);
      for (const leak of leaks) expect(text, label).not.toMatch(leak);
    }
    await expectNothingWritten('corrupt_pq');
  });

  it('offers only databases that allow uploads through upload_is_enabled', async () => {
    const userId = Number(
      (
        await t.container.store.db
          .selectFrom('users')
          .select('id')
          .where('username', '=', 'admin')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const principal = await t.container.security.principalFor(userId, 'bearer', null);
    if (!principal) throw new Error('no admin principal');
    const spec = {
      ...t.container.databases.listSpec,
      namedFilters: {
        ...t.container.databases.listSpec.namedFilters,
        [UPLOAD_IS_ENABLED]: uploadIsEnabledFilter,
      },
    };
    const list = await runList(
      t.container.store.db,
      spec,
      parseListArgs('(filters:!((col:allow_file_upload,opr:upload_is_enabled,value:!t)))'),
      { principal },
    );
    expect(list.result.map((r) => r.database_name)).toEqual(['target']);
  });
});
