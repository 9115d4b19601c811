/**
 * A dashboard's position_json is at most 65,535 characters, as in Superset, unless
 * SUPERSET_DASHBOARD_POSITION_DATA_LIMIT says otherwise: longer layouts are refused with a 400
 * naming the field and the limit, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { rowCount } from '../support/store-lookups';

/** A layout object exactly `length` characters long. */
function positionOfLength(length: number): string {
  const shell = JSON.stringify({ DASHBOARD_VERSION_KEY: 'v2', pad: '' });
  return JSON.stringify({ DASHBOARD_VERSION_KEY: 'v2', pad: 'x'.repeat(length - shell.length) });
}

const tooLarge = (length: number, limit: number) =>
  `Position data is too large: ${length} characters, at most ${limit} are allowed. Reduce the dashboard's size before saving it.`;

describe.each(await storeVariants())('position_json length limit on $name', (variant) => {
  const { t } = useTestApp(variant);
  let configured: TestApp;

  beforeAll(async () => {
    configured = await createTestApp(variant, { SUPERSET_DASHBOARD_POSITION_DATA_LIMIT: '1000' });
  });
  afterAll(async () => {
    await configured.dispose();
  });

  const save = async (
    app: TestApp,
    method: 'POST' | 'PUT',
    url: string,
    payload: Record<string, unknown>,
  ) => {
    const res = await app.request(method, url, await app.adminHeaders(), payload);
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const storedPosition = async (app: TestApp, id: number) =>
    (
      await app.container.store.db
        .selectFrom('dashboards')
        .select('position_json')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).position_json;
  const dashboardCount = (app: TestApp) => rowCount(app, 'dashboards');

  it('accepts 65,535 characters and refuses 65,536 on create and update', async () => {
    const atLimit = await save(t, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'At the limit',
      position_json: positionOfLength(65_535),
    });
    expect(atLimit.status).toBe(201);
    const id = atLimit.body.id as number;

    const before = await dashboardCount(t);
    const created = await save(t, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Too large',
      position_json: positionOfLength(65_536),
    });
    expect(created).toEqual({
      status: 400,
      body: { message: { position_json: [tooLarge(65_536, 65_535)] } },
    });
    expect(await dashboardCount(t)).toBe(before);

    const updated = await save(t, 'PUT', `/api/v1/dashboard/${id}`, {
      position_json: positionOfLength(70_000),
    });
    expect(updated).toEqual({
      status: 400,
      body: { message: { position_json: [tooLarge(70_000, 65_535)] } },
    });
    expect(await storedPosition(t, id)).toBe(positionOfLength(65_535));
  });

  it('follows SUPERSET_DASHBOARD_POSITION_DATA_LIMIT and tells the web app the limit', async () => {
    const created = await save(configured, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Small limit',
      position_json: positionOfLength(1001),
    });
    expect(created).toEqual({
      status: 400,
      body: { message: { position_json: [tooLarge(1001, 1000)] } },
    });
    const fits = await save(configured, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Fits',
      position_json: positionOfLength(1000),
    });
    expect(fits.status).toBe(201);
    const bootstrap = await configured.get(
      '/api/v1/common/bootstrap_data/',
      await configured.adminHeaders(),
    );
    expect(
      (bootstrap.json() as { result: { conf: Record<string, unknown> } }).result.conf
        .SUPERSET_DASHBOARD_POSITION_DATA_LIMIT,
    ).toBe(1000);
  });
});
