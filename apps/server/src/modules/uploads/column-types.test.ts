import { describe, expect, it } from 'vitest';
import {
  ConversionFailures,
  INVALID,
  TypeInference,
  convertCell,
  logicalTypeOfDtype,
} from './column-types';
import type { CellValue } from './upload-types';

const infer = (values: CellValue[], decimal = '.') => {
  const inference = new TypeInference(decimal);
  for (const value of values) inference.observe(value);
  return inference.result();
};
const dot = { dayFirst: false, decimalCharacter: '.' };

describe('type inference', () => {
  it('picks the narrowest type every value fits, NULLs aside', () => {
    expect(infer(['1', '22', null, '-3'])).toBe('integer');
    expect(infer(['1', '2.5'])).toBe('float');
    expect(infer(['1,5', '2'], ',')).toBe('float');
    expect(infer(['True', 'false', null])).toBe('boolean');
    expect(infer(['1', 'x'])).toBe('text');
    expect(infer([null, null])).toBe('text');
  });

  it('reads typed cells (spreadsheets, Parquet)', () => {
    expect(infer([1, 2, 3])).toBe('integer');
    expect(infer([1, 2.5])).toBe('float');
    expect(infer([10n, 2])).toBe('integer');
    expect(infer([true, false])).toBe('boolean');
    expect(infer([new Date(0), null])).toBe('timestamp');
    expect(infer([new Date(0), 'x'])).toBe('text');
    expect(infer([true, 1])).toBe('text');
  });

  it("maps pandas dtype names, and knows when it doesn't know one", () => {
    expect(
      ['int', 'int64', 'Int32', 'float', 'float32', 'bool', 'str', 'object', 'datetime64[ns]'].map(
        logicalTypeOfDtype,
      ),
    ).toEqual([
      'integer',
      'integer',
      'integer',
      'float',
      'float',
      'boolean',
      'text',
      'text',
      'timestamp',
    ]);
    expect(logicalTypeOfDtype('complex128')).toBeNull();
  });
});

describe('cell conversion', () => {
  it('converts to each type or reports INVALID', () => {
    expect(convertCell('42', 'integer', dot)).toBe(42);
    expect(convertCell('3.0', 'integer', dot)).toBe(3);
    expect(convertCell(2.5, 'integer', dot)).toBe(INVALID);
    expect(convertCell('2,5', 'float', { ...dot, decimalCharacter: ',' })).toBe(2.5);
    expect(convertCell('yes', 'boolean', dot)).toBe(true);
    expect(convertCell('maybe', 'boolean', dot)).toBe(INVALID);
    expect(convertCell('04/03/2024', 'date', { ...dot, dayFirst: true })).toBe('2024-03-04');
    expect(convertCell(new Date(Date.UTC(2024, 1, 3, 4, 5, 6)), 'timestamp', dot)).toBe(
      '2024-02-03 04:05:06.000',
    );
    expect(convertCell('not a date', 'timestamp', dot)).toBe(INVALID);
    expect(convertCell(true, 'text', dot)).toBe('True');
    expect(convertCell(1.5, 'text', dot)).toBe('1.5');
    expect(convertCell(null, 'integer', dot)).toBeNull();
  });

  it("words a forced type's failures as Superset does, three samples at most", () => {
    const failures = new ConversionFailures('age', 'int64');
    failures.add(3, 'x');
    failures.add(5, 'y');
    failures.add(8, 'z');
    failures.add(9, 'w');
    const error = failures.toError() as Error & { status: number };
    expect(error.status).toBe(422);
    expect(error.message).toBe(
      [
        "Cannot convert column 'age' to int64. Found 4 error(s):",
        "  • Line 3: 'x' cannot be converted to int64",
        "  • Line 5: 'y' cannot be converted to int64",
        "  • Line 8: 'z' cannot be converted to int64",
        '  ... and 1 more error(s)',
      ].join('\n'),
    );
  });
});
