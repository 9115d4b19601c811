/**
 * The analytics backends Panorama can query, and the SQLAlchemy URI schemes Superset users type
 * for them. A scheme is `dialect` or `dialect+driver`; every spelling is resolved to one backend
 * here, before anything else looks at it, so the allow-list is checked against what will actually
 * run and not against a spelling.
 */
import { ValidationError } from '@panorama/core/errors/app-error';

export type Backend = 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';

export const FILE_BACKENDS: ReadonlySet<Backend> = new Set(['duckdb', 'sqlite']);

export interface SchemeInfo {
  backend: Backend;
  /** The SQLAlchemy driver name, the dialect's default when the URI names none. */
  driver: string;
}

const SCHEMES: Record<string, SchemeInfo> = {
  duckdb: { backend: 'duckdb', driver: 'duckdb_engine' },
  sqlite: { backend: 'sqlite', driver: 'pysqlite' },
  'sqlite+pysqlite': { backend: 'sqlite', driver: 'pysqlite' },
  postgresql: { backend: 'postgresql', driver: 'psycopg2' },
  postgres: { backend: 'postgresql', driver: 'psycopg2' },
  'postgresql+psycopg2': { backend: 'postgresql', driver: 'psycopg2' },
  'postgresql+psycopg': { backend: 'postgresql', driver: 'psycopg' },
  'postgresql+pg8000': { backend: 'postgresql', driver: 'pg8000' },
  mysql: { backend: 'mysql', driver: 'mysqldb' },
  'mysql+mysqldb': { backend: 'mysql', driver: 'mysqldb' },
  'mysql+pymysql': { backend: 'mysql', driver: 'pymysql' },
  'mysql+mysqlconnector': { backend: 'mysql', driver: 'mysqlconnector' },
  mariadb: { backend: 'mysql', driver: 'mysqldb' },
  'mariadb+mariadbconnector': { backend: 'mysql', driver: 'mariadbconnector' },
};

/** Resolves a URI scheme (case-insensitive) or throws `Driver <scheme> is not allowed`. */
export function resolveScheme(scheme: string): SchemeInfo {
  const info = Object.hasOwn(SCHEMES, scheme.toLowerCase())
    ? SCHEMES[scheme.toLowerCase()]
    : undefined;
  if (!info) throw new ValidationError(`Driver ${scheme} is not allowed`);
  return info;
}

export function isFileBackend(backend: Backend): boolean {
  return FILE_BACKENDS.has(backend);
}
