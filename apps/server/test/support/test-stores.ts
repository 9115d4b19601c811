/**
 * Metadata stores for integration tests: a fresh SQLite file, and a fresh PostgreSQL database
 * when PostgreSQL is reachable. Suites run once per variant with describe.each(storeVariants()).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  migrateToLatest,
  openMetadataStore,
  type MetadataStore,
} from '../../src/store/metadata-store';
import { SERVICE_URLS, serviceAvailable } from './services';

export interface StoreVariant {
  name: 'sqlite' | 'postgresql';
  /** Creates an empty, migrated store and returns it with a function that removes it. */
  create(): Promise<{
    store: MetadataStore;
    databaseUrl: string;
    dataDir: string;
    dispose(): Promise<void>;
  }>;
}

export function tempDir(prefix = 'panorama-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

const sqliteVariant: StoreVariant = {
  name: 'sqlite',
  async create() {
    const dataDir = tempDir();
    const databaseUrl = `sqlite:${path.join(dataDir, 'panorama.db')}`;
    const store = openMetadataStore({ databaseUrl, dataDir });
    await migrateToLatest(store.db);
    return {
      store,
      databaseUrl,
      dataDir,
      async dispose() {
        await store.close().catch(() => undefined);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

const postgresVariant: StoreVariant = {
  name: 'postgresql',
  async create() {
    const dataDir = tempDir();
    const name = `panorama_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: SERVICE_URLS.postgres });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(SERVICE_URLS.postgres);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const store = openMetadataStore({ databaseUrl, dataDir });
    await migrateToLatest(store.db);
    return {
      store,
      databaseUrl,
      dataDir,
      async dispose() {
        await store.close().catch(() => undefined);
        const cleanup = new pg.Client({ connectionString: SERVICE_URLS.postgres });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** The variants this machine can run: SQLite always, PostgreSQL when reachable. */
export async function storeVariants(): Promise<StoreVariant[]> {
  return (await serviceAvailable('postgres')) ? [sqliteVariant, postgresVariant] : [sqliteVariant];
}
