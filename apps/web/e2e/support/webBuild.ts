/**
 * A fresh build of the web app in a temporary folder, for tests whose server must serve the
 * current sources rather than whatever apps/web/dist holds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/** Builds the web app into a new folder named with `prefix` and returns the folder. */
export function buildWebApp(prefix: string): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const build = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir],
    { cwd: path.join(REPO_ROOT, 'apps/web'), encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`Web build failed:\n${build.stdout}\n${build.stderr}`);
  return distDir;
}
