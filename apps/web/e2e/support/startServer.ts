/**
 * Starts a real Panorama server for browser tests: built web app, fresh data directory, random
 * admin password, free port. Each call gets its own isolated instance.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_MAIN, WEB_DIST_INDEX } from './paths';
import { SERVER_ARTIFACTS } from '../../../../scripts/server-build.mjs';

export interface StartServerOptions {
  /** Extra environment variables, e.g. `{ LOAD_EXAMPLES: 'true' }`. */
  env?: Record<string, string>;
  /** How long to wait for `GET /health`; examples loading on a cold machine is slow. */
  timeoutMs?: number;
  /** A port chosen beforehand, when something else must know the address first. */
  port?: number;
}

export interface RunningServer {
  baseUrl: string;
  adminPassword: string;
  /** The server's DATA_DIR (the examples DuckDB file lives there); removed on stop. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Inherited variables the test server must not see: vitest copies Vite's `import.meta.env`
 * (BASE_URL='/', MODE, DEV, PROD, SSR) into process.env, and a developer's own settings would
 * point the "fresh" test instance at their real metadata database or cache. Tests that want
 * one of these pass it explicitly in `env`.
 */
export const SCRUBBED_ENV = [
  'BASE_URL',
  'MODE',
  'DEV',
  'PROD',
  'SSR',
  'DATABASE_URL',
  'REDIS_URL',
  'WEB_DIST_DIR',
];

const HEALTH_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;
/** Output kept for the error message when the server fails to start. */
const MAX_LOG_CHARS = 20_000;

/** Builds the web app unless a build already exists (the server serves apps/web/dist). */
export function ensureWebBuild(): void {
  if (fs.existsSync(WEB_DIST_INDEX)) return;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--workspace', 'apps/web'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0 || !fs.existsSync(WEB_DIST_INDEX)) {
    throw new Error(
      `Building the web app failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() =>
        port > 0 ? resolve(port) : reject(new Error('Could not pick a free port')),
      );
    });
  });
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  ensureWebBuild();
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-e2e-'));
  const adminPassword = `pw-${crypto.randomBytes(12).toString('base64url')}`;
  const baseUrl = `http://127.0.0.1:${port}`;

  const inherited = { ...process.env };
  for (const name of SCRUBBED_ENV) delete inherited[name];

  // The build from the global setup when there is one (fast start); the sources otherwise.
  const entry = fs.existsSync(SERVER_ARTIFACTS.main)
    ? [SERVER_ARTIFACTS.main]
    : ['--import', 'tsx', SERVER_MAIN];
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      LOAD_EXAMPLES: 'false',
      // Tests count the dashboards and charts they make; the example ones are opted into.
      LOAD_EXAMPLE_DASHBOARDS: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-MAX_LOG_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, options.timeoutMs ?? HEALTH_TIMEOUT_MS);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n--- server output ---\n${log}`);
  }
  return { baseUrl, adminPassword, dataDir, stop };
}

/** Resolves once GET /health answers 200; fails if the process exits first or time runs out. */
export async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  pollMs = 250,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `Server exited during start-up (code ${child.exitCode}, signal ${child.signalCode})`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`Server did not answer GET /health with 200 within ${timeoutMs} ms`);
}

/** SIGTERM, SIGKILL after a grace period; resolves once the process has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
