import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UPLOAD_VALUES,
  columnDataTypesProblem,
  columnsOf,
  fileProblem,
  formProblems,
  isFieldShown,
  metadataFormData,
  schemaChoices,
  sheetNames,
  suggestedTableName,
  uploadFormData,
  uploadFormEntries,
  uploadUrl,
  type UploadFormValues,
} from './uploadForm';

const values = (overrides: Partial<UploadFormValues> = {}): UploadFormValues => ({
  ...DEFAULT_UPLOAD_VALUES,
  database_id: 3,
  table_name: 'sales',
  ...overrides,
});

describe('upload form fields per kind', () => {
  it('shows CSV options for CSV only, the sheet for Excel only, and little for Parquet', () => {
    expect(isFieldShown('delimiter', 'csv')).toBe(true);
    expect(isFieldShown('delimiter', 'excel')).toBe(false);
    expect(isFieldShown('sheet_name', 'excel')).toBe(true);
    expect(isFieldShown('sheet_name', 'csv')).toBe(false);
    expect(isFieldShown('header_row', 'columnar')).toBe(false);
    expect(isFieldShown('columns_read', 'columnar')).toBe(true);
    expect(isFieldShown('dataframe_index', 'columnar')).toBe(true);
  });
});

describe('upload body', () => {
  it("sends Superset's defaults for a CSV, leaving empty optional values out", () => {
    expect(uploadFormEntries(values(), 'csv')).toEqual([
      ['type', 'csv'],
      ['table_name', 'sales'],
      ['already_exists', 'fail'],
      ['delimiter', ','],
      ['skip_initial_space', 'false'],
      ['skip_blank_lines', 'false'],
      ['day_first', 'false'],
      ['decimal_character', '.'],
      ['header_row', '0'],
      ['skip_rows', '0'],
      ['dataframe_index', 'false'],
    ]);
  });

  it('joins lists with commas and sends the schema and numbers that were set', () => {
    const entries = new Map(
      uploadFormEntries(
        values({
          schema: 'public',
          already_exists: 'append',
          column_dates: ['a', 'b'],
          null_values: ['""', 'None'],
          rows_to_read: 50,
          index_column: 'id',
          column_data_types: '{"a":"int"}',
        }),
        'csv',
      ),
    );
    expect(entries.get('schema')).toBe('public');
    expect(entries.get('already_exists')).toBe('append');
    expect(entries.get('column_dates')).toBe('a,b');
    expect(entries.get('null_values')).toBe('"",None');
    expect(entries.get('rows_to_read')).toBe('50');
    expect(entries.get('index_column')).toBe('id');
    expect(entries.get('column_data_types')).toBe('{"a":"int"}');
  });

  it('never sends the options of another kind', () => {
    const excel = new Map(
      uploadFormEntries(values({ sheet_name: 'Data', delimiter: ';' }), 'excel'),
    );
    expect(excel.get('sheet_name')).toBe('Data');
    expect(excel.has('delimiter')).toBe(false);
    const parquet = uploadFormEntries(values({ columns_read: ['x'], header_row: 4 }), 'columnar');
    expect(parquet).toEqual([
      ['type', 'columnar'],
      ['table_name', 'sales'],
      ['already_exists', 'fail'],
      ['dataframe_index', 'false'],
      ['columns_read', 'x'],
    ]);
  });

  it('puts the file first in the multipart body', () => {
    const file = new File(['a,b\n1,2\n'], 'sales.csv', { type: 'text/csv' });
    const form = uploadFormData(values(), 'csv', file);
    const keys = [...form.keys()];
    expect(keys[0]).toBe('file');
    expect((form.get('file') as File).name).toBe('sales.csv');
    expect(form.get('type')).toBe('csv');
    expect(uploadUrl(12)).toBe('/api/v1/database/12/upload/');
  });

  it('asks for metadata with the header settings the kind uses', () => {
    const file = new File(['x'], 'a.csv');
    const csv = metadataFormData('csv', file, { delimiter: ';', header_row: 2 });
    expect([...csv.entries()].slice(1)).toEqual([
      ['type', 'csv'],
      ['delimiter', ';'],
      ['header_row', '2'],
    ]);
    const parquet = metadataFormData('columnar', new File(['x'], 'a.parquet'), {
      delimiter: ',',
      header_row: 0,
    });
    expect([...parquet.keys()]).toEqual(['file', 'type']);
  });
});

describe('checks before sending', () => {
  it('requires a file with an extension of the kind', () => {
    expect(fileProblem(null, 'csv')).toBe('Uploading a file is required');
    expect(fileProblem({ name: 'a.xlsx' }, 'csv')).toBe(
      'Upload a file with a valid extension. Valid: [csv,tsv,txt]',
    );
    expect(fileProblem({ name: 'A.TSV' }, 'csv')).toBeNull();
    expect(fileProblem({ name: 'data.parquet' }, 'columnar')).toBeNull();
  });

  it('checks column data types are a JSON object of strings', () => {
    expect(columnDataTypesProblem('')).toBeNull();
    expect(columnDataTypesProblem('{"a": "int64"}')).toBeNull();
    expect(columnDataTypesProblem('{"a": 1}')).not.toBeNull();
    expect(columnDataTypesProblem('not json')).not.toBeNull();
  });

  it('collects every problem by field, only for fields the kind shows', () => {
    expect(
      formProblems(
        values({ database_id: null, table_name: ' ', header_row: null, column_data_types: '[' }),
        null,
        'csv',
      ),
    ).toEqual({
      file: 'Uploading a file is required',
      database_id: 'Selecting a database is required',
      table_name: 'Table name is required',
      header_row: 'Header row is required',
      column_data_types: 'Column data types must be a JSON object, e.g. {"user_id": "int"}',
    });
    expect(formProblems(values({ header_row: null }), { name: 'x.parquet' }, 'columnar')).toEqual(
      {},
    );
  });
});

describe('file metadata and choices', () => {
  const items = [
    { sheet_name: 'Sales', column_names: ['region', 'units'] },
    { sheet_name: 'Notes', column_names: ['text'] },
  ];

  it('lists sheets and the columns of the chosen one (the first by default)', () => {
    expect(sheetNames(items)).toEqual(['Sales', 'Notes']);
    expect(columnsOf(items, null)).toEqual(['region', 'units']);
    expect(columnsOf(items, 'Notes')).toEqual(['text']);
    expect(columnsOf([{ sheet_name: null, column_names: ['a'] }], null)).toEqual(['a']);
    expect(sheetNames([{ sheet_name: null, column_names: ['a'] }])).toEqual([]);
  });

  it("offers the database's upload schemas when it restricts them, else all", () => {
    expect(schemaChoices(['uploads'], ['public', 'uploads'])).toEqual(['uploads']);
    expect(schemaChoices([], ['public', 'uploads'])).toEqual(['public', 'uploads']);
  });

  it('suggests a table name from the file name', () => {
    expect(suggestedTableName('Sales Q1 2024.csv')).toBe('sales_q1_2024');
    expect(suggestedTableName('données-été.xlsx')).toBe('données_été');
  });
});
