import { describe, expect, it } from 'vitest';
import { ISSUE_CODE_TEXTS, issueCodesFor, supersetError } from './superset-error';

describe('supersetError', () => {
  it('adds the issue codes of its type to extra', () => {
    expect(
      supersetError('The query exceeded the 2 seconds timeout.', 'BACKEND_TIMEOUT_ERROR', {
        timeout: 2,
      }),
    ).toEqual({
      message: 'The query exceeded the 2 seconds timeout.',
      error_type: 'BACKEND_TIMEOUT_ERROR',
      level: 'error',
      extra: {
        timeout: 2,
        issue_codes: [
          { code: 1000, message: 'Issue 1000 - The datasource is too large to query.' },
          { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
        ],
      },
    });
  });

  it('keeps issue codes it was given and adds no extra to a type without codes', () => {
    const given = [{ code: 1, message: 'Issue 1 - own' }];
    expect(supersetError('m', 'GENERIC_DB_ENGINE_ERROR', { issue_codes: given }).extra).toEqual({
      issue_codes: given,
    });
    expect(supersetError('m', 'SOMETHING_NEW', undefined, 'warning')).toEqual({
      message: 'm',
      error_type: 'SOMETHING_NEW',
      level: 'warning',
    });
  });

  it('maps every type to codes that have a text, and unknown or inherited names to none', () => {
    for (const type of [
      'GENERIC_DB_ENGINE_ERROR',
      'CONNECTION_ACCESS_DENIED_ERROR',
      'SYNTAX_ERROR',
    ]) {
      for (const issue of issueCodesFor(type)) expect(ISSUE_CODE_TEXTS[issue.code]).toBeDefined();
    }
    expect(issueCodesFor('CONNECTION_ACCESS_DENIED_ERROR').map((issue) => issue.code)).toEqual([
      1014, 1015,
    ]);
    expect(issueCodesFor('constructor')).toEqual([]);
    expect(issueCodesFor('')).toEqual([]);
  });
});
