import { describe, expect, it } from 'vitest';
import {
  databaseFormValues,
  databaseWriteBody,
  initialConnectionMode,
  parseExtra,
  parseSchemaList,
} from './databaseForm';
import type { DatabaseDetail } from './databaseTypes';
import { postgresEngine, uriOnlyEngine } from './testEngines';
import { untouchedDatabaseSettings } from './testDatabaseSettings';

const postgres = postgresEngine;
const uriOnly = uriOnlyEngine;

const stored: DatabaseDetail = {
  id: 7,
  database_name: 'Warehouse',
  backend: 'postgresql',
  sqlalchemy_uri: 'postgresql://bob:XXXXXXXXXX@db:5432/dw',
  parameters: {
    host: 'db',
    port: 5432,
    database: 'dw',
    username: 'bob',
    query: {},
    encryption: true,
  },
  configuration_method: 'sqlalchemy_form',
  expose_in_sqllab: false,
  allow_dml: true,
  allow_run_async: true,
  allow_file_upload: false,
  cache_timeout: 600,
  extra: '{"query_timeout": 45, "disable_data_preview": true}',
};

const uriContext = { mode: 'sqlalchemy_form' as const, engine: postgres };

describe('databaseFormValues', () => {
  it('starts a new database exposed in SQL Lab, everything else off, the default port set', () => {
    expect(databaseFormValues(null, postgres)).toEqual({
      database_name: '',
      sqlalchemy_uri: '',
      parameters: {
        host: '',
        port: 5432,
        database: '',
        username: '',
        password: '',
        query: '',
        encryption: false,
      },
      expose_in_sqllab: true,
      allow_dml: false,
      allow_run_async: false,
      allow_file_upload: false,
      schemas_allowed_for_file_upload: '',
      cache_timeout: null,
      query_timeout: null,
    });
  });

  it('reads the stored settings, parameters, query timeout and upload schemas', () => {
    const values = databaseFormValues(
      { ...stored, extra: '{"query_timeout": 45, "schemas_allowed_for_file_upload": ["a", "b"]}' },
      postgres,
    );
    expect(values).toMatchObject({
      database_name: 'Warehouse',
      sqlalchemy_uri: 'postgresql://bob:XXXXXXXXXX@db:5432/dw',
      parameters: { host: 'db', port: 5432, database: 'dw', username: 'bob', password: '' },
      expose_in_sqllab: false,
      allow_dml: true,
      cache_timeout: 600,
      query_timeout: 45,
      schemas_allowed_for_file_upload: 'a, b',
    });
    expect(values.parameters.encryption).toBe(true);
  });

  it('ignores a non-numeric query timeout', () => {
    expect(databaseFormValues({ ...stored, extra: '{"query_timeout":"soon"}' }).query_timeout).toBe(
      null,
    );
  });
});

describe('initialConnectionMode', () => {
  it('opens a new database on the parameters form when the engine has one', () => {
    expect(initialConnectionMode(postgres, null)).toBe('dynamic_form');
    expect(initialConnectionMode(uriOnly, null)).toBe('sqlalchemy_form');
    expect(initialConnectionMode(null, null)).toBe('sqlalchemy_form');
  });

  it('re-opens a stored database in the form it was saved with', () => {
    expect(initialConnectionMode(postgres, stored)).toBe('sqlalchemy_form');
    expect(
      initialConnectionMode(postgres, { ...stored, configuration_method: 'dynamic_form' }),
    ).toBe('dynamic_form');
    expect(
      initialConnectionMode(uriOnly, { ...stored, configuration_method: 'dynamic_form' }),
    ).toBe('sqlalchemy_form');
  });
});

describe('databaseWriteBody', () => {
  it('sends the URI form: trimmed texts, an empty cache timeout as null, an empty extra', () => {
    const body = databaseWriteBody(
      {
        ...databaseFormValues(null, postgres),
        database_name: '  Local file ',
        sqlalchemy_uri: ' sqlite:///local.db ',
      },
      uriContext,
    );
    expect(body).toEqual({
      database_name: 'Local file',
      configuration_method: 'sqlalchemy_form',
      sqlalchemy_uri: 'sqlite:///local.db',
      ...untouchedDatabaseSettings,
    });
  });

  it('sends the parameters form: engine, parameters and no URI', () => {
    const values = databaseFormValues(null, postgres);
    const body = databaseWriteBody(
      {
        ...values,
        database_name: 'Sales',
        sqlalchemy_uri: 'ignored://',
        parameters: {
          ...values.parameters,
          host: ' db.example.com ',
          database: 'sales',
          username: 'bob',
          password: 's3cret',
          query: 'connect_timeout=5',
        },
      },
      { mode: 'dynamic_form', engine: postgres },
    );
    expect(body).toEqual({
      database_name: 'Sales',
      configuration_method: 'dynamic_form',
      engine: 'postgresql',
      parameters: {
        host: 'db.example.com',
        port: 5432,
        database: 'sales',
        username: 'bob',
        password: 's3cret',
        query: { connect_timeout: '5' },
        encryption: false,
      },
      ...untouchedDatabaseSettings,
    });
  });

  it('puts the query timeout and upload schemas into extra, keeping the other stored keys', () => {
    const body = databaseWriteBody(
      {
        ...databaseFormValues(stored, postgres),
        query_timeout: 90,
        cache_timeout: 0,
        allow_file_upload: true,
        schemas_allowed_for_file_upload: ' uploads , ,public',
      },
      { ...uriContext, previousExtra: stored.extra },
    );
    expect(body.cache_timeout).toBe(0);
    expect(body.allow_file_upload).toBe(true);
    expect(JSON.parse(body.extra)).toEqual({
      query_timeout: 90,
      disable_data_preview: true,
      schemas_allowed_for_file_upload: ['uploads', 'public'],
    });
  });

  it('drops query_timeout and the upload schemas from extra when the fields are emptied', () => {
    const body = databaseWriteBody(
      { ...databaseFormValues(stored, postgres), query_timeout: null },
      { ...uriContext, previousExtra: '{"schemas_allowed_for_file_upload":["x"],"a":1}' },
    );
    expect(JSON.parse(body.extra)).toEqual({ a: 1 });
  });
});

describe('parseExtra and parseSchemaList', () => {
  it('treats anything but a JSON object as empty', () => {
    expect(parseExtra(null)).toEqual({});
    expect(parseExtra('')).toEqual({});
    expect(parseExtra('not json')).toEqual({});
    expect(parseExtra('[1,2]')).toEqual({});
    expect(parseExtra('{"a":1}')).toEqual({ a: 1 });
  });

  it('splits a comma-separated schema list', () => {
    expect(parseSchemaList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(parseSchemaList('   ')).toEqual([]);
  });
});
