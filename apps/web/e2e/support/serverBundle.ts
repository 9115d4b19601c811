/**
 * Bundles the server once per browser-test run. Starting the server from TypeScript through tsx
 * costs several seconds of transpiling per start, and every test file starts its own server;
 * one esbuild bundle (workspace code inlined, npm packages left as imports) starts in well
 * under a second. The bundle lives in apps/server/dist/ so paths the server resolves
 * relative to its own file (the web build, node_modules, the SQLite worker script) still work.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { REPO_ROOT, SERVER_MAIN } from './paths';

export const SERVER_BUNDLE = path.join(REPO_ROOT, 'apps/server/dist/e2e-server.mjs');

/** Files the server reads next to its own module at run time. */
const RUNTIME_FILES = ['apps/server/src/engine/connectors/sqlite-query-process.mjs'];

/**
 * npm packages stay external (native addons, data files, one module instance each); our
 * workspaces are bundled. A deep import such as `dayjs/plugin/utc` works through tsx but not
 * under Node's own ESM resolver when the package has no `exports` map, so it gets its `.js`.
 */
const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@panorama/')) return undefined;
      return { path: nodeResolvableSpecifier(args.path), external: true };
    });
  },
};

function nodeResolvableSpecifier(specifier: string): string {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  if (parts.length <= nameLength || specifier.startsWith('node:')) return specifier;
  const packageDir = path.join(REPO_ROOT, 'node_modules', ...parts.slice(0, nameLength));
  const manifestPath = path.join(packageDir, 'package.json');
  if (!fs.existsSync(manifestPath)) return specifier;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { exports?: unknown };
  if (manifest.exports !== undefined) return specifier;
  const file = path.join(packageDir, ...parts.slice(nameLength));
  return !fs.existsSync(file) && fs.existsSync(`${file}.js`) ? `${specifier}.js` : specifier;
}

export async function bundleServer(): Promise<string> {
  await build({
    entryPoints: [path.join(REPO_ROOT, SERVER_MAIN)],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    logLevel: 'error',
    plugins: [externalNpmPackages],
  });
  for (const file of RUNTIME_FILES) {
    fs.copyFileSync(
      path.join(REPO_ROOT, file),
      path.join(path.dirname(SERVER_BUNDLE), path.basename(file)),
    );
  }
  return SERVER_BUNDLE;
}
