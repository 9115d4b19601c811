/**
 * A SQLite query process for SqliteConnector (sqlite.ts explains why SQLite queries run in a child
 * process: it is the only way to stop a runaway synchronous better-sqlite3 call).
 *
 * Protocol (IPC, advanced serialization): the parent sends
 *   { id, sql, params, maxRows }            params: string | number | bigint | null; maxRows: number | null
 * and gets back one of
 *   { id, ok: true, columns: [{ name, type }], rows: unknown[][], truncated }
 *   { id, ok: false, message, code }
 *
 * Plain JavaScript on purpose: a forked process runs plain node, without the TypeScript loader the
 * server uses, and it must start fast. Keep it small; types live in sqlite-process-pool.ts.
 */
import Database from 'better-sqlite3';

const [file, heapLimitBytes] = process.argv.slice(2);

let db = null;
let openError = null;
try {
  db = new Database(file, { readonly: true, fileMustExist: true });
  // Belt and braces on top of the read-only open; and schema-defined functions/views from an
  // untrusted file must not run with elevated trust.
  db.pragma('query_only = ON');
  db.pragma('trusted_schema = OFF');
  // This process only ever runs queries: cap SQLite's heap so a huge sort fails instead of
  // exhausting the machine's memory.
  if (heapLimitBytes) db.pragma(`hard_heap_limit = ${Number(heapLimitBytes)}`);
} catch (err) {
  openError = err;
}

function toTransferable(value) {
  if (typeof value === 'bigint') {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  return value;
}

function runQuery({ sql, params, maxRows }) {
  if (openError) throw openError;
  const stmt = db.prepare(sql);
  // Only row-returning statements: this refuses ATTACH (which would open other files even on a
  // read-only connection), VACUUM INTO (which writes a new file) and every write.
  if (!stmt.reader)
    throw new Error('Only statements that return rows can run on a SQLite database');
  stmt.safeIntegers(true);
  stmt.raw(true);
  const columns = stmt.columns().map((c) => ({ name: c.name, type: c.type }));
  const rows = [];
  let truncated = false;
  for (const row of stmt.iterate(...params)) {
    if (maxRows !== null && rows.length >= maxRows) {
      truncated = true;
      break; // ending the iteration resets the statement: no further rows are computed
    }
    rows.push(row.map(toTransferable));
  }
  return { columns, rows, truncated };
}

process.on('message', (message) => {
  let reply;
  try {
    reply = { id: message.id, ok: true, ...runQuery(message) };
  } catch (err) {
    reply = {
      id: message.id,
      ok: false,
      message: String(err?.message ?? err),
      code: err?.code ?? null,
    };
  }
  process.send(reply);
});

// The parent went away (or closed the pool): nothing left to do.
process.on('disconnect', () => process.exit(0));
