import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-writer';

describe('toCsv', () => {
  it('writes RFC 4180 with CRLF, quoting and formula neutralisation', () => {
    const csv = toCsv({
      colnames: ['name', '=total', 'when', 'ok'],
      coltypes: [1, 0, 2, 3],
      data: [
        { name: 'plain', '=total': 1.5, when: Date.UTC(2001, 0, 5, 13, 20), ok: true },
        { name: 'a,b "c"\nd', '=total': -5, when: null, ok: false },
        {
          name: '=HYPERLINK("x")',
          '=total': null,
          when: Date.UTC(2001, 0, 5, 0, 0, 0, 250),
          ok: null,
        },
        { name: '-2+3', '=total': 0, when: null, ok: null },
      ],
    });
    expect(csv).toBe(
      [
        `name,'=total,when,ok`,
        'plain,1.5,2001-01-05 13:20:00,True',
        '"a,b ""c""\nd",-5,,False',
        `"'=HYPERLINK(""x"")",,2001-01-05 00:00:00.250,`,
        "'-2+3,0,,",
        '',
      ].join('\r\n'),
    );
  });

  it('writes only the header line for an empty result', () => {
    expect(toCsv({ colnames: ['a', 'b'], coltypes: [0, 1], data: [] })).toBe('a,b\r\n');
  });
});
