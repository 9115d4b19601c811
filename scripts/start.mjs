#!/usr/bin/env node
// `npm start`: builds the web app and the server when missing or older than their sources, then
// runs the built server (which migrates the store, creates the first admin and loads the example
// data) with plain Node: nothing is transpiled at start. `npm run worker` (`start.mjs worker`)
// does the same for the background worker, which needs no web app.
//
// NODE_ENV stays `development` unless set: production demands an explicit SECRET_KEY, and a
// newcomer's first start runs on the defaults (a secret key generated into DATA_DIR).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ARTIFACTS, buildServer, serverBuildStaleReason } from './server-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const entry = process.argv[2] === 'worker' ? 'worker' : 'main';
const webDir = path.join(root, 'apps/web');
const indexHtml = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function webNeedsBuild() {
  if (!fs.existsSync(indexHtml)) return true;
  const built = fs.statSync(indexHtml).mtimeMs;
  const sources = [path.join(webDir, 'src'), path.join(root, 'packages/core/src')];
  return (
    sources.some((dir) => fs.existsSync(dir) && newestMtime(dir) > built) ||
    fs.statSync(path.join(webDir, 'index.html')).mtimeMs > built
  );
}

if (entry === 'main' && webNeedsBuild()) {
  console.log('Building the web app (first start or sources changed)...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const staleBecause = serverBuildStaleReason();
if (staleBecause) {
  console.log(`Building the server (${staleBecause})...`);
  await buildServer();
}

// Without --enable-source-maps: it costs ~40 MiB of resident memory, and the unminified bundle's
// stack traces already name functions and (in esbuild's path comments) files. Operators who want
// source lines set NODE_OPTIONS=--enable-source-maps; the maps are built beside the bundles.
const server = spawn(process.execPath, [SERVER_ARTIFACTS[entry]], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
