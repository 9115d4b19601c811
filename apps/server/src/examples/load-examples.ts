/**
 * Loads the example data once: builds DATA_DIR/examples.duckdb from vega-datasets and registers
 * the `examples` database with its datasets. Later calls (and other processes started at the
 * same time, serialised by a lock file in DATA_DIR) find both in place and do nothing.
 *
 * "In place" means the database row AND the file exist. Either one alone means an earlier load
 * crashed between its two steps, or someone deleted one of them: then the file is rebuilt and the
 * metadata refreshed, keeping existing ids (see register-examples.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../store/schema';
import { buildExamplesFile, removeAbandonedBuilds } from './build-examples-file';
import { readFieldDescriptions } from './datapackage-descriptions';
import { EXAMPLE_TABLES } from './example-tables';
import {
  EXAMPLES_DATABASE_NAME,
  EXAMPLES_LOCK_FILE,
  examplesDuckdbPath,
} from './examples-database';
import type { ExamplesLogger } from './examples-logger';
import { withFileLock } from './file-lock';
import { registerExamples } from './register-examples';
import { vegaDatasetsDir } from './vega-datasets-dir';

export interface LoadExamplesOptions {
  db: Kysely<MetadataSchema>;
  /** DATA_DIR; examples.duckdb and the lock file are created here. */
  dataDir: string;
  logger: ExamplesLogger;
  /** User made owner of the example datasets, usually the admin created at first start. */
  ownerId?: number | null;
}

export interface LoadExamplesResult {
  /** False when the examples were already loaded and nothing was done. */
  loaded: boolean;
  /** Number of datasets of the `examples` database. */
  datasets: number;
  /** Wall-clock time of the call. */
  ms: number;
}

interface ExamplesState {
  databaseId: number | undefined;
  fileExists: boolean;
}

async function examplesState(db: Kysely<MetadataSchema>, file: string): Promise<ExamplesState> {
  const row = await db
    .selectFrom('databases')
    .select('id')
    .where('database_name', '=', EXAMPLES_DATABASE_NAME)
    .executeTakeFirst();
  return { databaseId: row?.id, fileExists: fs.existsSync(file) };
}

async function countDatasets(db: Kysely<MetadataSchema>, databaseId: number): Promise<number> {
  const row = await db
    .selectFrom('datasets')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('database_id', '=', databaseId)
    .executeTakeFirst();
  // COUNT comes back as a string from PostgreSQL (bigint) and a number from SQLite.
  return Number(row?.n ?? 0);
}

export async function loadExamples(options: LoadExamplesOptions): Promise<LoadExamplesResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { db, logger } = options;
  const dataDir = path.resolve(options.dataDir);
  const file = examplesDuckdbPath(dataDir);

  const alreadyLoaded = async (state: ExamplesState): Promise<LoadExamplesResult | null> =>
    state.databaseId !== undefined && state.fileExists
      ? { loaded: false, datasets: await countDatasets(db, state.databaseId), ms: elapsed() }
      : null;

  // Fast path without the lock: the normal case on every start after the first.
  const skipped = await alreadyLoaded(await examplesState(db, file));
  if (skipped) return skipped;

  fs.mkdirSync(dataDir, { recursive: true });
  return withFileLock(
    path.join(dataDir, EXAMPLES_LOCK_FILE),
    async () => {
      // Another process may have loaded them while we waited for the lock.
      const state = await examplesState(db, file);
      const done = await alreadyLoaded(state);
      if (done) return done;
      if (state.databaseId !== undefined) {
        logger.warn(
          { file },
          'Example database is registered but its DuckDB file is missing; rebuilding it',
        );
      } else if (state.fileExists) {
        logger.info(
          { file },
          'Example DuckDB file is not registered in the metadata store; rebuilding it',
        );
      }

      removeAbandonedBuilds(file);
      const packageDir = vegaDatasetsDir();
      const buildStarted = performance.now();
      const built = await buildExamplesFile({
        targetFile: file,
        sourceDir: path.join(packageDir, 'data'),
        tables: EXAMPLE_TABLES,
        logger,
      });
      const buildMs = Math.round(performance.now() - buildStarted);

      const registerStarted = performance.now();
      const { databaseId } = await registerExamples({
        db,
        tables: built,
        ownerId: options.ownerId ?? null,
        descriptions: readFieldDescriptions(packageDir),
        logger,
      });
      const registerMs = Math.round(performance.now() - registerStarted);

      const datasets = await countDatasets(db, databaseId);
      const ms = elapsed();
      const bytes = fs.statSync(file).size;
      logger.info({ ms, buildMs, registerMs, datasets, bytes, file }, 'Loaded example data');
      return { loaded: true, datasets, ms };
    },
    {
      onWait: (holder) =>
        logger.info({ holder }, 'Waiting for another process to finish loading example data'),
    },
  );
}
