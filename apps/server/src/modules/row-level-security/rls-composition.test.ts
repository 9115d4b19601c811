import { describe, expect, it } from 'vitest';
import { NO_RLS_KEY } from '../../engine/cache/chart-cache-key';
import {
  appliesTo,
  composeRowLevelFilters,
  rowLevelCacheKey,
  type CandidateFilter,
} from './rls-composition';

const SALES = 10;
const EUROPE = 11;
const ADMIN = 1;

function filter(
  id: number,
  filter_type: 'Regular' | 'Base',
  roleIds: number[],
  clause: string,
  group_key: string | null = null,
): CandidateFilter {
  return { id, filter_type, roleIds, clause, group_key };
}

describe('appliesTo', () => {
  it('binds Regular filters to holders of a listed role only', () => {
    const regular = filter(1, 'Regular', [SALES], "dept = 'sales'");
    expect(appliesTo(regular, new Set([SALES, EUROPE]))).toBe(true);
    expect(appliesTo(regular, new Set([EUROPE]))).toBe(false);
    expect(appliesTo(regular, new Set())).toBe(false);
  });

  it('binds Base filters to everyone but holders of a listed role', () => {
    const base = filter(2, 'Base', [ADMIN], '1 = 0');
    expect(appliesTo(base, new Set([SALES]))).toBe(true);
    expect(appliesTo(base, new Set())).toBe(true);
    expect(appliesTo(base, new Set([ADMIN, SALES]))).toBe(false);
  });
});

describe('composeRowLevelFilters', () => {
  it("ORs a group's clauses and ANDs groups and ungrouped filters, in a stable order", () => {
    const candidates = [
      filter(5, 'Regular', [EUROPE], "region = 'Europe'", 'region'),
      filter(3, 'Regular', [SALES], "dept = 'marketing'", 'department'),
      filter(1, 'Regular', [SALES], "dept = 'finance'", 'department'),
      filter(4, 'Base', [ADMIN], 'year >= 2020'),
      filter(2, 'Regular', [ADMIN], 'never for sales'),
    ];
    expect(composeRowLevelFilters(candidates, new Set([SALES, EUROPE]))).toEqual([
      ['year >= 2020'],
      ["dept = 'finance'", "dept = 'marketing'"],
      ["region = 'Europe'"],
    ]);
    // The same rules in another order give the same conditions.
    expect(composeRowLevelFilters([...candidates].reverse(), new Set([EUROPE, SALES]))).toEqual(
      composeRowLevelFilters(candidates, new Set([SALES, EUROPE])),
    );
  });

  it('treats an empty or blank group key as no group', () => {
    const candidates = [
      filter(1, 'Regular', [SALES], 'a = 1', ''),
      filter(2, 'Regular', [SALES], 'b = 2', '  '),
    ];
    expect(composeRowLevelFilters(candidates, new Set([SALES]))).toEqual([['a = 1'], ['b = 2']]);
  });

  it('gives nothing when no filter applies', () => {
    expect(composeRowLevelFilters([filter(1, 'Base', [ADMIN], '1 = 0')], new Set([ADMIN]))).toEqual(
      [],
    );
  });
});

describe('rowLevelCacheKey', () => {
  it('is the shared constant without conditions and differs for different conditions', () => {
    expect(rowLevelCacheKey([])).toBe(NO_RLS_KEY);
    const a = rowLevelCacheKey([["region = 'north'"]]);
    const b = rowLevelCacheKey([["region = 'south'"]]);
    const grouped = rowLevelCacheKey([["region = 'north'", "region = 'south'"]]);
    const anded = rowLevelCacheKey([["region = 'north'"], ["region = 'south'"]]);
    expect(new Set([a, b, grouped, anded, NO_RLS_KEY]).size).toBe(5);
    expect(rowLevelCacheKey([["region = 'north'"]])).toBe(a);
  });
});
