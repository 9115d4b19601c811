import { describe, expect, it } from 'vitest';
import { dashboardEtag, ifMatchAdmits, nextChangedOn } from './dashboard-version';

describe('dashboard versions', () => {
  const v1 = { id: 7, changed_on: '2026-11-22T10:00:00.000Z' };
  const v2 = { id: 7, changed_on: '2026-11-22T10:00:00.001Z' };

  it('names each version with its own strong, quoted ETag', () => {
    expect(dashboardEtag(v1)).toMatch(/^"7-[A-Za-z0-9_-]{22}"$/);
    expect(dashboardEtag(v1)).toBe(dashboardEtag({ ...v1 }));
    expect(dashboardEtag(v2)).not.toBe(dashboardEtag(v1));
    expect(dashboardEtag({ ...v1, id: 8 })).not.toBe(dashboardEtag(v1));
  });

  it('admits by strong comparison: exact tag, one of a list, or *; never a weak tag', () => {
    const etag = dashboardEtag(v1);
    expect(ifMatchAdmits(undefined, etag)).toBe(true);
    expect(ifMatchAdmits(etag, etag)).toBe(true);
    expect(ifMatchAdmits(` ${etag} `, etag)).toBe(true);
    expect(ifMatchAdmits('*', etag)).toBe(true);
    expect(ifMatchAdmits(`"other", ${etag}`, etag)).toBe(true);
    expect(ifMatchAdmits(dashboardEtag(v2), etag)).toBe(false);
    expect(ifMatchAdmits(`W/${etag}`, etag)).toBe(false);
    expect(ifMatchAdmits(etag.slice(1, -1), etag)).toBe(false);
    expect(ifMatchAdmits('', etag)).toBe(false);
  });

  it('moves changed_on forward on every save, by a millisecond when the clock has not', () => {
    const at = new Date('2026-11-22T10:00:05.250Z');
    expect(nextChangedOn('2026-11-22T10:00:00.000Z', at)).toBe('2026-11-22T10:00:05.250Z');
    // Same millisecond as the previous save, and a clock that went backwards.
    expect(nextChangedOn('2026-11-22T10:00:05.250Z', at)).toBe('2026-11-22T10:00:05.251Z');
    expect(nextChangedOn('2026-11-22T10:00:09.000Z', at)).toBe('2026-11-22T10:00:09.001Z');
    expect(nextChangedOn('not a date', at)).toBe('2026-11-22T10:00:05.250Z');
  });
});
