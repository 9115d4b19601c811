/**
 * Starts the worker as `npm run worker` runs it (the built apps/server/dist/worker.mjs; the
 * benchmark builds the server first) as its own process with the given environment, waits for
 * its "started" line and answers how to stop it. A DATABASE_URL or
 * REDIS_URL of the developer's own shell is dropped, so only what `env` names reaches the worker.
 */
import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../../apps/web/e2e/support/paths';
import { SERVER_ARTIFACTS } from '../../scripts/server-build.mjs';

const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 30_000;
/** Output kept for the error message when the worker fails to start. */
const MAX_LOG_CHARS = 20_000;

export interface RunningWorker {
  stop(): Promise<void>;
}

export function startWorker(env: Record<string, string>): Promise<RunningWorker> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_ARTIFACTS.worker], {
    cwd: REPO_ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The worker did not start within ${START_TIMEOUT_MS} ms:\n${log}`));
    }, START_TIMEOUT_MS);
    const onOutput = (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-MAX_LOG_CHARS);
      if (log.includes('Panorama worker started')) {
        clearTimeout(timer);
        resolve({ stop });
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The worker exited during start-up (code ${code}):\n${log}`));
    });
  });
}
