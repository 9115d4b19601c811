/**
 * Reads a bundle the way Superset's v1 importer does, to prove an export from here imports there:
 * every YAML file parsed as PyYAML's safe_load would (YAML 1.1), then loaded with the field lists
 * of Superset's import schemas (`fixtures/superset-import-schemas.json`, written from Superset's
 * source) under marshmallow's rules: unknown fields are refused, nested schemas included; a field
 * without allow_none refuses null; required fields must be there. On top of the schemas, the
 * references Superset's import commands follow by uuid must resolve inside the bundle.
 */
import { readFileSync } from 'node:fs';
import YAML from 'yaml';

interface FieldSpec {
  type: 'String' | 'Integer' | 'Boolean' | 'UUID' | 'Dict' | 'List' | 'Nested' | 'URL' | 'DateTime';
  required?: boolean;
  allow_none?: boolean;
  equals?: string;
  json?: boolean;
  schema?: string;
  items?: FieldSpec['type'];
  values?: FieldSpec['type'];
}

type SchemaSpec = Record<string, FieldSpec>;

interface SupersetImportSchemas {
  metadata: SchemaSpec;
  files: Record<string, string>;
  metadataTypes: Record<string, string>;
  schemas: Record<string, SchemaSpec>;
}

const SCHEMAS = JSON.parse(
  readFileSync(new URL('./fixtures/superset-import-schemas.json', import.meta.url), 'utf8'),
) as SupersetImportSchemas;

const UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isValidJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Marshmallow's message for one value of a simple (non-container) field, or null when valid. */
function scalarError(type: FieldSpec['type'], value: unknown): string | null {
  switch (type) {
    case 'String':
      return typeof value === 'string' ? null : 'Not a valid string.';
    case 'Integer':
      return Number.isInteger(value) ? null : 'Not a valid integer.';
    case 'Boolean':
      return typeof value === 'boolean' ? null : 'Not a valid boolean.';
    case 'UUID':
      return typeof value === 'string' && UUID_PATTERN.test(value) ? null : 'Not a valid UUID.';
    case 'URL':
      return typeof value === 'string' && URL.canParse(value) ? null : 'Not a valid URL.';
    case 'DateTime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? null
        : 'Not a valid datetime.';
    case 'Dict':
      return isObject(value) ? null : 'Not a valid mapping type.';
    case 'List':
    case 'Nested':
      // Containers are checked item by item in fieldErrors.
      return null;
  }
}

function fieldErrors(spec: FieldSpec, value: unknown): unknown {
  if (value === null) return spec.allow_none ? null : ['Field may not be null.'];
  switch (spec.type) {
    case 'Nested':
      return isObject(value) ? schemaErrors(spec.schema ?? '', value) : ['Invalid input type.'];
    case 'List': {
      if (!Array.isArray(value)) return ['Not a valid list.'];
      const itemErrors: Record<number, unknown> = {};
      value.forEach((item, index) => {
        const error =
          spec.items === 'Nested'
            ? isObject(item)
              ? schemaErrors(spec.schema ?? '', item)
              : ['Invalid input type.']
            : scalarError(spec.items ?? 'String', item);
        if (error) itemErrors[index] = error;
      });
      return Object.keys(itemErrors).length ? itemErrors : null;
    }
    case 'Dict': {
      if (!isObject(value)) return ['Not a valid mapping type.'];
      if (!spec.values) return null;
      const bad = Object.entries(value).filter(([, v]) => scalarError(spec.values!, v) !== null);
      return bad.length
        ? { [bad[0]![0]]: { value: [scalarError(spec.values, bad[0]![1])] } }
        : null;
    }
    case 'String':
    case 'Integer':
    case 'Boolean':
    case 'UUID':
    case 'URL':
    case 'DateTime': {
      const error = scalarError(spec.type, value);
      if (error) return [error];
      if (spec.equals !== undefined && value !== spec.equals)
        return [`Must be equal to ${spec.equals}.`];
      if (spec.json && typeof value === 'string' && !isValidJsonText(value))
        return ['JSON not valid'];
      return null;
    }
  }
}

/** The errors marshmallow would raise loading `value` with the named schema, or null. */
function schemaErrors(name: string, value: Json, fields = SCHEMAS.schemas[name]): Json | null {
  if (!fields) throw new Error(`The fixture has no schema named ${name}.`);
  const errors: Json = {};
  for (const [key, spec] of Object.entries(fields)) {
    if (!(key in value)) {
      if (spec.required) errors[key] = ['Missing data for required field.'];
      continue;
    }
    const error = fieldErrors(spec, value[key]);
    if (error) errors[key] = error;
  }
  for (const key of Object.keys(value)) {
    if (!(key in fields)) errors[key] = ['Unknown field.'];
  }
  return Object.keys(errors).length ? errors : null;
}

/** PyYAML's safe_load: YAML 1.1, where `yes`, `off` and bare dates are not strings. */
function pyYamlLoad(text: string): unknown {
  return YAML.parse(text, { version: '1.1' }) as unknown;
}

export interface SupersetImportReport {
  /** Per file (root folder removed, as Superset does): the schema errors. */
  errors: Record<string, unknown>;
  /** References by uuid that do not resolve inside the bundle. */
  danglingReferences: string[];
  /** The bundle's files by kind, parsed. */
  configs: Record<'databases' | 'datasets' | 'charts' | 'dashboards' | 'queries', Json[]>;
}

/**
 * Checks an exported bundle (its files by path, root folder included) as Superset's importer
 * for `resource` (database, dataset, chart, dashboard or saved_query) would load it.
 */
export function checkSupersetImport(
  files: Map<string, string>,
  resource: keyof SupersetImportSchemas['metadataTypes'],
): SupersetImportReport {
  const errors: Record<string, unknown> = {};
  const configs: SupersetImportReport['configs'] = {
    databases: [],
    datasets: [],
    charts: [],
    dashboards: [],
    queries: [],
  };
  const roots = new Set([...files.keys()].map((path) => path.split('/')[0]));
  if (roots.size !== 1) errors['<bundle>'] = ['Every file must sit under one root folder.'];

  for (const [path, text] of files) {
    const relative = path.split('/').slice(1).join('/');
    if (!/\.ya?ml$/i.test(relative)) continue;
    const config = pyYamlLoad(text);
    if (relative === 'metadata.yaml') {
      const error = isObject(config)
        ? schemaErrors('metadata', config, SCHEMAS.metadata)
        : { _schema: ['Invalid input type.'] };
      if (error) errors[relative] = error;
      else if (isObject(config) && config.type !== SCHEMAS.metadataTypes[resource])
        errors[relative] = { type: [`Must be equal to ${SCHEMAS.metadataTypes[resource]}.`] };
      continue;
    }
    const prefix = `${relative.split('/')[0]}/`;
    const schema = SCHEMAS.files[prefix];
    if (!schema) continue;
    if (!isObject(config)) {
      errors[relative] = { _schema: ['Invalid input type.'] };
      continue;
    }
    const error = schemaErrors(schema, config);
    if (error) errors[relative] = error;
    configs[prefix.slice(0, -1) as keyof SupersetImportReport['configs']].push(config);
  }
  if (![...files.keys()].some((path) => path.endsWith('/metadata.yaml')))
    errors['metadata.yaml'] = ['Missing metadata.yaml'];

  return { errors, danglingReferences: danglingReferences(configs), configs };
}

function danglingReferences(configs: SupersetImportReport['configs']): string[] {
  const uuids = (list: Json[]) => new Set(list.map((config) => String(config.uuid)));
  const databases = uuids(configs.databases);
  const datasets = uuids(configs.datasets);
  const charts = uuids(configs.charts);
  const dangling: string[] = [];
  for (const query of configs.queries)
    if (!databases.has(String(query.database_uuid)))
      dangling.push(`query ${String(query.label)} → database ${String(query.database_uuid)}`);
  for (const dataset of configs.datasets)
    if (!databases.has(String(dataset.database_uuid)))
      dangling.push(
        `dataset ${String(dataset.table_name)} → database ${String(dataset.database_uuid)}`,
      );
  for (const chart of configs.charts)
    if (!datasets.has(String(chart.dataset_uuid)))
      dangling.push(`chart ${String(chart.slice_name)} → dataset ${String(chart.dataset_uuid)}`);
  for (const dashboard of configs.dashboards) {
    const position = isObject(dashboard.position) ? dashboard.position : {};
    for (const [id, item] of Object.entries(position)) {
      if (!isObject(item) || item.type !== 'CHART') continue;
      const meta = isObject(item.meta) ? item.meta : {};
      if (!charts.has(String(meta.uuid)))
        dangling.push(`layout ${id} → chart ${String(meta.uuid)}`);
    }
    const metadata = isObject(dashboard.metadata) ? dashboard.metadata : {};
    const filters = Array.isArray(metadata.native_filter_configuration)
      ? metadata.native_filter_configuration
      : [];
    for (const filter of filters.filter(isObject)) {
      const targets = Array.isArray(filter.targets) ? filter.targets.filter(isObject) : [];
      for (const target of targets)
        if (!datasets.has(String(target.datasetUuid)))
          dangling.push(`filter ${String(filter.id)} → dataset ${String(target.datasetUuid)}`);
    }
  }
  return dangling;
}
