import { describe, expect, it } from 'vitest';
import { mergePastedValues, splitPastedValues } from './paste-values';

describe('splitPastedValues', () => {
  it('splits on comma, newline, tab and semicolon, trims, drops empties and duplicates', () => {
    expect(splitPastedValues('SFO, LAX\nJFK\tORD;ATL')).toEqual([
      'SFO',
      'LAX',
      'JFK',
      'ORD',
      'ATL',
    ]);
    expect(splitPastedValues(' a ,, b ;\r\n a \t\t c , ')).toEqual(['a', 'b', 'c']);
    expect(splitPastedValues('')).toEqual([]);
    expect(splitPastedValues(' , ; ')).toEqual([]);
  });

  it('keeps spaces inside entries', () => {
    expect(splitPastedValues('New York, Los Angeles')).toEqual(['New York', 'Los Angeles']);
  });
});

describe('mergePastedValues', () => {
  it('appends only values not already selected', () => {
    expect(mergePastedValues(['SFO', 1], ['LAX', 'SFO', '1'])).toEqual(['SFO', 1, 'LAX']);
  });
});
