/**
 * Loads the example dashboards (and their charts) once, through the dashboard import like a
 * bundle a user uploads, from the YAML bundle shipped in apps/server/example-dashboards/. Runs
 * after the example datasets are registered: the bundle names them by their fixed uuids.
 *
 * "Once": a marker in the key-value store records the load, so a restart adds nothing and a
 * dashboard a user deleted stays deleted. Dashboards that already exist (an earlier load that
 * stopped before writing the marker) are left out of the import, so a user's edits are never
 * overwritten; charts they share are reused as they are, never replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { EXAMPLE_DASHBOARD_UUIDS } from '@panorama/core/examples/example-dashboards';
import type { AuthenticatedPrincipal } from '../security/principal';
import type { MetadataSchema } from '../store/schema';
import type { ImportExportService } from '../modules/import-export/import-export.service';
import { namedEntryKey } from '../modules/key-value/key-value-keys';
import { parseBundleYaml } from '../modules/import-export/yaml-codec';
import { adoptExampleDatasetUuids } from './example-dataset-uuids';
import type { ExamplesLogger } from './examples-logger';
import { withFileLock } from './file-lock';

export const EXAMPLE_DASHBOARDS_DIR_NAME = 'example-dashboards';
const MARKER_RESOURCE = 'examples';
const MARKER_UUID = namedEntryKey(['examples', 'dashboards']).uuid;
const LOCK_FILE = 'example-dashboards.lock';

export interface LoadExampleDashboardsOptions {
  db: Kysely<MetadataSchema>;
  dataDir: string;
  importExport: ImportExportService;
  /** Who imports them, and so owns them: the first admin. */
  principal: AuthenticatedPrincipal;
  logger: ExamplesLogger;
  /** The bundle folder; the one shipped with the server by default. */
  bundleDir?: string;
}

export interface LoadExampleDashboardsResult {
  /** Dashboards imported by this call (0 when they were loaded before). */
  imported: number;
  ms: number;
}

/** The shipped bundle folder, found above this module both in the sources and in dist/. */
export function exampleDashboardsDir(): string {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, EXAMPLE_DASHBOARDS_DIR_NAME);
    if (fs.existsSync(path.join(candidate, 'metadata.yaml'))) return candidate;
  }
  throw new Error(
    `Cannot find the ${EXAMPLE_DASHBOARDS_DIR_NAME} bundle above ${import.meta.dirname}`,
  );
}

/** Every file of the folder, keyed by its bundle-relative name with `/` separators. */
export function readBundleDir(dir: string): Map<string, string> {
  const contents = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else if (entry.name.endsWith('.yaml'))
        contents.set(name, fs.readFileSync(path.join(dir, name), 'utf8'));
    }
  };
  walk('');
  return contents;
}

async function markerExists(db: Kysely<MetadataSchema>): Promise<boolean> {
  const row = await db
    .selectFrom('key_values')
    .select('id')
    .where('uuid', '=', MARKER_UUID)
    .where('resource', '=', MARKER_RESOURCE)
    .executeTakeFirst();
  return row !== undefined;
}

async function writeMarker(db: Kysely<MetadataSchema>, userId: number): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('key_values')
    .values({
      uuid: MARKER_UUID,
      resource: MARKER_RESOURCE,
      value: JSON.stringify({ dashboards: EXAMPLE_DASHBOARD_UUIDS, loaded_on: now }),
      created_on: now,
      created_by_fk: userId,
      expires_on: null,
    })
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
}

/** The bundle without the dashboards that already exist. */
async function withoutExistingDashboards(
  db: Kysely<MetadataSchema>,
  contents: Map<string, string>,
): Promise<{ contents: Map<string, string>; dashboards: number }> {
  const existing = new Set(
    (
      await db
        .selectFrom('dashboards')
        .select('uuid')
        .where('uuid', 'in', [...EXAMPLE_DASHBOARD_UUIDS])
        .execute()
    ).map((row) => row.uuid),
  );
  const kept = new Map<string, string>();
  let dashboards = 0;
  for (const [name, text] of contents) {
    if (name.startsWith('dashboards/')) {
      const parsed = parseBundleYaml(text);
      const uuid =
        parsed.ok && typeof parsed.value === 'object' && parsed.value !== null
          ? (parsed.value as { uuid?: unknown }).uuid
          : undefined;
      if (typeof uuid === 'string' && existing.has(uuid)) continue;
      dashboards++;
    }
    kept.set(name, text);
  }
  return { contents: kept, dashboards };
}

export async function loadExampleDashboards(
  options: LoadExampleDashboardsOptions,
): Promise<LoadExampleDashboardsResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { db, logger, principal } = options;
  if (await markerExists(db)) return { imported: 0, ms: elapsed() };
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  return withFileLock(path.join(dataDir, LOCK_FILE), async () => {
    // Another process sharing the store may have loaded them while we waited for the lock.
    if (await markerExists(db)) return { imported: 0, ms: elapsed() };
    await adoptExampleDatasetUuids(db);
    const bundle = readBundleDir(options.bundleDir ?? exampleDashboardsDir());
    const { contents, dashboards } = await withoutExistingDashboards(db, bundle);
    if (dashboards > 0) {
      await options.importExport.importContents(
        'dashboard',
        contents,
        { passwords: {}, overwrite: false },
        principal,
      );
    }
    await writeMarker(db, principal.userId);
    const ms = elapsed();
    logger.info({ ms, dashboards }, 'Loaded example dashboards');
    return { imported: dashboards, ms };
  });
}
