import { describe, expect, it } from 'vitest';
import { configurationMethodOf, publicExtra, storedExtra } from './configuration-method';

describe('configuration method in extra', () => {
  it('keeps a URI database’s extra exactly as sent', () => {
    expect(storedExtra('{"query_timeout": 30}', 'sqlalchemy_form')).toBe('{"query_timeout": 30}');
    expect(storedExtra('  ', 'sqlalchemy_form')).toBe('{}');
    expect(storedExtra(null, 'sqlalchemy_form')).toBe('{}');
    expect(configurationMethodOf('{"query_timeout": 30}')).toBe('sqlalchemy_form');
  });

  it('records the dynamic form and hides it from the API', () => {
    const stored = storedExtra('{"query_timeout":30}', 'dynamic_form');
    expect(JSON.parse(stored)).toEqual({ query_timeout: 30, configuration_method: 'dynamic_form' });
    expect(configurationMethodOf(stored)).toBe('dynamic_form');
    expect(publicExtra(stored)).toBe('{"query_timeout":30}');
    expect(publicExtra('{"a": 1}')).toBe('{"a": 1}');
  });

  it('drops the record when the database moves back to a URI', () => {
    const dynamic = storedExtra('{}', 'dynamic_form');
    expect(storedExtra(dynamic, 'sqlalchemy_form')).toBe('{}');
  });

  it('ignores a method a client slipped into extra with another value', () => {
    expect(configurationMethodOf('{"configuration_method":"other"}')).toBe('sqlalchemy_form');
    expect(configurationMethodOf('not json')).toBe('sqlalchemy_form');
  });
});
