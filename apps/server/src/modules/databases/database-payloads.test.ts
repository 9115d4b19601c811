import { describe, expect, it } from 'vitest';
import {
  databaseCreateBodySchema,
  databaseTestConnectionBodySchema,
  databaseUpdateBodySchema,
  usesParameters,
  validateParametersBodySchema,
} from './database-payloads';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.path.join('.')) ?? []);

describe('database bodies with parameters', () => {
  it('accepts a URI or parameters with an engine, and nothing else', () => {
    expect(
      databaseCreateBodySchema.safeParse({ database_name: 'a', sqlalchemy_uri: 'duckdb:///a' })
        .success,
    ).toBe(true);
    expect(
      databaseCreateBodySchema.safeParse({
        database_name: 'a',
        engine: 'postgresql',
        configuration_method: 'dynamic_form',
        parameters: { host: 'h', port: 5432 },
      }).success,
    ).toBe(true);
    expect(issues(databaseCreateBodySchema.safeParse({ database_name: 'a' }))).toEqual([
      'sqlalchemy_uri',
    ]);
    expect(
      issues(
        databaseCreateBodySchema.safeParse({
          database_name: 'a',
          configuration_method: 'dynamic_form',
        }),
      ),
    ).toEqual(['parameters', 'engine']);
    expect(
      issues(
        databaseCreateBodySchema.safeParse({
          database_name: 'a',
          sqlalchemy_uri: 'duckdb:///a',
          surprise: 1,
        }),
      ),
    ).toEqual(['']);
  });

  it('lets an update change settings alone, or the connection by parameters', () => {
    expect(databaseUpdateBodySchema.safeParse({ allow_dml: true }).success).toBe(true);
    expect(
      databaseUpdateBodySchema.safeParse({
        configuration_method: 'dynamic_form',
        parameters: { host: 'h' },
      }).success,
    ).toBe(true);
    expect(
      issues(databaseUpdateBodySchema.safeParse({ configuration_method: 'dynamic_form' })),
    ).toEqual(['parameters']);
  });

  it('tests a connection given as parameters, dropping unknown keys', () => {
    const parsed = databaseTestConnectionBodySchema.parse({
      engine: 'mysql',
      parameters: { host: 'h' },
      ssh_tunnel: null,
    });
    expect(parsed).not.toHaveProperty('ssh_tunnel');
    expect(usesParameters(parsed)).toBe(true);
  });

  it('validates the form as filled in so far', () => {
    expect(validateParametersBodySchema.parse({ engine: 'postgresql', extra: '{}' })).toEqual({
      engine: 'postgresql',
    });
    expect(validateParametersBodySchema.safeParse({ parameters: {} }).success).toBe(false);
  });
});
