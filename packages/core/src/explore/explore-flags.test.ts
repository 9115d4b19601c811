import { describe, expect, it } from 'vitest';
import { exploreFlags } from './explore-flags';

describe('exploreFlags', () => {
  it('derives can_add and can_download from permission pairs', () => {
    expect(
      exploreFlags({
        permissions: [
          ['can_write', 'Chart'],
          ['can_csv', 'Superset'],
        ],
        userId: 1,
      }),
    ).toEqual({ can_add: true, can_download: true, can_overwrite: false });
    expect(
      exploreFlags({
        permissions: [
          ['can_read', 'Chart'],
          ['can_write', 'Dashboard'],
          ['can_csv', 'Chart'],
        ],
        userId: 1,
      }),
    ).toEqual({ can_add: false, can_download: false, can_overwrite: false });
  });

  it('accepts a lookup function', () => {
    const seen: string[] = [];
    const flags = exploreFlags({
      permissions: (permission, view) => {
        seen.push(`${permission}:${view}`);
        return permission === 'can_csv';
      },
      userId: 1,
    });
    expect(flags.can_download).toBe(true);
    expect(flags.can_add).toBe(false);
    expect(seen).toEqual(['can_write:Chart', 'can_csv:Superset']);
  });

  it('lets only owners overwrite, whatever the owner shape', () => {
    const flags = (owners: Array<number | { id: number }> | null, userId: number | null) =>
      exploreFlags({ permissions: [['can_write', 'Chart']], owners, userId }).can_overwrite;
    expect(flags([1, 2], 2)).toBe(true);
    expect(flags([{ id: 7 }], 7)).toBe(true);
    expect(flags([1, 2], 3)).toBe(false);
    expect(flags([], 3)).toBe(false);
    expect(flags(null, 3)).toBe(false);
    expect(flags([1], null)).toBe(false);
  });
});
