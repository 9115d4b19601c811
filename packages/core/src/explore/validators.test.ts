import { describe, expect, it } from 'vitest';
import { validateInteger, validateNonEmpty, validateNumber, validateRequired } from './validators';

describe('validateInteger', () => {
  it.each([10, '10', ' 42 ', -3, '0', null, undefined, ''])('accepts %j', (value) => {
    expect(validateInteger(value)).toBe(false);
  });
  it.each([1.5, '1.5', 'abc', '12abc', Number.NaN, Infinity, {}, true])('rejects %j', (value) => {
    expect(validateInteger(value)).toBe('is expected to be an integer');
  });
});

describe('validateNumber', () => {
  it.each([1.5, '1.5', '-2e3', 0, null, ''])('accepts %j', (value) => {
    expect(validateNumber(value)).toBe(false);
  });
  it.each(['abc', '1,5', Number.NaN, [], true])('rejects %j', (value) => {
    expect(validateNumber(value)).toBe('is expected to be a number');
  });
});

describe('validateNonEmpty', () => {
  it.each([null, undefined, '', []])('rejects %j', (value) => {
    expect(validateNonEmpty(value)).toBe('cannot be empty');
  });
  it.each([0, false, 'x', ['a'], {}, ' '])('accepts %j', (value) => {
    expect(validateNonEmpty(value)).toBe(false);
  });
});

describe('validateRequired', () => {
  it.each([null, undefined, '', '   ', []])('rejects %j', (value) => {
    expect(validateRequired(value)).toBe('This is a required field');
  });
  it.each([0, false, 'x', [1]])('accepts %j', (value) => {
    expect(validateRequired(value)).toBe(false);
  });
});
