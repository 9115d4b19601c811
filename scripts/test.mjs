#!/usr/bin/env node
// `npm test`: every check in order (format, lint, type check, unit + integration tests against
// real databases, browser tests in Chromium), then a summary that names anything skipped.
// With PANORAMA_REQUIRE_SERVICES=1 (set by .ci/run) a missing service or browser is a failure.
import { spawn } from 'node:child_process';
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

// Groups run one after another; the checks inside a group run side by side, since they read the
// sources without changing anything (a 2-core machine then spends the long lint on one core and
// the rest on the other). A failing group stops the run.
const groups = [
  [
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
  ],
  [['unit and integration tests', 'npx', ['vitest', 'run']]],
];
if (haveBrowser)
  groups.push([['browser tests', 'npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts']]]);

const skipped = [...missing.map((s) => `integration suites needing ${s}`)];
if (!haveBrowser)
  skipped.push(`browser tests (no Chromium at ${chromium}; apt-get install chromium)`);
if (strict && skipped.length) {
  console.error(`\nPANORAMA_REQUIRE_SERVICES=1 but these cannot run: ${skipped.join('; ')}`);
  process.exit(1);
}

/**
 * Runs one step. Alone in its group it writes straight to the terminal; beside others its output
 * is held and printed whole when it ends, so the logs of steps running together do not interleave.
 */
function runStep([name, cmd, args], alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name} ===`);
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n=== ${name} (${code === 0 ? 'passed' : 'FAILED'}, ${seconds}s) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve([name, code === 0, seconds]);
    });
  });
}

const results = [];
for (const group of groups) {
  const outcomes = await Promise.all(group.map((step) => runStep(step, group.length === 1)));
  results.push(...outcomes);
  if (outcomes.some(([, ok]) => !ok)) break;
}

console.log('\n=== summary ===');
for (const [name, ok, seconds] of results)
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds}s)`);
if (skipped.length) {
  const bar = '!'.repeat(78);
  console.log(`\n${bar}\n!! SKIPPED: ${skipped.join('\n!!          ')}\n${bar}`);
}
const everyStep = groups.flat().length;
process.exit(results.every(([, ok]) => ok) && results.length === everyStep ? 0 : 1);
