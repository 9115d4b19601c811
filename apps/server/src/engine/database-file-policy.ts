/**
 * Where a file-backed database (DuckDB, SQLite) may live: strictly inside DATA_DIR, as a regular
 * file of the right format, and never the metadata store. Without this a user could register
 * `sqlite:////srv/panorama/data/panorama.db` and read every password hash and encrypted
 * credential, or point DuckDB at any file the server can read.
 *
 * The check is on the real path (symlinks resolved) and on the inode, so neither a symlink nor a
 * hard link inside DATA_DIR leads back to the metadata store or out of the directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ValidationError } from '@panorama/core/errors/app-error';
import type { Backend } from './backends';

export interface DatabaseFilePolicy {
  dataDir: string;
  /** Files that can never be registered, e.g. the metadata store; its -wal/-shm/-journal too. */
  forbiddenFiles: string[];
}

const METADATA_STORE_MESSAGE = 'The metadata store cannot be registered as a database';

/** The file's magic bytes, so a random file (a key, a CSV) is not handed to an engine. */
const SIGNATURES: Partial<Record<Backend, { offset: number; bytes: Buffer; label: string }>> = {
  sqlite: {
    offset: 0,
    bytes: Buffer.from('SQLite format 3\0', 'latin1'),
    label: 'a SQLite database',
  },
  duckdb: { offset: 8, bytes: Buffer.from('DUCK', 'latin1'), label: 'a DuckDB database' },
};

function isStrictlyInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

function realpathOrNull(file: string): string | null {
  try {
    return fs.realpathSync(file);
  } catch {
    return null;
  }
}

/**
 * Resolves the path a URI names (relative paths against DATA_DIR) to the real path of an existing
 * database file inside DATA_DIR, or throws a ValidationError saying why not.
 */
export function resolveDatabaseFile(
  rawPath: string,
  backend: Backend,
  policy: DatabaseFilePolicy,
): string {
  if (rawPath === '' || rawPath === ':memory:') {
    throw new ValidationError(
      'An in-memory database cannot be registered: give the path of a file inside the data directory',
    );
  }
  if (/^file:/i.test(rawPath)) {
    throw new ValidationError(
      'file: URIs are not allowed: give a plain path inside the data directory',
    );
  }
  if (rawPath.includes('\0')) throw new ValidationError('Invalid database path');

  const dataDir = path.resolve(policy.dataDir);
  const realDataDir = realpathOrNull(dataDir);
  if (!realDataDir) throw new ValidationError('The data directory does not exist');

  // Judge the path as typed before touching the file system, so paths elsewhere on the machine
  // are refused without revealing whether they exist.
  const lexical = path.isAbsolute(rawPath)
    ? path.normalize(rawPath)
    : path.resolve(dataDir, rawPath);
  if (!isStrictlyInside(lexical, dataDir) && !isStrictlyInside(lexical, realDataDir)) {
    throw new ValidationError('Database files must be inside the data directory');
  }
  const real = realpathOrNull(lexical);
  if (!real) throw new ValidationError(`Database file ${rawPath} does not exist`);
  if (!isStrictlyInside(real, realDataDir)) {
    throw new ValidationError('Database files must be inside the data directory');
  }
  const stat = fs.statSync(real);
  if (!stat.isFile()) throw new ValidationError(`Database file ${rawPath} is not a regular file`);

  for (const forbidden of expandForbidden(policy.forbiddenFiles)) {
    const forbiddenReal = realpathOrNull(forbidden);
    if (forbiddenReal === real) throw new ValidationError(METADATA_STORE_MESSAGE);
    if (forbiddenReal) {
      const other = fs.statSync(forbiddenReal);
      if (other.dev === stat.dev && other.ino === stat.ino)
        throw new ValidationError(METADATA_STORE_MESSAGE);
    } else if (path.resolve(forbidden) === real) {
      throw new ValidationError(METADATA_STORE_MESSAGE);
    }
  }

  assertSignature(real, backend, rawPath);
  return real;
}

/** SQLite keeps live pages in -wal and -journal files: they are the metadata store as well. */
function expandForbidden(files: string[]): string[] {
  return files.flatMap((f) => [f, `${f}-wal`, `${f}-shm`, `${f}-journal`]);
}

function assertSignature(file: string, backend: Backend, rawPath: string): void {
  const signature = SIGNATURES[backend];
  if (!signature) return;
  const header = Buffer.alloc(signature.offset + signature.bytes.length);
  const fd = fs.openSync(file, 'r');
  let read: number;
  try {
    read = fs.readSync(fd, header, 0, header.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  const found = header.subarray(signature.offset, read);
  if (read < header.length || !found.equals(signature.bytes)) {
    throw new ValidationError(`Database file ${rawPath} is not ${signature.label}`);
  }
}
