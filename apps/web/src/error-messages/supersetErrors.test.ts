import { describe, expect, it } from 'vitest';
import { supersetErrorsOf, supersetErrorsOfBody } from './supersetErrors';

const timeout = {
  message: 'The query exceeded the 1 seconds timeout.',
  error_type: 'BACKEND_TIMEOUT_ERROR',
  level: 'error',
  extra: { timeout: 1 },
};

describe('supersetErrorsOfBody', () => {
  it('reads the errors list, dropping entries without a message or type', () => {
    expect(
      supersetErrorsOfBody({ message: 'x', errors: [timeout, { message: 'untyped' }, 'text'] }),
    ).toEqual([timeout]);
  });

  it('reads `{message, error_type}` as one error of level error', () => {
    expect(
      supersetErrorsOfBody({ message: 'Denied', error_type: 'TABLE_SECURITY_ACCESS_ERROR' }),
    ).toEqual([{ message: 'Denied', error_type: 'TABLE_SECURITY_ACCESS_ERROR', level: 'error' }]);
  });

  it('gives nothing for untyped answers, validation maps and non-objects', () => {
    expect(supersetErrorsOfBody({ message: 'Not found' })).toEqual([]);
    expect(supersetErrorsOfBody({ message: { name: ['Missing'] }, error_type: 'X' })).toEqual([]);
    expect(supersetErrorsOfBody('<html>')).toEqual([]);
    expect(supersetErrorsOfBody(null)).toEqual([]);
  });

  it('corrects an unknown level to error', () => {
    expect(supersetErrorsOfBody({ errors: [{ ...timeout, level: 'fatal' }] })[0]?.level).toBe(
      'error',
    );
  });
});

describe('supersetErrorsOf', () => {
  it('reads an RTK Query failure, an error carrying errors, and a bare body', () => {
    expect(supersetErrorsOf({ status: 408, data: { errors: [timeout] } })).toEqual([timeout]);
    expect(supersetErrorsOf(Object.assign(new Error('x'), { errors: [timeout] }))).toEqual([
      timeout,
    ]);
    expect(supersetErrorsOf({ errors: [timeout] })).toEqual([timeout]);
    expect(supersetErrorsOf(new Error('plain'))).toEqual([]);
    expect(supersetErrorsOf('text')).toEqual([]);
  });
});
