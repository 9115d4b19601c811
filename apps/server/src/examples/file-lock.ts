/**
 * An exclusive lock between processes sharing DATA_DIR, as a file created with O_EXCL ('wx').
 * The holder refreshes the file's mtime while it works; a lock whose holder died (same host, pid
 * gone) or that has not been refreshed for `staleMs` (e.g. its host crashed) is taken over.
 *
 * Taking over a stale lock (check, then unlink) is not atomic, so two waiters could in theory both
 * decide a lock is stale at the same instant; the loader's own steps are atomic (file rename,
 * single metadata transaction), so that rare race costs duplicated work, not corruption.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export interface FileLockOptions {
  /** A lock not refreshed for this long is abandoned. Default 2 minutes. */
  staleMs?: number;
  /** Give up waiting after this long. Default staleMs plus one minute. */
  timeoutMs?: number;
  /** How often to retry while the lock is held. Default 100 ms. */
  pollMs?: number;
  /** Called once when the lock is found held by someone else, e.g. to log that we wait. */
  onWait?: (holder: LockHolder | null) => void;
}

export interface LockHolder {
  pid: number;
  hostname: string;
  token: string;
  createdAt: string;
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' &&
      typeof parsed.token === 'string' &&
      typeof parsed.hostname === 'string'
      ? (parsed as LockHolder)
      : null;
  } catch {
    // Missing, or created but not yet written by its holder.
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type LockState = 'held' | 'stale' | 'gone';

function lockState(lockPath: string, staleMs: number): LockState {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(lockPath).mtimeMs;
  } catch {
    return 'gone';
  }
  if (Date.now() - mtimeMs > staleMs) return 'stale';
  const holder = readHolder(lockPath);
  if (holder && holder.hostname === os.hostname() && !processAlive(holder.pid)) return 'stale';
  return 'held';
}

/** Waits for the lock and returns the function that releases it. */
export async function acquireFileLock(
  lockPath: string,
  options: FileLockOptions = {},
): Promise<() => void> {
  const staleMs = options.staleMs ?? 120_000;
  const deadline = Date.now() + (options.timeoutMs ?? staleMs + 60_000);
  const pollMs = options.pollMs ?? 100;
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    token: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
  };
  let reportedWait = false;
  for (;;) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      try {
        fs.writeSync(fd, JSON.stringify(me));
      } finally {
        fs.closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const state = lockState(lockPath, staleMs);
    if (state === 'gone') continue;
    if (state === 'stale') {
      fs.rmSync(lockPath, { force: true });
      continue;
    }
    if (!reportedWait) {
      reportedWait = true;
      options.onWait?.(readHolder(lockPath));
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for lock ${lockPath}`);
    await sleep(pollMs);
  }

  // Refresh mtime so long work is not mistaken for an abandoned lock; unref'd so it never keeps
  // the process alive.
  const heartbeat = setInterval(
    () => {
      const now = new Date();
      try {
        fs.utimesSync(lockPath, now, now);
      } catch {
        // The lock was taken over or removed; release() handles that case.
      }
    },
    Math.max(1_000, Math.floor(staleMs / 4)),
  );
  heartbeat.unref();

  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    // Only remove the lock if it is still ours (it may have been taken over as stale).
    if (readHolder(lockPath)?.token === me.token) fs.rmSync(lockPath, { force: true });
  };
}

export async function withFileLock<T>(
  lockPath: string,
  fn: () => Promise<T>,
  options: FileLockOptions = {},
): Promise<T> {
  const release = await acquireFileLock(lockPath, options);
  try {
    return await fn();
  } finally {
    release();
  }
}
