/**
 * The annotation layer API through app.inject() on SQLite and PostgreSQL: layer CRUD with rison
 * list, `_info` and bulk delete; the nested annotation CRUD with its validation rules; and who
 * may read and write (Admin and Alpha write; Gamma has no access, per CVE-2023-42501).
 */
import { describe, expect, it } from 'vitest';
import rison from 'rison';
import { useTestApp } from '../../../test/support/use-test-app';
import { storeVariants } from '../../../test/support/test-stores';

type Json = Record<string, unknown>;
const LAYERS = '/api/v1/annotation_layer';
const q = (value: unknown) => encodeURIComponent(rison.encode(value));

describe.each(await storeVariants())('annotation layer API on $name', (variant) => {
  const { t, admin } = useTestApp(variant);

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Json,
    headers: Record<string, string> = admin,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const createLayer = async (name: string, descr: string | null = null) => {
    const res = await call('POST', `${LAYERS}/`, { name, descr });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };

  it('creates, reads, renames, lists and deletes layers', async () => {
    const releases = await createLayer('Releases', 'Product launches');
    const outages = await createLayer('Outages', 'Incidents with downtime');
    const holidays = await createLayer('Holidays');

    const got = await call('GET', `${LAYERS}/${releases}`);
    expect(got.status).toBe(200);
    expect(got.body.result).toMatchObject({
      id: releases,
      name: 'Releases',
      descr: 'Product launches',
      created_by: { first_name: expect.any(String) as unknown },
    });

    const byName = await call(
      'GET',
      `${LAYERS}/?q=${q({ filters: [{ col: 'name', opr: 'ct', value: 'AGES' }] })}`,
    );
    expect(byName.body).toMatchObject({ count: 1, ids: [outages] });

    const ordered = await call(
      'GET',
      `${LAYERS}/?q=${q({ order_column: 'name', order_direction: 'asc' })}`,
    );
    expect((ordered.body.result as Json[]).map((r) => r.name)).toEqual([
      'Holidays',
      'Outages',
      'Releases',
    ]);
    const renamed = await call('PUT', `${LAYERS}/${holidays}`, { name: 'Public holidays' });
    expect(renamed.status).toBe(200);
    const newest = await call(
      'GET',
      `${LAYERS}/?q=${q({ order_column: 'changed_on', order_direction: 'desc', page_size: 1 })}`,
    );
    expect(newest.body).toMatchObject({ count: 3, ids: [holidays] });
    const allText = await call(
      'GET',
      `${LAYERS}/?q=${q({ filters: [{ col: 'name', opr: 'annotation_layer_all_text', value: 'downtime' }] })}`,
    );
    expect(allText.body.ids).toEqual([outages]);
    const badOrder = await call('GET', `${LAYERS}/?q=${q({ order_column: 'uuid' })}`);
    expect(badOrder.status).toBe(400);

    const info = await call('GET', `${LAYERS}/_info?q=${q({ keys: ['permissions'] })}`);
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));

    expect((await call('DELETE', `${LAYERS}/${holidays}`)).body).toEqual({ message: 'OK' });
    expect((await call('GET', `${LAYERS}/${holidays}`)).status).toBe(404);
    const bulk = await call('DELETE', `${LAYERS}/?q=${rison.encode([releases, outages])}`);
    expect(bulk.status).toBe(200);
    expect((await call('GET', `${LAYERS}/`)).body.count).toBe(0);
  });

  it('names the field of a validation error', async () => {
    const missing = await call('POST', `${LAYERS}/`, { descr: 'no name' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: { name: ['Missing data for required field.'] } });
    await createLayer('Unique');
    const duplicate = await call('POST', `${LAYERS}/`, { name: 'Unique' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toEqual({ message: { name: ['Name must be unique'] } });
    const unknownField = await call('POST', `${LAYERS}/`, { name: 'x', color: 'red' });
    expect(unknownField.status).toBe(400);
  });

  it('keeps the annotations of a layer, validated, and refuses to delete a used layer', async () => {
    const layer = await createLayer('Deploys');
    const other = await createLayer('Other layer');
    const base = `${LAYERS}/${layer}/annotation`;

    const created = await call('POST', `${base}/`, {
      short_descr: 'v1.0',
      long_descr: 'First release',
      start_dttm: '2024-01-10T09:30:00',
      end_dttm: '2024-01-10T09:30:00',
      json_metadata: '{"ticket": 12}',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const v1 = created.body.id as number;
    // A time with a zone is stored in UTC: 12:00+02:00 is 10:00Z.
    const window = await call('POST', `${base}/`, {
      short_descr: 'Freeze',
      start_dttm: '2024-02-01 12:00+02:00',
      end_dttm: '2024-02-03',
    });
    expect(window.status).toBe(201);
    const freeze = window.body.id as number;

    const got = await call('GET', `${base}/${freeze}`);
    expect(got.body.result).toMatchObject({
      short_descr: 'Freeze',
      long_descr: null,
      start_dttm: '2024-02-01T10:00:00',
      end_dttm: '2024-02-03T00:00:00',
      layer: { id: layer, name: 'Deploys' },
    });
    expect((await call('GET', `${LAYERS}/${other}/annotation/${freeze}`)).status).toBe(404);

    const endBeforeStart = await call('POST', `${base}/`, {
      short_descr: 'Backwards',
      start_dttm: '2024-03-02T00:00:00',
      end_dttm: '2024-03-01T00:00:00',
    });
    expect(endBeforeStart.status).toBe(422);
    expect(endBeforeStart.body).toEqual({
      message: { start_dttm: ['End date must be after start date'] },
    });
    const partialBackwards = await call('PUT', `${base}/${freeze}`, {
      end_dttm: '2024-01-31T00:00:00',
    });
    expect(partialBackwards.status).toBe(422);
    const missing = await call('POST', `${base}/`, { start_dttm: '2024-01-01', end_dttm: 'soon' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: {
        short_descr: ['Missing data for required field.'],
        end_dttm: ['Not a valid datetime.'],
      },
    });
    const duplicate = await call('POST', `${base}/`, {
      short_descr: 'v1.0',
      start_dttm: '2024-05-01',
      end_dttm: '2024-05-01',
    });
    expect(duplicate.body).toEqual({
      message: { short_descr: ['Short description must be unique for this layer'] },
    });
    const badJson = await call('PUT', `${base}/${v1}`, { json_metadata: '{oops' });
    expect(badJson.body).toEqual({ message: { json_metadata: ['JSON not valid'] } });

    const updated = await call('PUT', `${base}/${v1}`, { long_descr: 'First public release' });
    expect(updated.status).toBe(200);
    const listed = await call(
      'GET',
      `${base}/?q=${q({ order_column: 'start_dttm', order_direction: 'asc' })}`,
    );
    expect(listed.body).toMatchObject({ count: 2, ids: [v1, freeze] });
    expect((listed.body.result as Json[])[0]).toMatchObject({
      long_descr: 'First public release',
      json_metadata: '{"ticket": 12}',
    });
    const after = await call(
      'GET',
      `${base}/?q=${q({ filters: [{ col: 'start_dttm', opr: 'gt', value: '2024-01-15' }] })}`,
    );
    expect(after.body.ids).toEqual([freeze]);
    const text = await call(
      'GET',
      `${base}/?q=${q({ filters: [{ col: 'short_descr', opr: 'annotation_all_text', value: 'PUBLIC' }] })}`,
    );
    expect(text.body.ids).toEqual([v1]);
    expect((await call('GET', `${LAYERS}/${other}/annotation/`)).body.count).toBe(0);
    const info = await call('GET', `${base}/_info?q=${q({ keys: ['permissions'] })}`);
    expect(info.body).toEqual({ permissions: ['can_read', 'can_write'] });

    const used = await call('DELETE', `${LAYERS}/${layer}`);
    expect(used.status).toBe(422);
    expect(used.body).toEqual({ message: 'Annotation layer has associated annotations.' });
    const wrongLayer = await call('DELETE', `${LAYERS}/${other}/annotation/${v1}`);
    expect(wrongLayer.status).toBe(404);
    expect((await call('DELETE', `${base}/${v1}`)).body).toEqual({ message: 'OK' });
    const bulk = await call('DELETE', `${base}/?q=${rison.encode([freeze])}`);
    expect(bulk.body).toEqual({ message: 'Deleted 1 annotation' });
    expect((await call('DELETE', `${LAYERS}/${layer}`)).status).toBe(200);
    const gone = await call('POST', `${base}/`, {
      short_descr: 'late',
      start_dttm: '2024-01-01',
      end_dttm: '2024-01-01',
    });
    expect(gone.status).toBe(404);
  });

  it('moves the layer changed_on forward when its annotations change', async () => {
    const layer = await createLayer('Touched');
    const before = (await call('GET', `${LAYERS}/${layer}`)).body.result as Json;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('POST', `${LAYERS}/${layer}/annotation/`, {
      short_descr: 'touch',
      start_dttm: '2024-01-01',
      end_dttm: '2024-01-02',
    });
    const after = (await call('GET', `${LAYERS}/${layer}`)).body.result as Json;
    expect(String(after.changed_on) > String(before.changed_on)).toBe(true);
  });

  it('lets Alpha write, keeps Gamma and anonymous callers out', async () => {
    const alpha = (await t.createUser({ username: 'annot-alpha', roles: ['Alpha'] })).headers;
    const gamma = (await t.createUser({ username: 'annot-gamma', roles: ['Gamma'] })).headers;
    const created = await call('POST', `${LAYERS}/`, { name: 'By alpha' }, alpha);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const annotation = await call(
      'POST',
      `${LAYERS}/${id}/annotation/`,
      { short_descr: 'alpha note', start_dttm: '2024-01-01', end_dttm: '2024-01-01' },
      alpha,
    );
    expect(annotation.status).toBe(201);
    const info = await call(
      'GET',
      `${LAYERS}/_info?q=${q({ keys: ['permissions'] })}`,
      undefined,
      alpha,
    );
    expect(info.body).toEqual({ permissions: ['can_read', 'can_write'] });

    expect((await call('GET', `${LAYERS}/`, undefined, gamma)).status).toBe(403);
    expect((await call('GET', `${LAYERS}/${id}/annotation/`, undefined, gamma)).status).toBe(403);
    expect((await call('POST', `${LAYERS}/`, { name: 'By gamma' }, gamma)).status).toBe(403);
    expect((await call('DELETE', `${LAYERS}/${id}`, undefined, gamma)).status).toBe(403);
    expect((await call('GET', `${LAYERS}/`, undefined, {})).status).toBe(401);
  });
});
