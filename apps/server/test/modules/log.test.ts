import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { datasetId } from '../support/store-lookups';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('recent activity on $name', (variant) => {
  const { t, admin } = useTestApp(variant, { LOAD_EXAMPLES: 'true' });

  const post = (url: string, headers: Record<string, string>, payload: Json) =>
    t.post(url, headers, payload);

  const get = (url: string, headers: Record<string, string>) => t.get(url, headers);
  const recentActivity = async (headers: Record<string, string>) => {
    const res = await get('/api/v1/log/recent_activity/?q=(page:0,page_size:10)', headers);
    expect(res.statusCode).toBe(200);
    return (res.json() as { result: Json[] }).result;
  };
  const tick = () => new Promise((r) => setTimeout(r, 5));

  it('records a view when a dashboard is opened or a chart is opened in explore', async () => {
    const flightsId = await datasetId(t, 'flights');
    const create = async (url: string, payload: Json) =>
      ((await post(url, admin, payload)).json() as { id: number }).id;
    const opened = await create('/api/v1/dashboard/', {
      dashboard_title: 'Opened board',
      slug: 'opened-board',
    });
    const other = await create('/api/v1/dashboard/', { dashboard_title: 'Other board' });
    const onlyRead = await create('/api/v1/dashboard/', { dashboard_title: 'Properties only' });
    const chart = await create('/api/v1/chart/', {
      slice_name: 'Explored chart',
      viz_type: 'table',
      datasource_id: flightsId,
      datasource_type: 'table',
    });
    const viewer = await t.createUser({ username: 'log-viewer', roles: ['Admin'] });

    // What the dashboard page and explore load; the slug and the id both count.
    for (const url of [
      '/api/v1/dashboard/opened-board/charts',
      `/api/v1/explore/?slice_id=${chart}`,
      `/api/v1/dashboard/${other}/charts`,
      `/api/v1/dashboard/${opened}/charts`,
    ]) {
      expect((await get(url, viewer.headers)).statusCode, url).toBe(200);
      await tick();
    }
    // Reading a dashboard's properties (its detail alone) is not viewing it.
    expect((await get(`/api/v1/dashboard/${onlyRead}`, viewer.headers)).statusCode).toBe(200);

    const result = await recentActivity(viewer.headers);
    expect(result.map((r) => [r.action, r.item_type, r.item_title, r.item_url])).toEqual([
      ['dashboard', 'dashboard', 'Opened board', '/dashboard/opened-board/'],
      ['dashboard', 'dashboard', 'Other board', `/dashboard/${other}/`],
      ['explore', 'slice', 'Explored chart', `/explore/?slice_id=${chart}`],
    ]);
    const times = result.map((r) => r.time as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.abs(Date.now() - times[0]!)).toBeLessThan(60_000);
    expect(result.every((r) => typeof r.time_delta_humanized === 'string')).toBe(true);
    // Each view is a stored log row of the viewer's (two of the same dashboard).
    const rows = await t.container.store.db
      .selectFrom('logs')
      .select(['action', 'dashboard_id', 'slice_id'])
      .where('user_id', '=', viewer.id)
      .execute();
    expect(rows.filter((r) => r.dashboard_id === opened)).toHaveLength(2);
    expect(rows.filter((r) => r.slice_id === chart)).toEqual([
      { action: 'explore', dashboard_id: null, slice_id: chart },
    ]);
    // Another user's views are their own.
    expect((await recentActivity(admin)).map((r) => r.item_title)).not.toContain('Other board');

    // A refused read records nothing.
    const gamma = await t.createUser({ username: 'log-gamma-viewer', roles: ['Gamma'] });
    expect((await get(`/api/v1/dashboard/${opened}/charts`, gamma.headers)).statusCode).toBe(404);
    expect(await recentActivity(gamma.headers)).toEqual([]);
  });

  it('writes views in the background, and a refused row does not lose the others', async () => {
    const board = (
      (await post('/api/v1/dashboard/', admin, { dashboard_title: 'Background board' })).json() as {
        id: number;
      }
    ).id;
    const stays = await t.createUser({ username: 'log-stays', roles: ['Admin'] });
    const leaves = await t.createUser({ username: 'log-leaves', roles: ['Admin'] });
    for (const user of [leaves, stays])
      expect((await get(`/api/v1/dashboard/${board}/charts`, user.headers)).statusCode).toBe(200);
    // The user is gone before the batch is written: the store refuses that row only.
    await t.container.store.db.deleteFrom('users').where('id', '=', leaves.id).execute();
    const viewsOf = (userId: number) =>
      t.container.store.db
        .selectFrom('logs')
        .select('dashboard_id')
        .where('user_id', '=', userId)
        .where('dashboard_id', '=', board)
        .execute();
    // Nothing reads the log here: the batch is written on its own, shortly.
    await expect.poll(() => viewsOf(stays.id), { timeout: 10_000 }).toHaveLength(1);
    expect(await viewsOf(leaves.id)).toHaveLength(0);
  });

  it('lists distinct recent views newest first, without objects that are gone or hidden', async () => {
    const flightsId = await datasetId(t, 'flights');
    const a = (
      await post('/api/v1/dashboard/', admin, { dashboard_title: 'Board A', slug: 'board-a' })
    ).json() as { id: number };
    const b = (await post('/api/v1/dashboard/', admin, { dashboard_title: 'Board B' })).json() as {
      id: number;
    };
    const c = (
      await post('/api/v1/chart/', admin, {
        slice_name: 'Chart C',
        viz_type: 'table',
        datasource_id: flightsId,
        datasource_type: 'table',
      })
    ).json() as { id: number };

    for (const view of [
      { action: 'dashboard', dashboard_id: a.id },
      { action: 'explore', slice_id: c.id },
      { action: 'dashboard', dashboard_id: b.id },
      { action: 'dashboard', dashboard_id: a.id },
    ]) {
      expect((await post('/api/v1/log/', admin, view)).statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, 5));
    }
    const recent = await t.get('/api/v1/log/recent_activity/?q=(page:0,page_size:5)', admin);
    const result = (recent.json() as { result: Json[] }).result;
    expect(result.map((r) => r.item_title)).toEqual(['Board A', 'Board B', 'Chart C']);
    expect(result[0]).toMatchObject({
      action: 'dashboard',
      item_type: 'dashboard',
      item_url: '/dashboard/board-a/',
    });
    expect(result[2]).toMatchObject({ item_type: 'slice', item_url: `/explore/?slice_id=${c.id}` });

    await t.delete(`/api/v1/dashboard/${b.id}`, admin);
    const after = await t.get('/api/v1/log/recent_activity/', admin);
    expect((after.json() as { result: Json[] }).result.map((r) => r.item_title)).toEqual([
      'Board A',
      'Chart C',
    ]);

    // Someone who cannot see the dashboard cannot log a view of it either.
    const gamma = await t.createUser({ username: 'log-gamma', roles: ['Gamma'] });
    expect(
      (await post('/api/v1/log/', gamma.headers, { action: 'dashboard', dashboard_id: a.id }))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/v1/log/', gamma.headers, { action: 'dashboard' })).statusCode).toBe(
      400,
    );
    const gammaRecent = await t.get('/api/v1/log/recent_activity/', gamma.headers);
    expect((gammaRecent.json() as { result: Json[] }).result).toEqual([]);
  });
});
