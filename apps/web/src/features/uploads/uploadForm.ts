/**
 * The upload form's model: its values and Superset's defaults, which fields each kind of file
 * shows, the checks made before sending, and the multipart body of
 * `POST /api/v1/database/{id}/upload/` (lists comma-separated, booleans as `true`/`false`, empty
 * optional numbers left out, fields of other kinds never sent).
 */
import type { FileMetadataItem } from '@panorama/core/schemas/upload';
import { t } from '../../i18n/t';
import { UPLOAD_EXTENSIONS, type UploadKind } from './uploadKinds';

export type ExistsPolicy = 'fail' | 'replace' | 'append';

export interface UploadFormValues {
  database_id: number | null;
  schema: string | null;
  table_name: string;
  already_exists: ExistsPolicy;
  delimiter: string;
  sheet_name: string | null;
  skip_initial_space: boolean;
  skip_blank_lines: boolean;
  day_first: boolean;
  decimal_character: string;
  null_values: string[];
  header_row: number | null;
  rows_to_read: number | null;
  skip_rows: number | null;
  column_dates: string[];
  index_column: string | null;
  dataframe_index: boolean;
  index_label: string;
  columns_read: string[];
  column_data_types: string;
}

export type UploadField = Exclude<keyof UploadFormValues, 'database_id' | 'schema'>;

/** Superset's defaultUploadInfo. */
export const DEFAULT_UPLOAD_VALUES: Readonly<UploadFormValues> = {
  database_id: null,
  schema: null,
  table_name: '',
  already_exists: 'fail',
  delimiter: ',',
  sheet_name: null,
  skip_initial_space: false,
  skip_blank_lines: false,
  day_first: false,
  decimal_character: '.',
  null_values: [],
  header_row: 0,
  rows_to_read: null,
  skip_rows: 0,
  column_dates: [],
  index_column: null,
  dataframe_index: false,
  index_label: '',
  columns_read: [],
  column_data_types: '',
};

const COMMON_FIELDS: readonly UploadField[] = [
  'table_name',
  'already_exists',
  'columns_read',
  'dataframe_index',
  'index_label',
];
/** Options pandas' CSV and Excel readers share. */
const TABULAR_TEXT_FIELDS: readonly UploadField[] = [
  'column_dates',
  'decimal_character',
  'null_values',
  'index_column',
  'header_row',
  'rows_to_read',
  'skip_rows',
];

export const FIELDS_BY_KIND: Readonly<Record<UploadKind, ReadonlySet<UploadField>>> = {
  csv: new Set([
    ...COMMON_FIELDS,
    ...TABULAR_TEXT_FIELDS,
    'delimiter',
    'skip_initial_space',
    'skip_blank_lines',
    'day_first',
    'column_data_types',
  ]),
  excel: new Set([...COMMON_FIELDS, ...TABULAR_TEXT_FIELDS, 'sheet_name']),
  columnar: new Set(COMMON_FIELDS),
};

export function isFieldShown(field: UploadField, kind: UploadKind): boolean {
  return FIELDS_BY_KIND[kind].has(field);
}

/** The extension of a file name, lower-cased and without the dot; null without one. */
export function extensionOf(fileName: string): string | null {
  const match = /.\.([^.]+)$/.exec(fileName);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Why the picked file cannot be sent, or null when it can. */
export function fileProblem(file: { name: string } | null, kind: UploadKind): string | null {
  if (file === null) return t('Uploading a file is required');
  const extension = extensionOf(file.name);
  if (extension === null || !UPLOAD_EXTENSIONS[kind].includes(extension))
    return t(
      'Upload a file with a valid extension. Valid: [%s]',
      UPLOAD_EXTENSIONS[kind].join(','),
    );
  return null;
}

/** Why `column_data_types` is not usable, or null when it is empty or a JSON object of strings. */
export function columnDataTypesProblem(text: string): string | null {
  if (text.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return t('Column data types must be a JSON object, e.g. {"user_id": "int"}');
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((v) => typeof v === 'string')
  )
    return t('Column data types must be a JSON object, e.g. {"user_id": "int"}');
  return null;
}

/** Problems of the whole form by field, empty when it can be sent. */
export function formProblems(
  values: UploadFormValues,
  file: { name: string } | null,
  kind: UploadKind,
): Partial<Record<keyof UploadFormValues | 'file', string>> {
  const problems: Partial<Record<keyof UploadFormValues | 'file', string>> = {};
  const fileIssue = fileProblem(file, kind);
  if (fileIssue) problems.file = fileIssue;
  if (values.database_id === null) problems.database_id = t('Selecting a database is required');
  if (values.table_name.trim() === '') problems.table_name = t('Table name is required');
  if (isFieldShown('header_row', kind) && values.header_row === null)
    problems.header_row = t('Header row is required');
  if (isFieldShown('skip_rows', kind) && values.skip_rows === null)
    problems.skip_rows = t('Skip rows is required');
  if (isFieldShown('column_data_types', kind)) {
    const dtypes = columnDataTypesProblem(values.column_data_types);
    if (dtypes) problems.column_data_types = dtypes;
  }
  return problems;
}

function fieldText(field: UploadField, values: UploadFormValues): string | null {
  const value = values[field];
  if (value === null) return null;
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  return value === '' ? null : value;
}

/** The text fields of the upload body, in a stable order (the file goes first, separately). */
export function uploadFormEntries(values: UploadFormValues, kind: UploadKind): [string, string][] {
  const entries: [string, string][] = [['type', kind]];
  if (values.schema) entries.push(['schema', values.schema]);
  for (const field of Object.keys(DEFAULT_UPLOAD_VALUES) as (keyof UploadFormValues)[]) {
    if (field === 'database_id' || field === 'schema') continue;
    if (!isFieldShown(field, kind)) continue;
    const text = fieldText(field, values);
    if (text !== null) entries.push([field, text]);
  }
  return entries;
}

export function uploadFormData(
  values: UploadFormValues,
  kind: UploadKind,
  file: Blob & { name: string },
): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  for (const [name, value] of uploadFormEntries(values, kind)) form.append(name, value);
  return form;
}

export function uploadUrl(databaseId: number): string {
  return `/api/v1/database/${databaseId}/upload/`;
}

/** `POST /api/v1/database/upload_metadata/`: the file and how to find its header. */
export function metadataFormData(
  kind: UploadKind,
  file: Blob & { name: string },
  values: Pick<UploadFormValues, 'delimiter' | 'header_row'>,
): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('type', kind);
  if (kind === 'csv') form.append('delimiter', values.delimiter);
  if (kind !== 'columnar' && values.header_row !== null)
    form.append('header_row', String(values.header_row));
  return form;
}

export type { FileMetadataItem };

export function sheetNames(items: readonly FileMetadataItem[]): string[] {
  return items.flatMap((item) => (item.sheet_name === null ? [] : [item.sheet_name]));
}

/** The column names of the chosen sheet (the first when none is chosen, or for CSV/Parquet). */
export function columnsOf(items: readonly FileMetadataItem[], sheet: string | null): string[] {
  const item = (sheet === null ? undefined : items.find((i) => i.sheet_name === sheet)) ?? items[0];
  return item?.column_names ?? [];
}

/** The schemas to offer: the database's upload list when it has one, else all of them. */
export function schemaChoices(
  allowedForUpload: readonly string[],
  all: readonly string[],
): string[] {
  return allowedForUpload.length > 0 ? [...allowedForUpload] : [...all];
}

/** The table name a file suggests: its base name without extension, as a plain identifier. */
export function suggestedTableName(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '');
  return base
    .trim()
    .replace(/[^\p{L}\p{N}_]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** Superset's delimiter choices; any other single character can be typed. */
export function delimiterOptions(): Option<string>[] {
  return [
    { value: ',', label: t('Comma ","') },
    { value: ';', label: t('Semicolon ";"') },
    { value: '\t', label: t('Tab "\\t"') },
    { value: '|', label: t('Pipe') },
  ];
}

/** Superset's null value choices; `""` stands for empty strings. */
export function nullValueOptions(): Option<string>[] {
  return [
    { value: '""', label: t('Empty Strings ""') },
    { value: 'None', label: 'None' },
    { value: 'nan', label: 'nan' },
    { value: 'null', label: 'null' },
    { value: 'N/A', label: 'N/A' },
  ];
}

export function alreadyExistsOptions(): Option<ExistsPolicy>[] {
  return [
    { value: 'fail', label: t('Fail') },
    { value: 'replace', label: t('Replace') },
    { value: 'append', label: t('Append') },
  ];
}
