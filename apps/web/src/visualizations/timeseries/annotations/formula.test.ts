import { describe, expect, it } from 'vitest';
import { evaluateFormula, FormulaError, formulaPoints, parseFormula } from './formula';

const at = (formula: string, x: number) => evaluateFormula(parseFormula(formula), x);

describe('formula annotations', () => {
  it('evaluates arithmetic with precedence', () => {
    expect(at('2*x+1', 3)).toBe(7);
    expect(at('1 + 2 * 3 - 4 / 2', 0)).toBe(5);
    expect(at('(1 + 2) * 3', 0)).toBe(9);
    expect(at('10 % 4', 0)).toBe(2);
    expect(at('1.5e2 + .5', 0)).toBe(150.5);
  });

  it('makes ^ right-associative and binds it tighter than unary minus', () => {
    expect(at('2^3^2', 0)).toBe(512);
    expect(at('-x^2', 3)).toBe(-9);
    expect(at('x^-1', 4)).toBe(0.25);
  });

  it('accepts a leading "y =" and implicit multiplication', () => {
    expect(at('y = 2x + 1', 5)).toBe(11);
    expect(at('3(x+1)', 1)).toBe(6);
    expect(at('(x+1)(x-1)', 3)).toBe(8);
    expect(at('2 pi', 0)).toBeCloseTo(2 * Math.PI);
  });

  it('knows the usual functions and constants', () => {
    expect(at('sqrt(x)', 16)).toBe(4);
    expect(at('log(e)', 0)).toBeCloseTo(1);
    expect(at('log(8, 2)', 0)).toBeCloseTo(3);
    expect(at('max(1, x, 3)', 7)).toBe(7);
    expect(at('abs(-x)', 2)).toBe(2);
    expect(at('sin(pi / 2)', 0)).toBeCloseTo(1);
  });

  it('rejects anything outside the grammar', () => {
    for (const text of [
      '',
      'x +',
      'alert(1)',
      'constructor',
      'toString(x)',
      'x; 1',
      'x => x',
      'window.x',
      '[1]',
      'sqrt(1, 2)',
      '2 = x',
      '"x"',
    ]) {
      expect(() => parseFormula(text), text).toThrow(FormulaError);
    }
  });

  it('computes points over the x values with gaps for non-finite results', () => {
    expect(formulaPoints('2*x+1', [0, 1, 2])).toEqual([
      [0, 1],
      [1, 3],
      [2, 5],
    ]);
    expect(formulaPoints('1/x', [0, 2])).toEqual([
      [0, null],
      [2, 0.5],
    ]);
    expect(formulaPoints('nope(', [1])).toBeNull();
  });
});
