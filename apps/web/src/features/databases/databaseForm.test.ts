import { describe, expect, it } from 'vitest';
import { databaseFormValues, databaseWriteBody, parseExtra } from './databaseForm';
import type { DatabaseDetail } from './databaseTypes';

const stored: DatabaseDetail = {
  id: 7,
  database_name: 'Warehouse',
  backend: 'postgresql',
  sqlalchemy_uri: 'postgresql://bob:XXXXXXXXXX@db:5432/dw',
  expose_in_sqllab: false,
  allow_dml: true,
  allow_run_async: true,
  allow_file_upload: false,
  cache_timeout: 600,
  extra: '{"query_timeout": 45, "disable_data_preview": true}',
};

describe('databaseFormValues', () => {
  it('starts a new database exposed in SQL Lab with everything else off and empty', () => {
    expect(databaseFormValues(null)).toEqual({
      database_name: '',
      sqlalchemy_uri: '',
      expose_in_sqllab: true,
      allow_dml: false,
      allow_run_async: false,
      allow_file_upload: false,
      cache_timeout: null,
      query_timeout: null,
    });
  });

  it('reads the stored settings, the query timeout from extra', () => {
    expect(databaseFormValues(stored)).toEqual({
      database_name: 'Warehouse',
      sqlalchemy_uri: 'postgresql://bob:XXXXXXXXXX@db:5432/dw',
      expose_in_sqllab: false,
      allow_dml: true,
      allow_run_async: true,
      allow_file_upload: false,
      cache_timeout: 600,
      query_timeout: 45,
    });
  });

  it('ignores a non-numeric query timeout', () => {
    expect(databaseFormValues({ ...stored, extra: '{"query_timeout":"soon"}' }).query_timeout).toBe(
      null,
    );
  });
});

describe('databaseWriteBody', () => {
  it('trims the texts, sends an empty cache timeout as null and an empty extra object', () => {
    const body = databaseWriteBody({
      ...databaseFormValues(null),
      database_name: '  Local file ',
      sqlalchemy_uri: ' sqlite:///local.db ',
    });
    expect(body).toEqual({
      database_name: 'Local file',
      sqlalchemy_uri: 'sqlite:///local.db',
      expose_in_sqllab: true,
      allow_dml: false,
      allow_run_async: false,
      allow_file_upload: false,
      cache_timeout: null,
      extra: '{}',
    });
  });

  it('puts the query timeout into extra, keeping the other stored keys', () => {
    const body = databaseWriteBody(
      { ...databaseFormValues(stored), query_timeout: 90, cache_timeout: 0 },
      stored.extra,
    );
    expect(body.cache_timeout).toBe(0);
    expect(JSON.parse(body.extra)).toEqual({ query_timeout: 90, disable_data_preview: true });
  });

  it('drops query_timeout from extra when the field is emptied', () => {
    const body = databaseWriteBody(
      { ...databaseFormValues(stored), query_timeout: null },
      stored.extra,
    );
    expect(JSON.parse(body.extra)).toEqual({ disable_data_preview: true });
  });
});

describe('parseExtra', () => {
  it('treats anything but a JSON object as empty', () => {
    expect(parseExtra(null)).toEqual({});
    expect(parseExtra('')).toEqual({});
    expect(parseExtra('not json')).toEqual({});
    expect(parseExtra('[1,2]')).toEqual({});
    expect(parseExtra('{"a":1}')).toEqual({ a: 1 });
  });
});
