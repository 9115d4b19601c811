#!/usr/bin/env node
// @ts-check
// The server's production build: `apps/server/src/main.ts` (`npm start`) and `worker.ts`
// (`npm run worker`) bundled by esbuild into `apps/server/dist/*.mjs`, which plain Node runs
// without transpiling anything at start. Our workspaces are inlined; npm packages stay imports
// (native addons such as better-sqlite3 and DuckDB's bindings, data files, one module instance
// each). The start script, the browser tests and the benchmarks all build through this file.
//
// The artifacts live in apps/server/dist/ because the server finds things relative to its own
// module (the web build at ../../web/dist, the SQLite worker script next to it, node_modules
// further up), exactly as it does from apps/server/src/.
//
// Run directly (`npm run build:server`) it builds; imported, it also answers whether a build is
// missing or older than the sources it was made from.
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_DIST_DIR = path.join(REPO_ROOT, 'apps/server/dist');

/** The runnable artifacts by entry name, and the sources they are built from. */
export const SERVER_ENTRIES = {
  main: 'apps/server/src/main.ts',
  worker: 'apps/server/src/worker.ts',
};

/** @type {{ main: string, worker: string }} */
export const SERVER_ARTIFACTS = {
  main: path.join(SERVER_DIST_DIR, 'main.mjs'),
  worker: path.join(SERVER_DIST_DIR, 'worker.mjs'),
};

/** Files the server reads next to its own module at run time, copied beside the bundles. */
const RUNTIME_FILES = ['apps/server/src/engine/connectors/sqlite-query-process.mjs'];

/** Every source file the last build read (from esbuild's metafile), for the staleness check. */
const INPUTS_FILE = path.join(SERVER_DIST_DIR, 'server-build-inputs.json');

const THIS_SCRIPT = path.join(REPO_ROOT, 'scripts/server-build.mjs');

/**
 * npm packages stay external; `@panorama/*` workspaces and relative imports are bundled. A deep
 * import such as `dayjs/plugin/utc` works through a bundler's resolver but not under Node's own
 * ESM resolver when the package has no `exports` map, so it gets its `.js`.
 *
 * @type {import('esbuild').Plugin}
 */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@panorama/')) return undefined;
      return { path: nodeResolvableSpecifier(args.path), external: true };
    });
  },
};

/** @param {string} specifier */
function nodeResolvableSpecifier(specifier) {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  if (parts.length <= nameLength || specifier.startsWith('node:')) return specifier;
  const packageDir = path.join(REPO_ROOT, 'node_modules', ...parts.slice(0, nameLength));
  const manifestPath = path.join(packageDir, 'package.json');
  if (!fs.existsSync(manifestPath)) return specifier;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  if (manifest.exports !== undefined) return specifier;
  const file = path.join(packageDir, ...parts.slice(nameLength));
  return !fs.existsSync(file) && fs.existsSync(`${file}.js`) ? `${specifier}.js` : specifier;
}

/**
 * Writes a file under a temporary name, then renames it into place, so a process starting from
 * dist/ (or another build running at the same time, e.g. a test and a benchmark) never reads a
 * half-written bundle.
 *
 * @param {string} file
 * @param {string | Uint8Array} contents
 */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/**
 * Bundles the server and the worker into apps/server/dist/ from the current sources.
 *
 * @returns {Promise<{ main: string, worker: string }>} the artifacts' paths
 */
export async function buildServer() {
  // Imported here so that starting from an existing build does not need esbuild installed.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, source]) => [name, path.join(REPO_ROOT, source)]),
    ),
    outdir: SERVER_DIST_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Kept beside the bundles (not inline) so starting does not read them; stack traces name
    // source lines when Node runs with --enable-source-maps (NODE_OPTIONS).
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'error',
    plugins: [externalNpmPackages],
  });
  fs.mkdirSync(SERVER_DIST_DIR, { recursive: true });
  for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
  for (const file of RUNTIME_FILES) {
    writeAtomically(
      path.join(SERVER_DIST_DIR, path.basename(file)),
      fs.readFileSync(path.join(REPO_ROOT, file)),
    );
  }
  const inputs = Object.keys(result.metafile.inputs).concat(RUNTIME_FILES);
  writeAtomically(INPUTS_FILE, `${JSON.stringify({ inputs }, null, 2)}\n`);
  return { ...SERVER_ARTIFACTS };
}

/**
 * Why the server must be built before it can run the current sources, or null when the build in
 * dist/ is up to date: no build yet, or a file it was built from (or this script) changed since.
 *
 * @returns {string | null}
 */
export function serverBuildStaleReason() {
  const artifacts = Object.values(SERVER_ARTIFACTS);
  if (!artifacts.every((file) => fs.existsSync(file)) || !fs.existsSync(INPUTS_FILE)) {
    return 'no server build yet';
  }
  const builtAt = Math.min(
    ...artifacts.concat(INPUTS_FILE).map((file) => fs.statSync(file).mtimeMs),
  );
  /** @type {{ inputs: string[] }} */
  const { inputs } = JSON.parse(fs.readFileSync(INPUTS_FILE, 'utf8'));
  for (const input of inputs.concat(path.relative(REPO_ROOT, THIS_SCRIPT))) {
    const file = path.join(REPO_ROOT, input);
    if (!fs.existsSync(file)) return `${input} was removed`;
    if (fs.statSync(file).mtimeMs > builtAt) return `${input} changed`;
  }
  return null;
}

/**
 * Builds the server when the build is missing or stale; answers why it built, or null.
 *
 * @returns {Promise<string | null>}
 */
export async function ensureServerBuild() {
  const reason = serverBuildStaleReason();
  if (reason) await buildServer();
  return reason;
}

if (process.argv[1] && path.resolve(process.argv[1]) === THIS_SCRIPT) {
  await buildServer();
  console.log(`Built ${path.relative(REPO_ROOT, SERVER_DIST_DIR)}/ (server and worker)`);
}
