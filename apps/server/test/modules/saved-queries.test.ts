import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rison from 'rison';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants } from '../support/test-stores';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('saved queries on $name', (variant) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let examplesId: number;
  beforeAll(async () => {
    t = await createTestApp(variant, { LOAD_EXAMPLES: 'true' });
    admin = await t.adminHeaders();
    examplesId = (
      await t.container.store.db
        .selectFrom('databases')
        .select('id')
        .where('database_name', '=', 'examples')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('saves, lists only the owner’s queries, updates and deletes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: admin,
      payload: {
        db_id: examplesId,
        schema: 'main',
        label: 'Late flights',
        description: 'Delays over 15 minutes',
        sql: 'SELECT * FROM flights WHERE delay > 15',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/v1/saved_query/${id}`, headers: admin })
    ).json() as { result: Json };
    expect(got.result).toMatchObject({
      label: 'Late flights',
      schema: 'main',
      database: { id: examplesId, database_name: 'examples' },
    });

    const sqlLab = await t.createUser({ username: 'analyst', roles: ['sql_lab'] });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/saved_query/',
      headers: sqlLab.headers,
    });
    expect((theirs.json() as Json).count).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/saved_query/${id}`,
          headers: sqlLab.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/saved_query/${id}`,
          headers: sqlLab.headers,
          payload: { label: 'x' },
        })
      ).statusCode,
    ).toBe(404);

    const search = await t.app.inject({
      method: 'GET',
      url: `/api/v1/saved_query/?q=${encodeURIComponent(rison.encode({ filters: [{ col: 'label', opr: 'all_text', value: 'DELAY' }] }))}`,
      headers: admin,
    });
    expect((search.json() as Json).ids).toEqual([id]);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/saved_query/${id}`,
          headers: admin,
          payload: { label: 'Very late flights' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/v1/saved_query/${id}`, headers: admin })
        ).json() as { result: Json }
      ).result.label,
    ).toBe('Very late flights');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/saved_query/${id}`, headers: admin }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/saved_query/${id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('requires SQL Lab permissions and access to the database', async () => {
    const gamma = await t.createUser({ username: 'sq-gamma', roles: ['Gamma'] });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: gamma.headers,
      payload: { db_id: examplesId, label: 'x', sql: 'SELECT 1' },
    });
    expect(refused.statusCode).toBe(403);
    const sqlLabOnly = await t.createUser({ username: 'sq-lab', roles: ['sql_lab'] });
    const noDb = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: sqlLabOnly.headers,
      payload: { db_id: examplesId, label: 'x', sql: 'SELECT 1' },
    });
    expect(noDb.statusCode).toBe(422);
    expect(noDb.json()).toEqual({ message: { db_id: ['Database does not exist'] } });
    const noLabel = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: admin,
      payload: { db_id: examplesId, sql: 'SELECT 1' },
    });
    expect(noLabel.statusCode).toBe(400);
  });
});
