/**
 * The explore form data cache (`/api/v1/explore/form_data`) on every metadata store: stored rows,
 * keys per browser tab, owner-only changes, dataset/chart read access, expiry and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { createExploreWorld, type ExploreWorld } from './explore-fixtures';

const FORM_DATA = JSON.stringify({ viz_type: 'table', metrics: ['count'], datasource: 'x' });

describe.each(await storeVariants())('explore form data on $name', (variant) => {
  let w: ExploreWorld;

  const post = (body: unknown, headers = w.admin, query = '') =>
    w.t.post(`/api/v1/explore/form_data${query}`, headers, body as Record<string, unknown>);
  const body = (extra: Record<string, unknown> = {}) => ({
    datasource_id: w.datasetId,
    datasource_type: 'table',
    form_data: FORM_DATA,
    ...extra,
  });
  const row = (uuid: string) =>
    w.t.container.store.db
      .selectFrom('key_values')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirst();
  const uuidOf = (key: string) => {
    const hex = Buffer.from(key, 'base64url').toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };

  beforeAll(async () => {
    w = await createExploreWorld(variant);
  });
  afterAll(async () => {
    await w?.t.dispose();
  });

  it('stores form data for its creator, expiring in seven days, and reads it back', async () => {
    const res = await post(body({ chart_id: w.chartId }));
    expect(res.statusCode, res.body).toBe(201);
    const { key } = res.json() as { key: string };
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const stored = await row(uuidOf(key));
    expect(stored).toMatchObject({ resource: 'explore_form_data' });
    expect(stored?.created_by_fk).toBeGreaterThan(0);
    expect(JSON.parse(stored?.value ?? '')).toEqual({
      owner: stored?.created_by_fk,
      datasource_id: w.datasetId,
      datasource_type: 'table',
      chart_id: w.chartId,
      form_data: FORM_DATA,
    });
    const days = (Date.parse(stored?.expires_on ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const get = await w.t.get(`/api/v1/explore/form_data/${key}`, w.admin);
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ form_data: FORM_DATA });
  });

  it('keeps one key per browser tab and hands out new keys without one', async () => {
    const first = (await post(body(), w.admin, '?tab_id=7')).json() as { key: string };
    const again = (await post(body(), w.admin, '?tab_id=7')).json() as { key: string };
    expect(again.key).toBe(first.key);
    const otherTab = (await post(body(), w.admin, '?tab_id=8')).json() as { key: string };
    expect(otherTab.key).not.toBe(first.key);

    const changed = JSON.stringify({ viz_type: 'pie' });
    const sameTab = await w.t.put(
      `/api/v1/explore/form_data/${first.key}?tab_id=7`,
      w.admin,
      body({ form_data: changed }),
    );
    expect(sameTab.statusCode, sameTab.body).toBe(200);
    expect(sameTab.json()).toEqual({ key: first.key });
    const noTab = await w.t.put(
      `/api/v1/explore/form_data/${first.key}`,
      w.admin,
      body({ form_data: changed }),
    );
    expect(noTab.statusCode).toBe(200);
    const newKey = (noTab.json() as { key: string }).key;
    expect(newKey).not.toBe(first.key);
    const read = await w.t.get(`/api/v1/explore/form_data/${newKey}`, w.admin);
    expect(read.json()).toEqual({ form_data: changed });
  });

  it('lets readers of the dataset read an entry, but only its creator change or delete it', async () => {
    const { key } = (await post(body())).json() as { key: string };
    const asReader = await w.t.get(`/api/v1/explore/form_data/${key}`, w.reader.headers);
    expect(asReader.statusCode).toBe(200);
    const put = await w.t.put(`/api/v1/explore/form_data/${key}`, w.reader.headers, body());
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: "You don't have permission to modify the value." });
    const del = await w.t.delete(`/api/v1/explore/form_data/${key}`, w.reader.headers);
    expect(del.statusCode).toBe(403);

    // Without access to the dataset the entry is as missing as an unknown key.
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await w.t.request(method, `/api/v1/explore/form_data/${key}`, w.outsider.headers);
      expect(res.statusCode, method).toBe(404);
    }

    const mine = await w.t.delete(`/api/v1/explore/form_data/${key}`, w.admin);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ message: 'Deleted successfully' });
    const gone = await w.t.get(`/api/v1/explore/form_data/${key}`, w.admin);
    expect(gone.statusCode).toBe(404);
  });

  it('needs read access to the dataset and chart to store form data', async () => {
    const hiddenDataset = await post(body(), w.outsider.headers);
    expect(hiddenDataset.statusCode).toBe(404);
    expect(hiddenDataset.json()).toEqual({ message: 'Resource was not found.' });
    const missingDataset = await post(body({ datasource_id: 99_999 }));
    expect(missingDataset.statusCode).toBe(404);
    const missingChart = await post(body({ chart_id: 99_999 }));
    expect(missingChart.statusCode).toBe(404);
    const asReader = await post(body({ chart_id: w.chartId }), w.reader.headers);
    expect(asReader.statusCode, asReader.body).toBe(201);
    const anonymous = await post(body(), {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for unknown, malformed and expired keys', async () => {
    for (const key of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-key', 'x'.repeat(64)]) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await w.t.request(method, `/api/v1/explore/form_data/${key}`, w.admin);
        expect(res.statusCode, `${method} ${key}`).toBe(404);
      }
      const put = await w.t.put(`/api/v1/explore/form_data/${key}`, w.admin, body());
      expect(put.statusCode).toBe(404);
    }
    const { key } = (await post(body())).json() as { key: string };
    await w.t.container.store.db
      .updateTable('key_values')
      .set({ expires_on: new Date(Date.now() - 1000).toISOString() })
      .where('uuid', '=', uuidOf(key))
      .execute();
    const expired = await w.t.get(`/api/v1/explore/form_data/${key}`, w.admin);
    expect(expired.statusCode).toBe(404);
    expect(await w.t.container.keyValue.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await row(uuidOf(key))).toBeUndefined();
  });

  it('refuses malformed bodies with 400 and a message per field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [body({ form_data: 'not json' }), 'form_data'],
      [body({ form_data: '[1, 2]' }), 'form_data'],
      [body({ datasource_type: 'druid' }), 'datasource_type'],
      [body({ datasource_id: 'abc' }), 'datasource_id'],
      [{ datasource_type: 'table', form_data: FORM_DATA }, 'datasource_id'],
      [body({ unexpected: 1 }), 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const message = (res.json() as { message: Record<string, string[]> }).message;
      expect(Object.keys(message).join(), JSON.stringify(payload)).toContain(field);
    }
    const badTab = await post(body(), w.admin, '?tab_id=abc');
    expect(badTab.statusCode).toBe(400);
  });
});
