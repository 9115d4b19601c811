/** A server DATA_DIR holding one SQLite file, for tests that connect the app to it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/** Creates a temporary folder named with `prefix` holding `fileName` after `sql`; returns it. */
export function sqliteDataDir(prefix: string, fileName: string, sql: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const file = new Database(path.join(dataDir, fileName));
  file.exec(sql);
  file.close();
  return dataDir;
}
