#!/usr/bin/env node
// `npm test`: every check in order (format, lint, type check, unit + integration tests against
// real databases, browser tests in Chromium), then a summary that names anything skipped.
// With PANORAMA_REQUIRE_SERVICES=1 (set by .ci/run) a missing service or browser is a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const strict = process.env.PANORAMA_REQUIRE_SERVICES === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const services = { PostgreSQL: 5432, MariaDB: 3306, Redis: 6379 };
const missing = [];
for (const [name, port] of Object.entries(services))
  if (!(await portOpen(port))) missing.push(name);
const haveBrowser = fs.existsSync(chromium);

const steps = [
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  // Every project of the solution tsconfig.json, each with the types of where it runs; what has
  // not changed since the last run is not checked again.
  ['type check', 'npx', ['tsc', '-b']],
  // Built before the integration tests, not by the browser tests' setup: report and dashboard
  // screenshot tests among them load the built pages in Chromium, and would otherwise find no
  // build on a clean clone. The browser tests then use this same, fresh build. The server's
  // bundle is built in the same step; start-up tests run it.
  ['build (web app and server)', 'npm', ['run', 'build', '--silent']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
];
if (haveBrowser)
  steps.push(['browser tests', 'npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts']]);

const skipped = [...missing.map((s) => `integration suites needing ${s}`)];
if (!haveBrowser)
  skipped.push(`browser tests (no Chromium at ${chromium}; apt-get install chromium)`);
if (strict && skipped.length) {
  console.error(`\nPANORAMA_REQUIRE_SERVICES=1 but these cannot run: ${skipped.join('; ')}`);
  process.exit(1);
}

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  results.push([name, run.status === 0, ((Date.now() - started) / 1000).toFixed(1)]);
  if (run.status !== 0) break;
}

console.log('\n=== summary ===');
for (const [name, ok, seconds] of results)
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds}s)`);
if (skipped.length) {
  const bar = '!'.repeat(78);
  console.log(`\n${bar}\n!! SKIPPED: ${skipped.join('\n!!          ')}\n${bar}`);
}
process.exit(results.every(([, ok]) => ok) && results.length === steps.length ? 0 : 1);
