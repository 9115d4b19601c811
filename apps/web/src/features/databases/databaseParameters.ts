/**
 * The parameters form of the connect dialog: which fields an engine has (from the JSON schema of
 * `GET /database/available/`), their values as the form holds them, the `parameters` payload the
 * API takes, and the errors of `validate_parameters` placed next to their fields.
 */
import { t } from '../../i18n/t';
import type {
  AvailableEngine,
  DatabaseDetail,
  DatabaseParameters,
  SupersetErrorItem,
} from './databaseTypes';

export type ParameterName =
  'host' | 'port' | 'database' | 'username' | 'password' | 'query' | 'encryption';

/** The parameters as the form holds them: text inputs, a number input and a switch. */
export interface ParameterFormValues {
  host: string;
  port: number | null;
  database: string;
  username: string;
  password: string;
  /** Additional URI parameters as `key=value&key=value`. */
  query: string;
  encryption: boolean;
}

export type FieldKind = 'text' | 'number' | 'password' | 'switch';

export interface ParameterFieldSpec {
  name: ParameterName;
  label: string;
  kind: FieldKind;
  required: boolean;
  placeholder?: string;
  help?: string;
}

/** The order fields are shown in, whatever order the schema lists them. */
export const PARAMETER_NAMES: readonly ParameterName[] = [
  'host',
  'port',
  'database',
  'username',
  'password',
  'query',
  'encryption',
];

const isParameterName = (name: string): name is ParameterName =>
  (PARAMETER_NAMES as readonly string[]).includes(name);

/** A file engine's only field is the path of its file. */
function isFileEngine(engine: AvailableEngine): boolean {
  const properties = Object.keys(engine.parameters.properties);
  return properties.length === 1 && properties[0] === 'database';
}

function describe(name: ParameterName, fileEngine: boolean): Omit<ParameterFieldSpec, 'required'> {
  switch (name) {
    case 'host':
      return { name, label: t('Host'), kind: 'text', placeholder: t('e.g. 127.0.0.1') };
    case 'port':
      return { name, label: t('Port'), kind: 'number', placeholder: t('e.g. 5432') };
    case 'database':
      return fileEngine
        ? {
            name,
            label: t('Database file'),
            kind: 'text',
            placeholder: t('e.g. analytics.duckdb'),
            help: t('The path of the file, relative to the data directory of the server.'),
          }
        : {
            name,
            label: t('Database name'),
            kind: 'text',
            placeholder: t('e.g. world_population'),
          };
    case 'username':
      return { name, label: t('Username'), kind: 'text', placeholder: t('e.g. Analytics') };
    case 'password':
      return { name, label: t('Password'), kind: 'password', placeholder: t('e.g. ********') };
    case 'query':
      return {
        name,
        label: t('Additional Parameters'),
        kind: 'text',
        placeholder: t('e.g. param1=value1&param2=value2'),
      };
    case 'encryption':
      return {
        name,
        label: t('SSL'),
        kind: 'switch',
        help: t('Use an encrypted connection to the database.'),
      };
  }
}

/** The engine's fields, in display order; none when it can only be connected with a URI. */
export function parameterFields(engine: AvailableEngine | null): ParameterFieldSpec[] {
  if (!engine) return [];
  const schema = engine.parameters;
  const required = new Set(schema.required);
  const fileEngine = isFileEngine(engine);
  return PARAMETER_NAMES.filter((name) => name in schema.properties).map((name) => ({
    ...describe(name, fileEngine),
    required: required.has(name),
  }));
}

export function supportsParameters(engine: AvailableEngine | null): boolean {
  return parameterFields(engine).length > 0;
}

/** `key=value&key=value` → an object; blank pieces are skipped, `=` inside a value is kept. */
export function parseQueryText(text: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const piece of text.split('&')) {
    const trimmed = piece.trim();
    if (trimmed === '') continue;
    const eq = trimmed.indexOf('=');
    const key = (eq === -1 ? trimmed : trimmed.slice(0, eq)).trim();
    if (key !== '') query[key] = eq === -1 ? '' : trimmed.slice(eq + 1).trim();
  }
  return query;
}

export function formatQueryText(query: DatabaseParameters['query']): string {
  return Object.entries(query ?? {})
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');
}

/** The form's starting parameters: the stored ones when editing, else the schema's defaults. */
export function parameterFormValues(
  engine: AvailableEngine | null,
  database: DatabaseDetail | null,
): ParameterFormValues {
  const stored = database?.parameters ?? null;
  const defaultPort = engine?.parameters.properties.port?.default;
  return {
    host: stored?.host ?? '',
    port: stored?.port ?? defaultPort ?? null,
    database: stored?.database ?? '',
    username: stored?.username ?? '',
    password: '',
    query: formatQueryText(stored?.query),
    encryption: stored?.encryption ?? false,
  };
}

/**
 * The `parameters` payload for the engine's fields. An empty password is left out: when editing
 * it means "keep the stored one", when creating "none".
 */
export function parametersPayload(
  values: ParameterFormValues,
  fields: readonly ParameterFieldSpec[],
): DatabaseParameters {
  const payload: DatabaseParameters = {};
  for (const { name } of fields) {
    switch (name) {
      case 'host':
      case 'database':
      case 'username': {
        const text = values[name].trim();
        if (text !== '') payload[name] = text;
        break;
      }
      case 'password':
        if (values.password !== '') payload.password = values.password;
        break;
      case 'port':
        if (typeof values.port === 'number' && Number.isFinite(values.port))
          payload.port = values.port;
        break;
      case 'query':
        payload.query = parseQueryText(values.query);
        break;
      case 'encryption':
        payload.encryption = values.encryption;
        break;
    }
  }
  return payload;
}

/** The structured errors of a failed `validate_parameters` (or test) call, if it has them. */
export function supersetErrorsOf(error: unknown): SupersetErrorItem[] {
  if (typeof error !== 'object' || error === null) return [];
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return [];
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is SupersetErrorItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { message?: unknown }).message === 'string',
  );
}

export interface PlacedErrors {
  /** Messages by parameter field. */
  fields: Partial<Record<ParameterName, string[]>>;
  /** Messages for the display name. */
  databaseName: string[];
  /** Messages that belong to no field on the form, shown above it. */
  general: string[];
}

function add(list: Partial<Record<ParameterName, string[]>>, name: ParameterName, text: string) {
  const messages = (list[name] ??= []);
  if (!messages.includes(text)) messages.push(text);
}

/**
 * Puts each error next to the fields it names: `missing` fields get 'This is a required field'
 * (only those in `showMissing`: while the form is being filled in, a field not visited yet is not
 * an error), `invalid` fields the error's message. Errors naming no field of this form are general.
 */
export function placeErrors(
  errors: readonly SupersetErrorItem[],
  fields: readonly ParameterFieldSpec[],
  showMissing: (name: ParameterName) => boolean = () => true,
): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, databaseName: [], general: [] };
  const onForm = new Set<string>(fields.map((field) => field.name));
  for (const error of errors) {
    const missing = (error.extra?.missing ?? []).filter((name) => onForm.has(name));
    const invalid = error.extra?.invalid ?? [];
    let shown = false;
    for (const name of missing) {
      if (isParameterName(name) && showMissing(name))
        add(placed.fields, name, t('This is a required field'));
      shown = true;
    }
    for (const name of invalid) {
      if (name === 'database_name') {
        placed.databaseName.push(error.message);
        shown = true;
      } else if (isParameterName(name) && onForm.has(name)) {
        add(placed.fields, name, error.message);
        shown = true;
      }
    }
    if (!shown && !placed.general.includes(error.message)) placed.general.push(error.message);
  }
  return placed;
}
