/**
 * A small pool of SQLite query processes for one database file (see sqlite.ts for why they are
 * processes). Processes start on demand, run one query at a time, are reused while busy work
 * keeps coming and exit after being idle for a while, so an unused connector costs nothing. A
 * process running a query that must stop is killed with SIGKILL and simply not reused.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { QueryError } from '@panorama/core/errors/app-error';
import { connectorClosedError } from './query-errors';

const SCRIPT = fileURLToPath(new URL('./sqlite-query-process.mjs', import.meta.url));

/** SQLite's own heap in a query process; a runaway sort fails instead of eating the machine. */
const SQLITE_HEAP_LIMIT_BYTES = 512 * 1024 * 1024;
/** V8 heap of a query process, which holds the result rows before sending them. */
const V8_HEAP_LIMIT_MB = 512;

export type SqliteParam = string | number | bigint | null;

export interface SqliteQueryRequest {
  sql: string;
  params: SqliteParam[];
  maxRows: number | null;
}

export interface SqliteQueryReply {
  columns: { name: string; type: string | null }[];
  rows: unknown[][];
  truncated: boolean;
}

type ReplyMessage =
  | ({ id: number; ok: true } & SqliteQueryReply)
  | { id: number; ok: false; message: string; code: string | null };

class QueryProcess {
  readonly child: ChildProcess;
  private pending: {
    id: number;
    resolve: (reply: SqliteQueryReply) => void;
    reject: (err: Error) => void;
  } | null = null;
  private nextId = 1;
  exited = false;
  idleTimer: NodeJS.Timeout | null = null;

  constructor(file: string, onExit: (p: QueryProcess) => void) {
    this.child = fork(SCRIPT, [file, String(SQLITE_HEAP_LIMIT_BYTES)], {
      // Not the parent's execArgv: that carries the TypeScript loader and test-runner flags.
      execArgv: [`--max-old-space-size=${V8_HEAP_LIMIT_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: ReplyMessage) => {
      const pending = this.pending;
      if (!pending || message.id !== pending.id) return;
      this.pending = null;
      if (message.ok) {
        pending.resolve({
          columns: message.columns,
          rows: message.rows,
          truncated: message.truncated,
        });
      } else {
        pending.reject(
          Object.assign(new QueryError(message.message), { sqliteCode: message.code }),
        );
      }
    });
    const ended = () => {
      if (this.exited) return;
      this.exited = true;
      if (this.idleTimer) clearTimeout(this.idleTimer);
      this.pending?.reject(new QueryError('The SQLite query process stopped unexpectedly'));
      this.pending = null;
      onExit(this);
    };
    this.child.on('exit', ended);
    this.child.on('error', ended);
  }

  request(request: SqliteQueryRequest): Promise<SqliteQueryReply> {
    return new Promise((resolve, reject) => {
      if (this.exited) {
        reject(new QueryError('The SQLite query process stopped unexpectedly'));
        return;
      }
      const id = this.nextId++;
      this.pending = { id, resolve, reject };
      this.child.send({ id, ...request });
    });
  }

  /** While idle the process must not keep the server (or a test run) from exiting. */
  setReferenced(referenced: boolean): void {
    if (referenced) {
      this.child.ref();
      this.child.channel?.ref();
    } else {
      this.child.unref();
      this.child.channel?.unref();
    }
  }

  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }
}

export class SqliteProcessPool {
  private readonly idle: QueryProcess[] = [];
  private readonly busy = new Set<QueryProcess>();
  private readonly waiters: { resolve: (p: QueryProcess) => void; reject: (err: Error) => void }[] =
    [];
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly options: { maxProcesses: number; idleTimeoutMs: number },
  ) {}

  /** How many query processes are alive (for tests and diagnostics). */
  get size(): number {
    return this.idle.length + this.busy.size;
  }

  acquire(): Promise<QueryProcess> {
    if (this.closed) return Promise.reject(connectorClosedError());
    const reused = this.idle.pop();
    if (reused) return Promise.resolve(this.markBusy(reused));
    if (this.size < this.options.maxProcesses) {
      return Promise.resolve(this.markBusy(new QueryProcess(this.file, (p) => this.forget(p))));
    }
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  private markBusy(p: QueryProcess): QueryProcess {
    if (p.idleTimer) clearTimeout(p.idleTimer);
    p.idleTimer = null;
    p.setReferenced(true);
    this.busy.add(p);
    return p;
  }

  /** Returns a healthy process after its query finished. */
  release(p: QueryProcess): void {
    this.busy.delete(p);
    if (p.exited) return this.serveWaiter();
    if (this.closed) return p.kill();
    const waiter = this.waiters.shift();
    if (waiter) {
      this.busy.add(p);
      waiter.resolve(p);
      return;
    }
    p.setReferenced(false);
    p.idleTimer = setTimeout(() => p.kill(), this.options.idleTimeoutMs);
    p.idleTimer.unref();
    this.idle.push(p);
  }

  /** Kills a process whose query must stop; a waiter gets a fresh process instead. */
  discard(p: QueryProcess): void {
    p.kill();
    this.forget(p);
  }

  private forget(p: QueryProcess): void {
    const wasBusy = this.busy.delete(p);
    const at = this.idle.indexOf(p);
    if (at !== -1) this.idle.splice(at, 1);
    if (wasBusy) this.serveWaiter();
  }

  private serveWaiter(): void {
    if (this.closed || this.size >= this.options.maxProcesses) return;
    const waiter = this.waiters.shift();
    if (waiter) waiter.resolve(this.markBusy(new QueryProcess(this.file, (p) => this.forget(p))));
  }

  close(): void {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.reject(connectorClosedError());
    for (const p of [...this.idle, ...this.busy]) p.kill();
    this.idle.length = 0;
    this.busy.clear();
  }
}

export type { QueryProcess };
