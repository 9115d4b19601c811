/**
 * Times loading the example data into a fresh DATA_DIR with a fresh SQLite metadata store, then
 * the no-op second call that every later server start pays.
 *
 *   npx tsx bench/examples-load.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadExamples } from '../apps/server/src/examples/load-examples';
import { examplesDuckdbPath } from '../apps/server/src/examples/examples-database';
import type { ExamplesLogger } from '../apps/server/src/examples/examples-logger';
import { migrateToLatest, openMetadataStore } from '../apps/server/src/store/metadata-store';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-bench-examples-'));
const verbose = process.argv.includes('--verbose');
const logger: ExamplesLogger = {
  info: (obj, msg) => console.log('info', msg, JSON.stringify(obj)),
  warn: (obj, msg) => console.warn('warn', msg, JSON.stringify(obj)),
  debug: verbose ? (obj, msg) => console.log('debug', msg, JSON.stringify(obj)) : undefined,
};

const store = openMetadataStore({ dataDir });
try {
  await migrateToLatest(store.db);
  const first = await loadExamples({ db: store.db, dataDir, logger });
  const second = await loadExamples({ db: store.db, dataDir, logger });
  const bytes = fs.statSync(examplesDuckdbPath(dataDir)).size;
  console.log(
    JSON.stringify({
      cpus: os.availableParallelism(),
      firstLoadMs: first.ms,
      datasets: first.datasets,
      secondCallMs: second.ms,
      secondLoaded: second.loaded,
      fileMiB: Math.round((bytes / 1024 / 1024) * 10) / 10,
    }),
  );
} finally {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
