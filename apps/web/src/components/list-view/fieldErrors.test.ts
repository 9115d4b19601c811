import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './fieldErrors';

describe('fieldErrorsOf', () => {
  it('picks the known fields of a validation answer', () => {
    const error = {
      status: 422,
      data: { message: { username: ['Username already exists'], other: ['x'], email: 'Bad' } },
    };
    expect(fieldErrorsOf(error, ['username', 'email'])).toEqual([
      { name: 'username', errors: ['Username already exists'] },
      { name: 'email', errors: ['Bad'] },
    ]);
  });

  it('ignores plain messages and transport errors', () => {
    expect(fieldErrorsOf({ status: 400, data: { message: 'Forbidden' } }, ['a'])).toEqual([]);
    expect(fieldErrorsOf({ status: 'FETCH_ERROR', error: 'x' }, ['a'])).toEqual([]);
    expect(fieldErrorsOf(undefined, ['a'])).toEqual([]);
  });
});
