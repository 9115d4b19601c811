import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, CsvTokenizer, csvRecords, type CsvRecord } from './csv-tokenizer';

const comma = { delimiter: ',', skipInitialSpace: false };
const all = (text: string, dialect = comma): CsvRecord[] => [...csvRecords(text, dialect)];
const fields = (text: string, dialect = comma) => all(text, dialect).map((r) => r.fields);

describe('csv tokenizer', () => {
  it('splits records on LF, CRLF and lone CR, with or without a final line break', () => {
    expect(fields('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fields('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fields('a\r1\r2')).toEqual([['a'], ['1'], ['2']]);
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks inside', () => {
    expect(fields('"a,b","say ""hi""","x\ny"\n')).toEqual([['a,b', 'say "hi"', 'x\ny']]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(fields(',a,,\n')).toEqual([['', 'a', '', '']]);
    expect(fields('a,')).toEqual([['a', '']]);
  });

  it('keeps text after a closing quote and quotes inside unquoted fields, as pandas does', () => {
    expect(fields('"ab"c,d"e\n')).toEqual([['abc', 'd"e']]);
  });

  it('reports blank lines as blank records and numbers lines across quoted line breaks', () => {
    const records = all('h1,h2\n\n"multi\r\nline",x\nlast,row\n');
    expect(records.map((r) => [r.line, r.blank])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [5, false],
    ]);
  });

  it('uses the delimiter it is given and can skip spaces after it', () => {
    expect(fields('a;b; c\n', { delimiter: ';', skipInitialSpace: false })).toEqual([
      ['a', 'b', ' c'],
    ]);
    expect(fields('a,  b, "c, d"\n', { delimiter: ',', skipInitialSpace: true })).toEqual([
      ['a', 'b', 'c, d'],
    ]);
    expect(fields('1\t2\n', { delimiter: '\t', skipInitialSpace: false })).toEqual([['1', '2']]);
  });

  it('refuses an unterminated quote, naming the row where it started', () => {
    expect(() => all('a,b\n1,"open\n2,3\n')).toThrow(CsvSyntaxError);
    expect(() => all('a,b\n1,"open\n2,3\n')).toThrow('EOF inside string starting at row 2');
  });

  it('is a pull parser: each next() reads one record and null ends it', () => {
    const tokenizer = new CsvTokenizer('x\ny\n', comma);
    expect(tokenizer.next()?.fields).toEqual(['x']);
    expect(tokenizer.next()?.fields).toEqual(['y']);
    expect(tokenizer.next()).toBeNull();
  });

  it('walks a large file record by record with the right count and sum', () => {
    const n = 20_000;
    const lines = ['id,value'];
    for (let i = 1; i <= n; i++) lines.push(`${i},"v,${i}"`);
    let count = 0;
    let sum = 0;
    for (const record of csvRecords(lines.join('\n'), comma)) {
      if (record.line === 1) continue;
      count++;
      sum += Number(record.fields[0]);
      expect(record.fields[1]).toBe(`v,${record.fields[0]}`);
    }
    expect(count).toBe(n);
    expect(sum).toBe((n * (n + 1)) / 2);
  });
});
