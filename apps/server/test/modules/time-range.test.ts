/**
 * `GET /api/v1/time_range/` on the SQLite store: a rison string, a list with comparison shifts,
 * No filter, Superset's 400 text for bad ranges and schemas, and 401 for anonymous visitors.
 * Expected datetimes are written out by hand; the clock-relative case is checked against the
 * UTC midnight read from the clock around the request.
 */
import rison from 'rison';
import { beforeAll, describe, expect, it } from 'vitest';
import { timeRangeResponseSchema } from '@panorama/core/schemas/time-range';
import { storeVariants } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';

const sqlite = (await storeVariants()).filter((v) => v.name === 'sqlite');

const url = (q: unknown) => `/api/v1/time_range/?q=${encodeURIComponent(rison.encode(q))}`;

describe.each(sqlite)('time_range endpoint on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let gamma: Record<string, string>;

  beforeAll(async () => {
    gamma = (await t.createUser({ username: 'tr_gamma', roles: ['Gamma'] })).headers;
  });

  const get = (path: string, headers: Record<string, string> = admin) => t.get(path, headers);

  it('evaluates a single range string', async () => {
    const res = await get(url('2024-01-01 : 2024-02-01T12:30:00'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: [
        {
          since: '2024-01-01T00:00:00',
          until: '2024-02-01T12:30:00',
          timeRange: '2024-01-01 : 2024-02-01T12:30:00',
          shift: null,
        },
      ],
    });
  });

  it('answers as the core schema declares, and documents it', async () => {
    const res = await get(url('Last week'));
    expect(res.statusCode, res.body).toBe(200);
    const [first] = timeRangeResponseSchema.parse(res.json()).result;
    expect(Object.keys(first ?? {}).sort()).toEqual(['shift', 'since', 'timeRange', 'until']);
    const doc = await t.get('/swagger/v1/json');
    const paths = (doc.json() as { paths: Record<string, { get?: { responses: object } }> }).paths;
    expect(JSON.stringify(paths['/api/v1/time_range/']?.get?.responses)).toContain('timeRange');
  });

  it('evaluates a list with comparison shifts, each against its own bounds', async () => {
    const range = 'DATEADD(DATETIME("2024-03-31"), -1, month) : 2024-03-31';
    const res = await get(
      url([
        { timeRange: range },
        { timeRange: range, shift: '1 year ago' },
        { timeRange: range, shift: '1 month' },
      ]),
      gamma,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: [
        {
          since: '2024-02-29T00:00:00',
          until: '2024-03-31T00:00:00',
          timeRange: range,
          shift: null,
        },
        {
          since: '2023-02-28T00:00:00',
          until: '2023-03-31T00:00:00',
          timeRange: range,
          shift: '1 year ago',
        },
        {
          since: '2024-01-29T00:00:00',
          until: '2024-02-29T00:00:00',
          timeRange: range,
          shift: '1 month',
        },
      ],
    });
  });

  it('answers empty strings for unbounded sides', async () => {
    const res = await get(url([{ timeRange: 'No filter' }, { timeRange: ' : 2020-05-01' }]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: [
        { since: '', until: '', timeRange: 'No filter', shift: null },
        { since: '', until: '2020-05-01T00:00:00', timeRange: ' : 2020-05-01', shift: null },
      ],
    });
  });

  it('uses the request time for relative ranges', async () => {
    const midnight = () => {
      const d = new Date();
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
    };
    const iso = (d: Date) => d.toISOString().slice(0, 19);
    const before = midnight();
    const res = await get(url('Last day'));
    const after = midnight();
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (res.json() as { result: { since: string; until: string }[] }).result;
    const candidates = [before, after].map((m) => ({
      since: iso(new Date(m.getTime() - 86_400_000)),
      until: iso(m),
    }));
    expect(candidates).toContainEqual({ since: entry?.since, until: entry?.until });
  });

  it.each([
    ['Last banana', 'Unexpected time range: Cannot parse time string [Last banana]'],
    ['today : yesterday', 'Unexpected time range: From date cannot be larger than to date'],
    [
      '7 days : now',
      'Unexpected time range: Time string is ambiguous. Please specify [7 days ago] or [7 days later].',
    ],
    ['HOLIDAY("Easter") : ', 'Unexpected time range: Unable to find such a holiday: [Easter]'],
  ])('answers 400 for %s', async (timeRange, message) => {
    const res = await get(url(timeRange));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('answers 400 for a bad shift inside a list', async () => {
    const res = await get(
      url([{ timeRange: 'Last week' }, { timeRange: 'Last week', shift: 'banana' }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Unexpected time range: Cannot parse time string [banana]',
    });
  });

  it('answers 400 for q that is not rison or not a range', async () => {
    const notRison = await get('/api/v1/time_range/?q=(unclosed');
    expect(notRison.statusCode).toBe(400);
    expect((notRison.json() as { message: string }).message).toMatch(/^Not a valid rison argument/);
    for (const q of [42, [{ shift: '1 year' }], { timeRange: 'Last day' }, 'x'.repeat(1001)]) {
      const res = await get(url(q));
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/^Not a valid rison schema/);
    }
  });

  it('answers an empty list without q, as Superset does', async () => {
    const res = await get('/api/v1/time_range/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: [] });
  });

  it('refuses anonymous visitors', async () => {
    const res = await t.get(url('Last day'));
    expect(res.statusCode).toBe(401);
  });
});
