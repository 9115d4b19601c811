/**
 * No lost update on dashboards: GET answers an ETag for the dashboard's version, a PUT with a
 * stale If-Match is refused with 412 and changes nothing (owners and layout links included), two
 * saves made from the same version cannot both succeed, even when sent at the same moment, and
 * every save gives a new version. Without If-Match a PUT saves as before.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('dashboard versions (ETag / If-Match) on $name', (variant) => {
  const { t, admin } = useTestApp(variant);

  const get = async (id: number) => {
    const res = await t.get(`/api/v1/dashboard/${id}`, admin);
    expect(res.statusCode).toBe(200);
    return { etag: res.headers.etag as string, result: (res.json() as { result: Json }).result };
  };

  const put = (id: number, payload: Json, ifMatch?: string) =>
    t.put(
      `/api/v1/dashboard/${id}`,
      { ...admin, ...(ifMatch !== undefined ? { 'if-match': ifMatch } : {}) },
      payload,
    );

  const create = async (title: string) => {
    const res = await t.post('/api/v1/dashboard/', admin, { dashboard_title: title });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  };

  const storedRow = (id: number) =>
    t.container.store.db
      .selectFrom('dashboards')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('answers a strong ETag that the next save moves on, and the PUT answers the new one', async () => {
    const id = await create('Versioned');
    const first = await get(id);
    expect(first.etag).toMatch(/^"\d+-[A-Za-z0-9_-]+"$/);
    expect((await get(id)).etag).toBe(first.etag);

    const saved = await put(id, { dashboard_title: 'Versioned v2' }, first.etag);
    expect(saved.statusCode).toBe(200);
    const after = await get(id);
    expect(after.etag).not.toBe(first.etag);
    expect(saved.headers.etag).toBe(after.etag);
    expect(after.result.dashboard_title).toBe('Versioned v2');
    expect(saved.json()).toMatchObject({
      last_modified_time: Math.floor(Date.parse(after.result.changed_on as string) / 1000),
    });
  });

  it('refuses the second of two saves made from the same ETag with 412 and changes nothing', async () => {
    const id = await create('Shared board');
    const { etag } = await get(id);

    const mine = await put(id, { dashboard_title: 'Mine' }, etag);
    expect(mine.statusCode).toBe(200);
    const afterMine = await storedRow(id);

    const theirs = await put(
      id,
      { dashboard_title: 'Theirs', css: '.x{}', owners: [], published: true },
      etag,
    );
    expect(theirs.statusCode).toBe(412);
    const message = (theirs.json() as { message: unknown }).message;
    expect(typeof message).toBe('string');
    expect(message).not.toBe('');

    expect(await storedRow(id)).toEqual(afterMine);
    const owners = await t.container.store.db
      .selectFrom('dashboard_owners')
      .select('user_id')
      .where('dashboard_id', '=', id)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('lets exactly one of two concurrent saves with the same If-Match through', async () => {
    // Repeated, so the two transactions interleave in more than one way.
    for (let round = 0; round < 5; round += 1) {
      const id = await create(`Race ${round}`);
      const { etag } = await get(id);
      const results = await Promise.all([
        put(id, { dashboard_title: `Left ${round}` }, etag),
        put(id, { dashboard_title: `Right ${round}` }, etag),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412]);
      const winner = results.find((r) => r.statusCode === 200)!;
      const title = (winner.json() as { result: Json }).result.dashboard_title;
      expect((await storedRow(id)).dashboard_title).toBe(title);
      expect((await get(id)).etag).toBe(winner.headers.etag);
    }
  });

  it('writes only over the version it read: the check and the write are one statement', async () => {
    const id = await create('Compare and set');
    const before = await storedRow(id);
    const { repo } = t.container.dashboards;
    const db = t.container.store.db;
    const stale = await repo.updateIfVersion(
      id,
      '2000-01-01T00:00:00.000Z',
      { dashboard_title: 'Stale write' },
      db,
    );
    expect(stale).toBe(false);
    expect(await storedRow(id)).toEqual(before);
    const current = await repo.updateIfVersion(
      id,
      before.changed_on,
      { dashboard_title: 'Current write' },
      db,
    );
    expect(current).toBe(true);
    expect((await storedRow(id)).dashboard_title).toBe('Current write');
  });

  it('gives every save a new version, even several within one second', async () => {
    const id = await create('Quick saves');
    const seen = new Set<string>([(await get(id)).etag]);
    const changedOn = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const res = await put(id, { css: `.n${i}{}` });
      expect(res.statusCode).toBe(200);
      seen.add(res.headers.etag as string);
      changedOn.add((await storedRow(id)).changed_on);
    }
    expect(seen.size).toBe(7);
    expect(changedOn.size).toBe(6);
  });

  it('saves without If-Match as before, and treats * and weak tags as RFC 9110 says', async () => {
    const id = await create('Plain');
    expect((await put(id, { published: true })).statusCode).toBe(200);
    expect((await storedRow(id)).published).toBe(1);
    expect((await put(id, { published: false }, '*')).statusCode).toBe(200);
    const { etag } = await get(id);
    expect((await put(id, { css: 'a{}' }, `W/${etag}`)).statusCode).toBe(412);
    expect((await put(id, { css: 'b{}' }, `"nope", ${etag}`)).statusCode).toBe(200);
    expect((await storedRow(id)).css).toBe('b{}');
  });

  it('checks permissions before versions: a stale If-Match on a missing dashboard is 404', async () => {
    const res = await put(987654, { dashboard_title: 'Ghost' }, '"987654-stale"');
    expect(res.statusCode).toBe(404);
  });
});
