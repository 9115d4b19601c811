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

type CreatedStore = Awaited<ReturnType<StoreVariant['create']>>;

/**
 * Opens and migrates the store at `databaseUrl`; disposing closes it, runs `removeDatabase` and
 * deletes the data directory.
 */
async function migratedStore(
  databaseUrl: string,
  dataDir: string,
  removeDatabase: () => Promise<void> = async () => undefined,
): Promise<CreatedStore> {
  const store = openMetadataStore({ databaseUrl, dataDir });
  await migrateToLatest(store.db);
  return {
    store,
    databaseUrl,
    dataDir,
    async dispose() {
      await store.close().catch(() => undefined);
      await removeDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const sqliteVariant: StoreVariant = {
  name: 'sqlite',
  create() {
    const dataDir = tempDir();
    return migratedStore(`sqlite:${path.join(dataDir, 'panorama.db')}`, dataDir);
  },
};

const postgresVariant: StoreVariant = {
  name: 'postgresql',
  async create() {
    const name = `panorama_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: SERVICE_URLS.postgres });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(SERVICE_URLS.postgres);
    url.pathname = `/${name}`;
    return migratedStore(url.toString(), tempDir(), async () => {
      const cleanup = new pg.Client({ connectionString: SERVICE_URLS.postgres });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    });
  },
};

/** The variants this machine can run: SQLite always, PostgreSQL when reachable. */
export async function storeVariants(): Promise<StoreVariant[]> {
  return (await serviceAvailable('postgres')) ? [sqliteVariant, postgresVariant] : [sqliteVariant];
}
