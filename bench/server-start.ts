/**
 * Server start-up, as `npm start` runs it now (the esbuild artifact under plain Node; also with
 * source-mapped stack traces, which operators may turn on) and as it ran before (the TypeScript sources through tsx):
 * wall-clock time from spawning the process until GET /health answers 200, and the process's
 * resident memory (VmRSS) at that moment. Every start uses the same DATA_DIR, initialised (store
 * migrated, admin created, example data loaded) by one start beforehand, as on a developer's
 * machine after the first `npm start`. The variants take turns, so machine load hits them alike.
 *
 *   npx tsx bench/server-start.ts [--runs 5] [--no-examples]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT, SERVER_MAIN } from '../apps/web/e2e/support/paths';
import {
  SCRUBBED_ENV,
  freePort,
  stopProcess,
  waitForHealth,
} from '../apps/web/e2e/support/startServer';
import { SERVER_ARTIFACTS, buildServer } from '../scripts/server-build.mjs';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const LOAD_EXAMPLES = !process.argv.includes('--no-examples');
const FIRST_START_TIMEOUT_MS = 900_000;
const START_TIMEOUT_MS = 120_000;
const HEALTH_POLL_MS = 5;

const VARIANTS: { name: string; args: string[] }[] = [
  { name: 'tsx (sources, before)', args: ['--import', 'tsx', SERVER_MAIN] },
  { name: 'compiled (npm start)', args: [SERVER_ARTIFACTS.main] },
  {
    name: 'compiled + --enable-source-maps',
    args: ['--enable-source-maps', SERVER_ARTIFACTS.main],
  },
];

interface StartFigures {
  ms: number;
  rssMiB: number;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-bench-start-'));

function residentMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round((kib / 1024) * 10) / 10;
}

async function startOnce(args: string[], timeoutMs: number): Promise<StartFigures> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...SCRUBBED_ENV, 'NODE_OPTIONS']) delete env[name];
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOAD_EXAMPLES: String(LOAD_EXAMPLES),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, timeoutMs, HEALTH_POLL_MS);
    const ms = performance.now() - started;
    return { ms: Math.round(ms), rssMiB: residentMiB(child.pid ?? 0) };
  } finally {
    await stopProcess(child);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

try {
  console.log('Building the server...');
  await buildServer();
  console.log(`Initialising ${dataDir} (examples: ${LOAD_EXAMPLES}) with one start...`);
  await startOnce([SERVER_ARTIFACTS.main], FIRST_START_TIMEOUT_MS);
  // tsx keeps transpiled files in an on-disk cache; one untimed start fills it, so the figures
  // are tsx at its best, as on a developer's machine after the first start.
  await startOnce(VARIANTS[0]!.args, START_TIMEOUT_MS);

  const figures = new Map<string, StartFigures[]>(VARIANTS.map((v) => [v.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const variant of VARIANTS) {
      figures.get(variant.name)!.push(await startOnce(variant.args, START_TIMEOUT_MS));
    }
  }
  console.log(
    `\nStart to GET /health 200 and RSS then: median of ${RUNS} starts each, ${os.availableParallelism()} CPUs, Node ${process.version}`,
  );
  console.table(
    VARIANTS.map(({ name }) => {
      const runs = figures.get(name)!;
      return {
        variant: name,
        'median ms': median(runs.map((r) => r.ms)),
        'min ms': Math.min(...runs.map((r) => r.ms)),
        'max ms': Math.max(...runs.map((r) => r.ms)),
        'median RSS MiB': median(runs.map((r) => r.rssMiB)),
      };
    }),
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
