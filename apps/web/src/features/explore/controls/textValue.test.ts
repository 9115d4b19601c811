import { describe, expect, it } from 'vitest';
import { parseTextValue, textMatchesValue, textOf } from './textValue';

describe('text control values', () => {
  it('parses integers and floats only when asked', () => {
    expect(parseTextValue('42', { isInt: true })).toBe(42);
    expect(parseTextValue('4.2', { isInt: true })).toBe('4.2');
    expect(parseTextValue('4.2', { isFloat: true })).toBe(4.2);
    expect(parseTextValue('-1e3', { isFloat: true })).toBe(-1000);
    expect(parseTextValue('abc', { isFloat: true })).toBe('abc');
    expect(parseTextValue('42', {})).toBe('42');
    expect(parseTextValue('  ', { isInt: true })).toBe('');
  });

  it('shows values as text', () => {
    expect(textOf(null)).toBe('');
    expect(textOf(3)).toBe('3');
    expect(textOf('x')).toBe('x');
    expect(textOf([1])).toBe('[1]');
  });

  it('keeps what the user is typing when it already means the stored value', () => {
    expect(textMatchesValue('10.', 10, { isFloat: true })).toBe(true);
    expect(textMatchesValue('10', 11, { isFloat: true })).toBe(false);
    expect(textMatchesValue('', null, {})).toBe(true);
  });
});
