import { beforeAll, describe, expect, it } from 'vitest';
import rison from 'rison';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { databaseId } from '../support/store-lookups';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('saved queries on $name', (variant) => {
  const { t, admin } = useTestApp(variant, { LOAD_EXAMPLES: 'true' });
  let examplesId: number;
  beforeAll(async () => {
    examplesId = await databaseId(t, 'examples');
  });

  it('saves, lists only the owner’s queries, updates and deletes', async () => {
    const created = await t.post('/api/v1/saved_query/', admin, {
      db_id: examplesId,
      schema: 'main',
      label: 'Late flights',
      description: 'Delays over 15 minutes',
      sql: 'SELECT * FROM flights WHERE delay > 15',
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    const got = (await t.get(`/api/v1/saved_query/${id}`, admin)).json() as { result: Json };
    expect(got.result).toMatchObject({
      label: 'Late flights',
      schema: 'main',
      database: { id: examplesId, database_name: 'examples' },
    });

    const sqlLab = await t.createUser({ username: 'analyst', roles: ['sql_lab'] });
    const theirs = await t.get('/api/v1/saved_query/', sqlLab.headers);
    expect((theirs.json() as Json).count).toBe(0);
    expect((await t.get(`/api/v1/saved_query/${id}`, sqlLab.headers)).statusCode).toBe(404);
    expect(
      (await t.put(`/api/v1/saved_query/${id}`, sqlLab.headers, { label: 'x' })).statusCode,
    ).toBe(404);

    const search = await t.get(
      `/api/v1/saved_query/?q=${encodeURIComponent(rison.encode({ filters: [{ col: 'label', opr: 'all_text', value: 'DELAY' }] }))}`,
      admin,
    );
    expect((search.json() as Json).ids).toEqual([id]);
    expect(
      (await t.put(`/api/v1/saved_query/${id}`, admin, { label: 'Very late flights' })).statusCode,
    ).toBe(200);
    expect(
      ((await t.get(`/api/v1/saved_query/${id}`, admin)).json() as { result: Json }).result.label,
    ).toBe('Very late flights');
    expect((await t.delete(`/api/v1/saved_query/${id}`, admin)).statusCode).toBe(200);
    expect((await t.get(`/api/v1/saved_query/${id}`, admin)).statusCode).toBe(404);
  });

  it('requires SQL Lab permissions and access to the database', async () => {
    const save = (headers: Record<string, string>) =>
      t.post('/api/v1/saved_query/', headers, { db_id: examplesId, label: 'x', sql: 'SELECT 1' });
    const gamma = await t.createUser({ username: 'sq-gamma', roles: ['Gamma'] });
    const refused = await save(gamma.headers);
    expect(refused.statusCode).toBe(403);
    const sqlLabOnly = await t.createUser({ username: 'sq-lab', roles: ['sql_lab'] });
    const noDb = await save(sqlLabOnly.headers);
    expect(noDb.statusCode).toBe(422);
    expect(noDb.json()).toEqual({ message: { db_id: ['Database does not exist'] } });
    const noLabel = await t.post('/api/v1/saved_query/', admin, {
      db_id: examplesId,
      sql: 'SELECT 1',
    });
    expect(noLabel.statusCode).toBe(400);
  });
});
