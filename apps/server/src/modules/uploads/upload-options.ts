/**
 * The text fields of an upload form, as Superset's UploadPostSchema reads them: lists are
 * comma-separated (or the field repeated), booleans are `true`/`false` in any of marshmallow's
 * spellings, `column_data_types` is a JSON object of column name to pandas dtype. Problems answer
 * 400 with `{ message: { field: [problems] } }`.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { EXISTS_POLICIES, UPLOAD_KINDS, type ExistsPolicy, type UploadKind } from './upload-types';

export interface ReadOptions {
  delimiter: string;
  /** Row holding the column names, counted after `skipRows`; null when the file has none. */
  headerRow: number | null;
  skipRows: number;
  rowsToRead: number | null;
  /** Exact cell texts read as NULL; null means pandas' default list. */
  nullValues: string[] | null;
  columnDates: string[];
  columnsRead: string[];
  indexColumn: string | null;
  dataframeIndex: boolean;
  indexLabel: string | null;
  columnDataTypes: Record<string, string>;
  dayFirst: boolean;
  decimalCharacter: string;
  skipBlankLines: boolean;
  skipInitialSpace: boolean;
  sheetName: string | null;
}

export interface UploadOptions extends ReadOptions {
  type: UploadKind;
  tableName: string;
  schema: string | null;
  alreadyExists: ExistsPolicy;
}

/** The text fields of a multipart form; a field sent twice keeps every value. */
export type FormFields = ReadonlyMap<string, readonly string[]>;

const MAX_TABLE_NAME_LENGTH = 10_000;
const TRUE_WORDS = new Set(['true', 't', '1', 'yes', 'y', 'on']);
const FALSE_WORDS = new Set(['false', 'f', '0', 'no', 'n', 'off']);
const REQUIRED = 'Missing data for required field.';

type Problems = Record<string, string[]>;

function first(fields: FormFields, name: string): string | undefined {
  return fields.get(name)?.[0];
}

/** A field's text, or undefined when absent or blank (forms send empty inputs as ""). */
function text(fields: FormFields, name: string): string | undefined {
  const value = first(fields, name);
  return value === undefined || value.trim() === '' ? undefined : value;
}

function flag(fields: FormFields, name: string, problems: Problems): boolean {
  const value = text(fields, name);
  if (value === undefined) return false;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (!FALSE_WORDS.has(word)) problems[name] = ['Not a valid boolean.'];
  return false;
}

function integer(
  fields: FormFields,
  name: string,
  min: number,
  problems: Problems,
): number | undefined {
  const value = text(fields, name);
  if (value === undefined) return undefined;
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(Number(value))) {
    problems[name] = ['Not a valid integer.'];
    return undefined;
  }
  const n = Number(value);
  if (n < min) problems[name] = [`Must be greater than or equal to ${min}.`];
  return n;
}

/** Superset's DelimitedListField: `a,b` or the field repeated; blanks are dropped. */
function list(fields: FormFields, name: string): string[] {
  return (fields.get(name) ?? [])
    .flatMap((value) => value.split(','))
    .filter((item) => item.trim() !== '');
}

/** The null markers: the form offers `""` for "empty strings". */
function nullValues(fields: FormFields): string[] | null {
  const values = (fields.get('null_values') ?? []).flatMap((value) => value.split(','));
  const markers = values.map((value) => (value === '""' ? '' : value));
  return markers.length > 0 ? markers : null;
}

/** A one-character option; the form may send a tab as the two characters `\t`. */
function singleCharacter(
  fields: FormFields,
  name: string,
  fallback: string,
  problems: Problems,
): string {
  const raw = first(fields, name);
  if (raw === undefined || raw === '') return fallback;
  const value = raw === '\\t' ? '\t' : raw;
  if ([...value].length !== 1 || value === '"' || value === '\n' || value === '\r') {
    problems[name] = ['Must be a single character other than a quote or a line break.'];
    return fallback;
  }
  return value;
}

function choice<T extends string>(
  fields: FormFields,
  name: string,
  allowed: readonly T[],
  fallback: T | undefined,
  problems: Problems,
): T | undefined {
  const value = text(fields, name);
  if (value === undefined) {
    if (fallback === undefined) problems[name] = [REQUIRED];
    return fallback;
  }
  if ((allowed as readonly string[]).includes(value)) return value as T;
  problems[name] = [`Must be one of: ${allowed.join(', ')}.`];
  return fallback;
}

function columnDataTypes(fields: FormFields, problems: Problems): Record<string, string> {
  const name = fields.has('column_data_types') ? 'column_data_types' : 'dtype';
  const value = text(fields, name);
  if (value === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    problems[name] = ['Not a valid JSON object, e.g. {"user_id": "int"}.'];
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems[name] = ['Not a valid JSON object, e.g. {"user_id": "int"}.'];
    return {};
  }
  const out: Record<string, string> = {};
  for (const [column, type] of Object.entries(parsed)) {
    if (typeof type !== 'string') {
      problems[name] = [`The type of column "${column}" must be a string.`];
      return {};
    }
    out[column] = type;
  }
  return out;
}

/** Reader options only (what `upload_metadata` needs), collecting problems into `problems`. */
function readOptions(fields: FormFields, problems: Problems): ReadOptions {
  const headerText = first(fields, 'header_row');
  return {
    delimiter: singleCharacter(fields, 'delimiter', ',', problems),
    // Absent means the first row; sent blank means "no header row" (pandas header=None).
    headerRow:
      headerText !== undefined && headerText.trim() === ''
        ? null
        : (integer(fields, 'header_row', 0, problems) ?? 0),
    skipRows: integer(fields, 'skip_rows', 0, problems) ?? 0,
    rowsToRead: integer(fields, 'rows_to_read', 1, problems) ?? null,
    nullValues: nullValues(fields),
    columnDates: list(fields, 'column_dates'),
    columnsRead: list(fields, 'columns_read'),
    indexColumn: text(fields, 'index_column') ?? null,
    dataframeIndex: flag(fields, 'dataframe_index', problems),
    indexLabel: text(fields, 'index_label') ?? null,
    columnDataTypes: columnDataTypes(fields, problems),
    dayFirst: flag(fields, 'day_first', problems),
    decimalCharacter: singleCharacter(fields, 'decimal_character', '.', problems),
    skipBlankLines: flag(fields, 'skip_blank_lines', problems),
    skipInitialSpace: flag(fields, 'skip_initial_space', problems),
    sheetName: text(fields, 'sheet_name') ?? null,
  };
}

function throwIfAny(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
}

/**
 * The options of `POST /database/{pk}/upload/`. `kind` fixes the type for the legacy per-kind
 * paths (`csv_upload/`...), where the form has no `type` field.
 */
export function parseUploadOptions(fields: FormFields, kind?: UploadKind): UploadOptions {
  const problems: Problems = {};
  const type = kind ?? choice(fields, 'type', UPLOAD_KINDS, undefined, problems);
  const tableName = first(fields, 'table_name');
  if (tableName === undefined || tableName === '') problems.table_name = [REQUIRED];
  else if (tableName.length > MAX_TABLE_NAME_LENGTH)
    problems.table_name = [`Length must be between 1 and ${MAX_TABLE_NAME_LENGTH}.`];
  const alreadyExists = choice(fields, 'already_exists', EXISTS_POLICIES, 'fail', problems);
  const options = readOptions(fields, problems);
  throwIfAny(problems);
  return {
    ...options,
    // Checked above: throwIfAny returned, so both are set.
    type: type as UploadKind,
    tableName: tableName as string,
    schema: text(fields, 'schema') ?? null,
    alreadyExists: alreadyExists ?? 'fail',
  };
}

/** The options of `POST /database/upload_metadata/`: the kind and how to find the header. */
export function parseMetadataOptions(
  fields: FormFields,
  kind?: UploadKind,
): { type: UploadKind; options: ReadOptions } {
  const problems: Problems = {};
  const type = kind ?? choice(fields, 'type', UPLOAD_KINDS, undefined, problems);
  const options = readOptions(fields, problems);
  throwIfAny(problems);
  return { type: type as UploadKind, options };
}
