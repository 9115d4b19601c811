import { describe, expect, it } from 'vitest';
import {
  COMPARATOR,
  formattingColor,
  formattingRuleSummary,
  isValidFormattingRule,
  normalizeFormattingRule,
  validateFormattingRule,
} from './conditional-formatting';

const base = { column: 'sales', colorScheme: 'green' };

describe('validateFormattingRule', () => {
  it('requires column, colour and operator', () => {
    expect(validateFormattingRule({})).toEqual({
      column: 'Required',
      colorScheme: 'Required',
      operator: 'Required',
    });
  });

  it('needs no target with operator None', () => {
    expect(validateFormattingRule({ ...base, operator: COMPARATOR.NONE })).toEqual({});
  });

  it('needs a numeric target for single-value operators', () => {
    expect(validateFormattingRule({ ...base, operator: '>' })).toEqual({ targetValue: 'Required' });
    expect(validateFormattingRule({ ...base, operator: '≥', targetValue: 'abc' })).toEqual({
      targetValue: 'Required',
    });
    expect(isValidFormattingRule({ ...base, operator: '≠', targetValue: 0 })).toBe(true);
    expect(isValidFormattingRule({ ...base, operator: '=', targetValue: '12.5' })).toBe(true);
  });

  it('needs both values for between operators, left smaller than right', () => {
    expect(validateFormattingRule({ ...base, operator: '< x <', targetValueLeft: 1 })).toEqual({
      targetValueRight: 'Required',
    });
    expect(
      validateFormattingRule({
        ...base,
        operator: '≤ x ≤',
        targetValueLeft: 10,
        targetValueRight: 5,
      }),
    ).toEqual({
      targetValueLeft: 'This value should be smaller than the right target value',
      targetValueRight: 'This value should be greater than the left target value',
    });
    expect(
      validateFormattingRule({
        ...base,
        operator: '≤ x <',
        targetValueLeft: 3,
        targetValueRight: 3,
      }),
    ).toHaveProperty('targetValueLeft');
    expect(
      isValidFormattingRule({
        ...base,
        operator: '< x ≤',
        targetValueLeft: -1,
        targetValueRight: 3,
      }),
    ).toBe(true);
  });
});

describe('normalizeFormattingRule', () => {
  it('keeps only the targets the operator uses, as numbers', () => {
    expect(
      normalizeFormattingRule({ ...base, operator: '>', targetValue: '4', targetValueLeft: 1 }),
    ).toEqual({ ...base, operator: '>', targetValue: 4 });
    expect(
      normalizeFormattingRule({
        ...base,
        operator: '< x <',
        targetValue: 2,
        targetValueLeft: '1',
        targetValueRight: 9,
      }),
    ).toEqual({ ...base, operator: '< x <', targetValueLeft: 1, targetValueRight: 9 });
    expect(normalizeFormattingRule({ ...base, operator: 'None', targetValue: 2 })).toEqual({
      ...base,
      operator: 'None',
    });
  });
});

describe('formattingRuleSummary', () => {
  it('reads like the condition', () => {
    expect(formattingRuleSummary({ column: 'sales', operator: '>', targetValue: 10 })).toBe(
      'sales > 10',
    );
    expect(
      formattingRuleSummary({
        column: 'sales',
        operator: '≤ x <',
        targetValueLeft: 1,
        targetValueRight: 9,
      }),
    ).toBe('1 ≤ sales < 9');
    expect(formattingRuleSummary({ column: 'sales', operator: 'None' })).toBe('sales');
  });
});

describe('formattingColor', () => {
  it('shades scheme names and passes colours through', () => {
    expect(formattingColor('green')).toBe('#ACE1C4');
    expect(formattingColor('#123456')).toBe('#123456');
    expect(formattingColor(null)).toBeUndefined();
  });
});
