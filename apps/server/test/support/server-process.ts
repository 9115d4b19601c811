/**
 * Real server and worker processes for start-up tests: a child process whose output
 * is kept, waiting for a line it prints, and a graceful stop that reports the exit code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface StartedProcess {
  child: ChildProcess;
  output: () => string;
}

/**
 * Runs `node <args>` from the repository root and resolves once its output contains `readyLine`.
 * Vitest sets BASE_URL=/ (and MODE, DEV, ...) for Vite; the server reads BASE_URL as its public
 * URL, so those are dropped, as is NODE_OPTIONS, so that nothing (tsx's loader, say) is
 * preloaded that a plain `node` would not have.
 */
export async function startNodeProcess(
  args: string[],
  env: Record<string, string>,
  readyLine: string,
  timeoutMs = 60_000,
): Promise<StartedProcess> {
  const inherited = { ...process.env };
  for (const name of ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'NODE_OPTIONS']) {
    delete inherited[name];
  }
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (output.includes(readyLine)) return { child, output: () => output };
    if (child.exitCode !== null) throw new Error(`process exited: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`process did not print "${readyLine}": ${output}`);
}

/** SIGTERM, then the exit code once it has shut down. */
export function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
