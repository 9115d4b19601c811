import { describe, expect, it } from 'vitest';
import { formattingColumnOptions } from './formattingColumns';

describe('formattingColumnOptions', () => {
  it('accepts pairs, names and metrics, once each', () => {
    expect(
      formattingColumnOptions([
        { value: 'a', label: 'A' },
        'count',
        { expressionType: 'SIMPLE', label: 'SUM(num)', column: { column_name: 'num' } },
        'count',
        { expressionType: 'SQL', sqlExpression: 'x' },
        null,
      ]),
    ).toEqual([
      { value: 'a', label: 'A' },
      { value: 'count', label: 'count' },
      { value: 'SUM(num)', label: 'SUM(num)' },
    ]);
  });
});
