/**
 * A test server that serves a fresh build of this tree's web app and whose DATA_DIR holds one
 * SQLite file, for tests that connect the app to that file.
 */
import fs from 'node:fs';
import type { ApiSession } from './apiSession';
import { startListTestServer } from './listTestSession';
import { sqliteDataDir } from './sqliteDataDir';
import type { RunningServer } from './startServer';
import { buildWebApp } from './webBuild';

export interface SqliteTestServer {
  server: RunningServer;
  api: ApiSession;
  /** Deletes the build and data folders; call once the server has stopped. */
  removeFolders(): void;
}

/**
 * Builds the web app and writes `fileName` after `sql` into temporary folders named with `tag`,
 * then starts the server on them with the extra `env`.
 */
export async function startSqliteTestServer(
  tag: string,
  fileName: string,
  sql: string,
  env: Record<string, string> = {},
): Promise<SqliteTestServer> {
  const folders = [buildWebApp(`panorama-${tag}-dist-`)];
  const removeFolders = () => {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const dataDir = sqliteDataDir(`panorama-${tag}-data-`, fileName, sql);
    folders.push(dataDir);
    const started = await startListTestServer({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: folders[0]!,
      ...env,
    });
    return { ...started, removeFolders };
  } catch (error) {
    removeFolders();
    throw error;
  }
}
