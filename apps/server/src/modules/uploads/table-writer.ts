/**
 * Writes an upload's rows into its table with pandas' `if_exists` semantics: `fail` refuses an
 * existing table, `replace` drops and recreates it, `append` adds rows to it (creating it when it
 * is not there), and a missing table is created in every case.
 *
 * Nothing reaches the target table half-done:
 * - embedded engines write inside one transaction (drop, create, insert, commit);
 * - network engines, written statement by statement, fill a staging table next to the target and
 *   only then swap it in (rename, or one INSERT ... SELECT for an append), so a failure midway
 *   leaves the target as it was and the staging table is dropped.
 * Engine errors become 422 "upload failed" answers carrying the engine's message.
 */
import crypto from 'node:crypto';
import { isAppError } from '@panorama/core/errors/app-error';
import type { UploadColumn } from './column-plan';
import type { BindValue } from './column-types';
import { stagingTableName } from './identifier-rules';
import type { TableSink } from './table-sinks';
import { createTableSql } from './upload-dialects';
import { tableExists, uploadFailed } from './upload-errors';
import type { ExistsPolicy } from './upload-types';

export interface WritePlan {
  schema: string;
  table: string;
  columns: UploadColumn[];
  policy: ExistsPolicy;
  /** The converted rows, in batches. */
  batches: AsyncIterable<BindValue[][]>;
}

async function insertAll(
  sink: TableSink,
  plan: WritePlan,
  table: string,
  names: string[],
): Promise<void> {
  for await (const batch of plan.batches) {
    if (batch.length > 0) await sink.insertRows(plan.schema, table, names, batch);
  }
}

async function checkAppendColumns(sink: TableSink, plan: WritePlan): Promise<void> {
  const existing = new Set(await sink.tableColumns(plan.schema, plan.table));
  const missing = plan.columns.map((c) => c.name).filter((name) => !existing.has(name));
  if (missing.length > 0)
    throw uploadFailed(
      `The table has no column named '${missing.join("', '")}'. Appending needs every column of the file to exist in the table.`,
    );
}

async function writeInTransaction(sink: TableSink, plan: WritePlan): Promise<void> {
  const { dialect } = sink;
  const names = plan.columns.map((c) => c.name);
  await sink.transaction(async () => {
    const exists = await sink.tableExists(plan.schema, plan.table);
    if (exists && plan.policy === 'fail') throw tableExists();
    if (exists && plan.policy === 'append') await checkAppendColumns(sink, plan);
    if (exists && plan.policy === 'replace')
      await sink.execute(`DROP TABLE ${dialect.qualified(plan.schema, plan.table)}`);
    if (!exists || plan.policy === 'replace')
      await sink.execute(createTableSql(dialect, plan.schema, plan.table, plan.columns));
    await insertAll(sink, plan, plan.table, names);
  });
}

async function writeThroughStaging(sink: TableSink, plan: WritePlan): Promise<void> {
  const { dialect } = sink;
  const names = plan.columns.map((c) => c.name);
  const exists = await sink.tableExists(plan.schema, plan.table);
  if (exists && plan.policy === 'fail') throw tableExists();
  const appending = exists && plan.policy === 'append';
  if (appending) await checkAppendColumns(sink, plan);

  const staging = stagingTableName(plan.table, dialect, crypto.randomBytes(4).toString('hex'));
  const target = dialect.qualified(plan.schema, plan.table);
  const staged = dialect.qualified(plan.schema, staging);
  let stagingExists = false;
  try {
    await sink.execute(
      appending
        ? dialect.createLike(plan.schema, staging, plan.table)
        : createTableSql(dialect, plan.schema, staging, plan.columns),
    );
    stagingExists = true;
    await insertAll(sink, plan, staging, names);
    if (appending) {
      const list = names.map((n) => dialect.sql.quoteIdentifier(n)).join(', ');
      await sink.execute(`INSERT INTO ${target} (${list}) SELECT ${list} FROM ${staged}`);
      await sink.execute(`DROP TABLE ${staged}`);
    } else {
      if (exists && plan.policy === 'replace') await sink.execute(`DROP TABLE ${target}`);
      // Fails if someone created the table meanwhile: `fail` stays a refusal, never an overwrite.
      await sink.execute(dialect.renameTable(plan.schema, staging, plan.table));
    }
    stagingExists = false;
  } finally {
    if (stagingExists) await sink.execute(`DROP TABLE ${staged}`).catch(() => undefined);
  }
}

export async function writeTable(sink: TableSink, plan: WritePlan): Promise<void> {
  try {
    if (sink.transactional) await writeInTransaction(sink, plan);
    else await writeThroughStaging(sink, plan);
  } catch (err) {
    // Our own verdicts pass; engine failures (QueryError, driver errors) become 422s.
    if (isAppError(err) && err.code !== 'QUERY') throw err;
    throw uploadFailed(err instanceof Error ? err.message : String(err));
  }
}
