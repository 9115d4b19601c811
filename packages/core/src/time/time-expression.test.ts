/**
 * The expression grammar on its own: parsing to trees, case-insensitive keywords, both quote
 * styles, trailing commas, and holidays across the years their rules changed. Dates are hand-
 * checked against a calendar.
 */
import { describe, expect, it } from 'vitest';
import { formatPythonIsoformat } from './naive-datetime';
import { formatDateExpr } from './time-expression-ast';
import { parseTimeExpression } from './time-expression-parser';
import { evaluateTimeExpression } from './time-expression';
import { findHoliday, holidaysOf } from './us-holidays';

const NOW = new Date(Date.UTC(2024, 2, 15, 10, 30, 0));
const evaluate = (source: string) =>
  formatPythonIsoformat(evaluateTimeExpression(source, { now: NOW }));

describe('parseTimeExpression', () => {
  it('builds the tree, whatever the keyword case and quote style', () => {
    const expected = {
      kind: 'dateadd',
      base: { kind: 'datetime', text: 'today' },
      amount: { kind: 'int', value: -7 },
      unit: 'day',
    };
    expect(parseTimeExpression("DATEADD(DATETIME('today'), -7, DAY)")).toEqual(expected);
    expect(parseTimeExpression('dateadd( datetime("today") ,-7,day , )')).toEqual(expected);
  });

  it('parses HOLIDAY with optional commas and arguments', () => {
    expect(parseTimeExpression("HOLIDAY('Christmas')")).toEqual({
      kind: 'holiday',
      name: 'Christmas',
      base: null,
      country: null,
    });
    expect(parseTimeExpression("HOLIDAY('Christmas' DATETIME('2020-01-01') 'US')")).toEqual({
      kind: 'holiday',
      name: 'Christmas',
      base: { kind: 'datetime', text: '2020-01-01' },
      country: 'US',
    });
  });

  it('renders trees back as text', () => {
    expect(
      formatDateExpr(
        parseTimeExpression(
          'DATEADD(DATETRUNC(DATETIME("now"), week), DATEDIFF(DATETIME("a"), DATETIME("b"), year), month)',
        ),
      ),
    ).toBe(
      "DATEADD(DATETRUNC(DATETIME('now'), week), DATEDIFF(DATETIME('a'), DATETIME('b'), year), month)",
    );
  });

  it.each([
    [
      'DATEDIFF(DATETIME("a"), DATETIME("b"))',
      'Expected DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY',
    ],
    ['DATEADD(DATETIME("today"), 1.5, day)', "Unexpected character '.' (at char 28)"],
    ['DATEADD(DATETIME("today"), - 1, day)', "Unexpected character '-' (at char 27)"],
    [
      'DATEADD(DATETIME("today"), 99999999999999999, day)',
      'Integer 99999999999999999 is too large',
    ],
    ['DATETIME(today)', "Expected a quoted string, found 'today' (at char 9)"],
    ['DATETIME("today"', "Expected ')', found end of text (at char 16)"],
    ['DATEDIFF', 'Expected DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY'],
    [
      'DATEADD(DATETIME("a"), DATEDIFF(DATETIME("a"), DATETIME("b"), month), day)',
      "Expected YEAR or DAY, found 'month'",
    ],
  ])('rejects %s', (source, message) => {
    expect(() => parseTimeExpression(source)).toThrow(message);
  });
});

describe('evaluateTimeExpression', () => {
  it.each([
    ['DATETIME("2024-03-15T10:30:00")', '2024-03-15T10:30:00'],
    ["DATEADD(DATETIME('now'), 1, second)", '2024-03-15T10:30:01'],
    ["DATEADD(DATETIME('now'), -2, WEEK)", '2024-03-01T10:30:00'],
    ["DATEADD(DATETIME('2024-11-30'), 1, quarter)", '2025-02-28T00:00:00'],
    ["DATEADD(DATETIME('2024-12-31T23:59:59'), 1, second)", '2025-01-01T00:00:00'],
    ["DATETRUNC(DATETIME('2024-01-01T05:00:00'), week)", '2024-01-01T00:00:00'],
    ["DATETRUNC(DATETIME('2023-01-01T05:00:00'), week)", '2022-12-26T00:00:00'],
    ["DATETRUNC(DATETIME('2024-12-31'), quarter)", '2024-10-01T00:00:00'],
    ["DATETRUNC(DATETIME('2024-03-31'), quarter)", '2024-01-01T00:00:00'],
    ["DATETRUNC(DATETIME('2024-04-01'), quarter)", '2024-04-01T00:00:00'],
    ["LASTDAY(DATETIME('2024-01-31'), quarter)", '2024-03-31T00:00:00'],
    ["LASTDAY(DATETIME('2024-09-01'), quarter)", '2024-09-30T00:00:00'],
    ["LASTDAY(DATETIME('2024-03-17'), week)", '2024-03-17T00:00:00'],
    ["LASTDAY(DATETIME('2024-12-30'), week)", '2025-01-05T00:00:00'],
    ["LASTDAY(DATETIME('1900-02-03'), month)", '1900-02-28T00:00:00'],
    ["LASTDAY(DATETIME('2000-02-03'), month)", '2000-02-29T00:00:00'],
    ["HOLIDAY('Thanksgiving', DATETIME('2023-01-01'))", '2023-11-23T00:00:00'],
    ["HOLIDAY('Thanksgiving', DATETIME('1940-01-01'))", '1940-11-28T00:00:00'],
    ["HOLIDAY('Memorial', DATETIME('1970-01-01'))", '1970-05-30T00:00:00'],
    ["HOLIDAY('Veterans', DATETIME('1975-01-01'))", '1975-10-27T00:00:00'],
    ["HOLIDAY('christmas', DATETIME('2020-06-01'), 'us')", '2020-12-25T00:00:00'],
  ])('%s → %s', (source, expected) => {
    expect(evaluate(source)).toBe(expected);
  });

  it('knows when a holiday did not exist yet', () => {
    expect(() => evaluate("HOLIDAY('Juneteenth', DATETIME('2020-01-01'))")).toThrow(
      'Unable to find such a holiday: [Juneteenth]',
    );
    expect(() => evaluate("HOLIDAY('Martin', DATETIME('1985-01-01'))")).toThrow(
      'Unable to find such a holiday: [Martin]',
    );
  });
});

describe('US holidays', () => {
  it('lists the eleven federal holidays of 2024 in date order', () => {
    // Hand-checked against the 2024 calendar (OPM's list gives the same actual dates).
    expect(
      holidaysOf('US', 2024)?.map((h) => `${formatPythonIsoformat(h.date).slice(0, 10)} ${h.name}`),
    ).toEqual([
      "2024-01-01 New Year's Day",
      '2024-01-15 Martin Luther King Jr. Day',
      "2024-02-19 Washington's Birthday",
      '2024-05-27 Memorial Day',
      '2024-06-19 Juneteenth National Independence Day',
      '2024-07-04 Independence Day',
      '2024-09-02 Labor Day',
      '2024-10-14 Columbus Day',
      '2024-11-11 Veterans Day',
      '2024-11-28 Thanksgiving Day',
      '2024-12-25 Christmas Day',
    ]);
  });

  it('finds by case-insensitive prefix of a name or alias; unknown countries find nothing', () => {
    expect(findHoliday('PRESIDENTS', 'US', 2025)?.name).toBe("Washington's Birthday");
    expect(holidaysOf('FR', 2024)).toBeNull();
    expect(findHoliday('Christmas', 'FR', 2024)).toBeNull();
  });
});
