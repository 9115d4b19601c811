import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../../test/support/refusal-of';
import { parseMetadataOptions, parseUploadOptions } from './upload-options';

const fields = (entries: Record<string, string | string[]>) =>
  new Map(Object.entries(entries).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));

describe('upload options', () => {
  it("applies Superset's defaults", () => {
    const options = parseUploadOptions(fields({ type: 'csv', table_name: 'sales' }));
    expect(options).toMatchObject({
      type: 'csv',
      tableName: 'sales',
      schema: null,
      alreadyExists: 'fail',
      delimiter: ',',
      headerRow: 0,
      skipRows: 0,
      rowsToRead: null,
      nullValues: null,
      columnDates: [],
      dataframeIndex: false,
      decimalCharacter: '.',
      skipBlankLines: false,
    });
  });

  it('reads lists, booleans, numbers, the tab and the empty-string null marker', () => {
    const options = parseUploadOptions(
      fields({
        type: 'excel',
        table_name: 't',
        schema: 'public',
        already_exists: 'append',
        delimiter: '\\t',
        header_row: '2',
        skip_rows: '1',
        rows_to_read: '10',
        null_values: ['""', 'None'],
        column_dates: 'a,b',
        columns_read: ['a', 'b,c'],
        dataframe_index: 'True',
        day_first: 'yes',
        column_data_types: '{"a": "int64"}',
        sheet_name: 'Data',
      }),
    );
    expect(options).toMatchObject({
      schema: 'public',
      alreadyExists: 'append',
      delimiter: '\t',
      headerRow: 2,
      skipRows: 1,
      rowsToRead: 10,
      nullValues: ['', 'None'],
      columnDates: ['a', 'b'],
      columnsRead: ['a', 'b', 'c'],
      dataframeIndex: true,
      dayFirst: true,
      columnDataTypes: { a: 'int64' },
      sheetName: 'Data',
    });
  });

  it('treats a blank header row as "no header"', () => {
    expect(
      parseUploadOptions(fields({ type: 'csv', table_name: 't', header_row: '' })).headerRow,
    ).toBeNull();
  });

  it('answers 400 with every problem keyed by field', () => {
    expect(
      refusalOf(() =>
        parseUploadOptions(
          fields({
            type: 'pdf',
            already_exists: 'merge',
            header_row: '-1',
            delimiter: ';;',
            column_data_types: '[1]',
            dataframe_index: 'maybe',
          }),
        ),
      ),
    ).toEqual({
      status: 400,
      details: {
        type: ['Must be one of: csv, excel, columnar.'],
        table_name: ['Missing data for required field.'],
        already_exists: ['Must be one of: fail, replace, append.'],
        header_row: ['Not a valid integer.'],
        delimiter: ['Must be a single character other than a quote or a line break.'],
        column_data_types: ['Not a valid JSON object, e.g. {"user_id": "int"}.'],
        dataframe_index: ['Not a valid boolean.'],
      },
    });
  });

  it('takes the kind from a legacy path, and reads metadata options alone', () => {
    expect(parseUploadOptions(fields({ table_name: 't' }), 'columnar').type).toBe('columnar');
    expect(parseMetadataOptions(fields({ type: 'csv', delimiter: ';' }))).toMatchObject({
      type: 'csv',
      options: { delimiter: ';', headerRow: 0 },
    });
  });
});
