/**
 * Where the example data lives: the DuckDB file under DATA_DIR and the `examples` database row
 * that points at it. The URI is relative to DATA_DIR so the data folder can be moved as a whole;
 * code that opens the database resolves it against DATA_DIR (and opens it READ_ONLY).
 */
import path from 'node:path';

export const EXAMPLES_DATABASE_NAME = 'examples';
/**
 * Superset's examples database uuid. Bundles exported from a Superset (its example dashboards
 * among them) name their examples database by this uuid, so an import finds ours by it.
 */
export const EXAMPLES_DATABASE_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
export const EXAMPLES_DUCKDB_FILE = 'examples.duckdb';
export const EXAMPLES_SQLALCHEMY_URI = `duckdb:///${EXAMPLES_DUCKDB_FILE}`;
/** Lock file serialising loaders of several processes that share DATA_DIR. */
export const EXAMPLES_LOCK_FILE = 'examples.lock';

export function examplesDuckdbPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), EXAMPLES_DUCKDB_FILE);
}
