/**
 * `PUT /api/v1/dashboard/{id}/colors` through app.inject() on SQLite and PostgreSQL: the colour
 * keys sent replace the stored ones and every other json_metadata key stays; `mark_updated=false`
 * leaves the dashboard's version alone; non-owners get 403, unknown keys 400.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/use-test-app';
import { storeVariants } from '../../../test/support/test-stores';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('dashboard colours save on $name', (variant) => {
  const { t, admin } = useTestApp(variant);

  const call = async (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: Json,
    headers: Record<string, string> = admin,
  ) => {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const stored = async (id: number) => {
    const res = await call('GET', `/api/v1/dashboard/${id}`);
    const result = res.body.result as Json;
    return {
      metadata: JSON.parse(result.json_metadata as string) as Json,
      changedOn: result.changed_on,
    };
  };
  const createDashboard = async () => {
    const res = await call('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Weather',
      json_metadata: JSON.stringify({
        color_scheme: 'supersetColors',
        label_colors: { rain: '#000000' },
        refresh_frequency: 60,
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };

  it('stores the colour keys sent and keeps every other key', async () => {
    const id = await createDashboard();
    const colors = {
      color_scheme: 'bnbColors',
      shared_label_colors: ['sun'],
      map_label_colors: { sun: '#ff5a5f', fog: '#7b0051' },
      color_namespace: null,
    };
    const res = await call('PUT', `/api/v1/dashboard/${id}/colors`, colors);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await stored(id)).metadata).toEqual({
      ...colors,
      label_colors: { rain: '#000000' },
      refresh_frequency: 60,
    });
  });

  it('leaves the version alone with mark_updated=false', async () => {
    const id = await createDashboard();
    const before = await stored(id);
    const res = await call('PUT', `/api/v1/dashboard/${id}/colors?mark_updated=false`, {
      shared_label_colors: { sun: '#111111' },
    });
    expect(res.status).toBe(200);
    const after = await stored(id);
    expect(after.metadata.shared_label_colors).toEqual({ sun: '#111111' });
    expect(after.changedOn).toBe(before.changedOn);
  });

  it('refuses unknown keys, other people’s dashboards and missing ones', async () => {
    const id = await createDashboard();
    const unknown = await call('PUT', `/api/v1/dashboard/${id}/colors`, { positions: {} });
    expect(unknown.status).toBe(400);
    const alpha = await t.createUser({
      username: `alpha_colors_${variant.name}`,
      roles: ['Alpha'],
    });
    const foreign = await call(
      'PUT',
      `/api/v1/dashboard/${id}/colors`,
      { label_colors: { rain: '#ffffff' } },
      alpha.headers,
    );
    expect(foreign.status).toBe(403);
    expect((await stored(id)).metadata.label_colors).toEqual({ rain: '#000000' });
    const missing = await call('PUT', '/api/v1/dashboard/999999/colors', {});
    expect(missing.status).toBe(404);
  });
});
