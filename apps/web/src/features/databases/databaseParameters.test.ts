import { describe, expect, it } from 'vitest';
import {
  formatQueryText,
  parameterFields,
  parameterFormValues,
  parametersPayload,
  parseQueryText,
  placeErrors,
  supersetErrorsOf,
  supportsParameters,
  type ParameterFormValues,
} from './databaseParameters';
import type { SupersetErrorItem } from './databaseTypes';
import { duckdbEngine, mysqlEngine, uriOnlyEngine } from './testEngines';
import { untouchedDatabaseSettings } from './testDatabaseSettings';

const mysql = mysqlEngine;
const duckdb = duckdbEngine;

const blank: ParameterFormValues = {
  host: '',
  port: null,
  database: '',
  username: '',
  password: '',
  query: '',
  encryption: false,
};

describe('parameterFields', () => {
  it('lists a network engine’s fields in display order, with their required marks', () => {
    const fields = parameterFields(mysql);
    expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['host', 'text', true],
      ['port', 'number', true],
      ['database', 'text', true],
      ['username', 'text', true],
      ['password', 'password', false],
      ['query', 'text', false],
      ['encryption', 'switch', false],
    ]);
    expect(fields[2]?.label).toBe('Database name');
  });

  it('gives a file engine one field, the database file', () => {
    const fields = parameterFields(duckdb);
    expect(fields.map((f) => [f.name, f.label, f.required])).toEqual([
      ['database', 'Database file', true],
    ]);
  });

  it('has no fields for an engine without parameters', () => {
    expect(parameterFields(uriOnlyEngine)).toEqual([]);
    expect(supportsParameters(uriOnlyEngine)).toBe(false);
    expect(supportsParameters(null)).toBe(false);
    expect(supportsParameters(duckdb)).toBe(true);
  });
});

describe('query text', () => {
  it('parses key=value pairs, skipping blanks and keeping = inside values', () => {
    expect(parseQueryText(' charset=utf8mb4 && connect_timeout = 5&flag&x=a=b ')).toEqual({
      charset: 'utf8mb4',
      connect_timeout: '5',
      flag: '',
      x: 'a=b',
    });
    expect(parseQueryText('')).toEqual({});
  });

  it('formats a query object back', () => {
    expect(formatQueryText({ charset: 'utf8', connect_timeout: 5 })).toBe(
      'charset=utf8&connect_timeout=5',
    );
    expect(formatQueryText(null)).toBe('');
  });
});

describe('parameterFormValues and parametersPayload', () => {
  it('starts from the schema’s default port, and from the stored parameters when editing', () => {
    expect(parameterFormValues(mysql, null)).toEqual({ ...blank, port: 3306 });
    expect(
      parameterFormValues(mysql, {
        id: 1,
        database_name: 'm',
        backend: 'mysql',
        parameters: { host: 'h', port: 3307, database: 'd', username: 'u', query: { a: '1' } },
        ...untouchedDatabaseSettings,
      }),
    ).toEqual({ ...blank, host: 'h', port: 3307, database: 'd', username: 'u', query: 'a=1' });
  });

  it('sends trimmed fields, leaves out empty ones and an empty password', () => {
    const fields = parameterFields(mysql);
    expect(
      parametersPayload(
        {
          ...blank,
          host: ' db ',
          port: 3306,
          username: 'root',
          query: 'charset=utf8',
          encryption: true,
        },
        fields,
      ),
    ).toEqual({
      host: 'db',
      port: 3306,
      username: 'root',
      query: { charset: 'utf8' },
      encryption: true,
    });
    expect(parametersPayload({ ...blank, password: ' p w ' }, fields)).toMatchObject({
      password: ' p w ',
    });
  });

  it('sends only the file path for a file engine', () => {
    expect(
      parametersPayload(
        { ...blank, host: 'ignored', database: ' shop.db ' },
        parameterFields(duckdb),
      ),
    ).toEqual({ database: 'shop.db' });
  });
});

describe('errors of validate_parameters', () => {
  const errors: SupersetErrorItem[] = [
    {
      message: 'One or more parameters are missing: database, username',
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      level: 'warning',
      extra: { missing: ['database', 'username'] },
    },
    {
      message: 'The port is closed.',
      error_type: 'CONNECTION_PORT_CLOSED_ERROR',
      level: 'error',
      extra: { invalid: ['port'] },
    },
    {
      message: 'A database with the same name already exists.',
      error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
      level: 'error',
      extra: { invalid: ['database_name'] },
    },
    {
      message: 'SSH Tunneling is not enabled',
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      level: 'error',
    },
  ];

  it('puts each message next to its fields, and the rest above the form', () => {
    expect(placeErrors(errors, parameterFields(mysql))).toEqual({
      fields: {
        database: ['This is a required field'],
        username: ['This is a required field'],
        port: ['The port is closed.'],
      },
      databaseName: ['A database with the same name already exists.'],
      general: ['SSH Tunneling is not enabled'],
    });
  });

  it('tells only visited fields that they are missing while the form is filled in', () => {
    const placed = placeErrors(errors, parameterFields(mysql), (name) => name === 'username');
    expect(placed.fields).toEqual({
      username: ['This is a required field'],
      port: ['The port is closed.'],
    });
    expect(placed.general).toEqual(['SSH Tunneling is not enabled']);
  });

  it('shows an error about a field the engine does not have as a general one', () => {
    const placed = placeErrors(
      [{ message: 'Bad host', error_type: 'X', level: 'error', extra: { invalid: ['host'] } }],
      parameterFields(duckdb),
    );
    expect(placed).toEqual({ fields: {}, databaseName: [], general: ['Bad host'] });
  });

  it('reads the errors out of a failed call', () => {
    expect(supersetErrorsOf({ status: 422, data: { errors: [errors[1], 'junk', null] } })).toEqual([
      errors[1],
    ]);
    expect(supersetErrorsOf({ status: 400, data: { message: 'x' } })).toEqual([]);
    expect(supersetErrorsOf(undefined)).toEqual([]);
  });
});
