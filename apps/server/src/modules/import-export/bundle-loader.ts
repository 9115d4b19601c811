/**
 * Superset's ImportModelsCommand.validate for v1 bundles: checks metadata.yaml (a wrong or missing
 * version is "Import has incorrect version"; a `type` naming another model is a file error), reads
 * and validates every file under the folders the importer handles, asks for the password of a
 * database whose URI is masked, and refuses to replace existing primary objects without
 * `overwrite=true`. Every problem is collected and reported at once as `{file: messages}` (422).
 */
import { UnprocessableError } from '@panorama/core/errors/app-error';
import { JSON_TOO_DEEP_MESSAGE, jsonValueTooDeep } from '@panorama/core/json/json-depth';
import { hasMaskedPassword } from '../../engine/connection-uri';
import { unknownVizTypeMessage, type ChartTypes } from '../charts/chart-types';
import { upgradeLegacyChart } from '../charts/legacy-chart-upgrade';
import { isJsonObject } from '@panorama/core/json/json-object';
import { RESOURCE_INFO, type BundlePrefix, type BundleResource } from './bundle-resources';
import {
  INCORRECT_VERSION,
  PASSWORD_REQUIRED,
  importInvalid,
  overwriteNotPassed,
  type FileMessages,
} from './command-errors';
import {
  IMPORT_VERSION,
  chartFileSchema,
  dashboardFileSchema,
  databaseFileSchema,
  datasetFileSchema,
  metadataSchema,
  nestedMessages,
  savedQueryFileSchema,
  type ChartConfig,
  type DashboardConfig,
  type DatabaseConfig,
  type DatasetConfig,
  type SavedQueryConfig,
} from './import-schemas';
import { NOT_VALID_YAML, parseBundleYaml } from './yaml-codec';

/** A chart of a retired chart type imports as its successor, its old params kept as a backup. */
function upgradeLegacyChartConfig(config: ChartConfig): ChartConfig {
  const upgraded = upgradeLegacyChart(
    config.viz_type,
    config.params ?? {},
    config.query_context ?? null,
  );
  return upgraded ? { ...config, ...upgraded } : config;
}

export const METADATA_FILE = 'metadata.yaml';

export interface LoadedBundle {
  databases: Map<string, DatabaseConfig>;
  datasets: Map<string, DatasetConfig>;
  charts: Map<string, ChartConfig>;
  dashboards: Map<string, DashboardConfig>;
  queries: Map<string, SavedQueryConfig>;
}

export interface LoadOptions {
  /** `{"databases/x.yaml": "password"}` from the request. */
  passwords: Record<string, string>;
  overwrite: boolean;
}

/** Which of these uuids already exist among the objects of a folder's kind. */
export type ExistingUuids = (prefix: BundlePrefix, uuids: string[]) => Promise<Set<string>>;

const SCHEMAS = {
  'databases/': databaseFileSchema,
  'datasets/': datasetFileSchema,
  'charts/': chartFileSchema,
  'dashboards/': dashboardFileSchema,
  'queries/': savedQueryFileSchema,
} as const;

function prefixOf(fileName: string): BundlePrefix | null {
  const slash = fileName.indexOf('/');
  if (slash === -1) return null;
  const prefix = fileName.slice(0, slash + 1);
  return prefix in SCHEMAS ? (prefix as BundlePrefix) : null;
}

function checkMetadata(
  contents: Map<string, string>,
  resource: BundleResource,
  errors: FileMessages,
): void {
  const text = contents.get(METADATA_FILE);
  // A bundle without metadata is not a v1 bundle at all (Superset: "Missing metadata.yaml").
  if (text === undefined) throw new UnprocessableError(INCORRECT_VERSION);
  const parsed = parseBundleYaml(text);
  if (!parsed.ok) {
    errors[METADATA_FILE] = NOT_VALID_YAML;
    return;
  }
  const result = metadataSchema.safeParse(parsed.value);
  if (!result.success) {
    const messages = nestedMessages(result.error);
    if ('version' in messages) throw new UnprocessableError(INCORRECT_VERSION);
    errors[METADATA_FILE] = messages;
    return;
  }
  if (result.data.version !== IMPORT_VERSION) throw new UnprocessableError(INCORRECT_VERSION);
  const expected = RESOURCE_INFO[resource].modelClass;
  if (result.data.type !== undefined && result.data.type !== expected) {
    errors[METADATA_FILE] = { type: [`Must be equal to ${expected}.`] };
  }
}

export async function loadBundle(
  contents: Map<string, string>,
  resource: BundleResource,
  options: LoadOptions,
  existingUuids: ExistingUuids,
  chartTypes: ChartTypes,
): Promise<LoadedBundle> {
  const errors: FileMessages = {};
  checkMetadata(contents, resource, errors);

  const bundle: LoadedBundle = {
    databases: new Map(),
    datasets: new Map(),
    charts: new Map(),
    dashboards: new Map(),
    queries: new Map(),
  };
  const reads = new Set(RESOURCE_INFO[resource].reads);
  for (const [fileName, text] of contents) {
    const prefix = prefixOf(fileName);
    if (prefix === null || !reads.has(prefix)) continue;
    const parsed = parseBundleYaml(text);
    if (!parsed.ok) {
      errors[fileName] = NOT_VALID_YAML;
      continue;
    }
    if (jsonValueTooDeep(parsed.value)) {
      errors[fileName] = JSON_TOO_DEEP_MESSAGE;
      continue;
    }
    let raw = parsed.value;
    if (
      prefix === 'databases/' &&
      isJsonObject(raw) &&
      Object.hasOwn(options.passwords, fileName)
    ) {
      raw = { ...raw, password: options.passwords[fileName] };
    }
    switch (prefix) {
      case 'databases/': {
        const result = databaseFileSchema.safeParse(raw);
        if (result.success) bundle.databases.set(fileName, result.data);
        else errors[fileName] = nestedMessages(result.error);
        break;
      }
      case 'datasets/': {
        const result = datasetFileSchema.safeParse(raw);
        if (result.success) bundle.datasets.set(fileName, result.data);
        else errors[fileName] = nestedMessages(result.error);
        break;
      }
      case 'charts/': {
        const result = chartFileSchema.safeParse(raw);
        if (result.success) bundle.charts.set(fileName, upgradeLegacyChartConfig(result.data));
        else errors[fileName] = nestedMessages(result.error);
        break;
      }
      case 'dashboards/': {
        const result = dashboardFileSchema.safeParse(raw);
        if (result.success) bundle.dashboards.set(fileName, result.data);
        else errors[fileName] = nestedMessages(result.error);
        break;
      }
      case 'queries/': {
        const result = savedQueryFileSchema.safeParse(raw);
        if (result.success) bundle.queries.set(fileName, result.data);
        else errors[fileName] = nestedMessages(result.error);
        break;
      }
    }
  }

  const unknownTypes = new Set(
    await chartTypes.unknown([...bundle.charts.values()].map((c) => c.viz_type)),
  );
  for (const [fileName, config] of bundle.charts) {
    if (!unknownTypes.has(config.viz_type)) continue;
    errors[fileName] = { viz_type: [unknownVizTypeMessage(config.viz_type)] };
    bundle.charts.delete(fileName);
  }

  // A masked URI needs a password, unless the database already exists (it is then reused, or
  // its stored password is reused when overwritten: the planner checks that case).
  const masked = [...bundle.databases].filter(
    ([, config]) =>
      hasMaskedPassword(config.sqlalchemy_uri) &&
      (config.password === undefined || config.password === null),
  );
  if (masked.length) {
    const existing = await existingUuids(
      'databases/',
      masked.map(([, c]) => c.uuid),
    );
    for (const [fileName, config] of masked) {
      if (!existing.has(config.uuid)) errors[fileName] = { _schema: [PASSWORD_REQUIRED] };
    }
  }

  if (!options.overwrite) {
    const prefix = RESOURCE_INFO[resource].prefix;
    const primary = primaryConfigs(bundle, prefix);
    const existing = await existingUuids(
      prefix,
      primary.map(([, uuid]) => uuid),
    );
    for (const [fileName, uuid] of primary) {
      if (existing.has(uuid)) errors[fileName] = overwriteNotPassed(resource);
    }
  }

  if (Object.keys(errors).length > 0) throw importInvalid(errors);
  return bundle;
}

function primaryConfigs(bundle: LoadedBundle, prefix: BundlePrefix): [string, string][] {
  const byPrefix: Record<BundlePrefix, Map<string, { uuid: string }>> = {
    'databases/': bundle.databases,
    'datasets/': bundle.datasets,
    'charts/': bundle.charts,
    'dashboards/': bundle.dashboards,
    'queries/': bundle.queries,
  };
  return [...byPrefix[prefix]].map(([fileName, config]) => [fileName, config.uuid]);
}
