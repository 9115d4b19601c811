/**
 * "View in SQL Lab" on every metadata store: the browser form post to /sqllab/ and
 * /superset/sqllab/ with its CSRF token as a form field (only there), the stored hand-off with a
 * short expiry, the redirect, reading it back as its creator, and the SQL Lab role requirement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import {
  browserSession,
  createExploreWorld,
  multipart,
  urlencoded,
  type ExploreWorld,
  type TestUser,
} from './explore-fixtures';

describe.each(await storeVariants())('SQL Lab hand-off on $name', (variant) => {
  let w: ExploreWorld;
  let session: { cookie: string; csrf: string };
  let sqlLabUser: TestUser;

  const handoffKey = (location: unknown): string => {
    const match = /^\/sqllab\/\?handoff=([A-Za-z0-9_-]{22})$/.exec(String(location));
    if (!match?.[1]) throw new Error(`unexpected location ${String(location)}`);
    return match[1];
  };

  /** Posts `form` from the browser session, with its cookie, to `path`. */
  const postForm = (path: string, form: { payload: string; headers: Record<string, string> }) =>
    w.t.post(path, { cookie: session.cookie, ...form.headers }, form.payload);

  beforeAll(async () => {
    w = await createExploreWorld(variant);
    session = await browserSession(w.t);
    sqlLabUser = await w.t.createUser({
      username: 'explore_sqllab',
      roles: ['Gamma', 'sql_lab', 'explore_sales_reader'],
    });
  });
  afterAll(async () => {
    await w?.t.dispose();
  });

  it('takes a browser form post with the CSRF token as a field and redirects to SQL Lab', async () => {
    const sql = 'SELECT * FROM main.sales LIMIT 10';
    const form = urlencoded({
      datasourceKey: `${w.datasetId}__table`,
      sql,
      csrf_token: session.csrf,
    });
    const res = await postForm('/sqllab/', form);
    expect(res.statusCode, res.body).toBe(303);
    const key = handoffKey(res.headers.location);

    const stored = await w.t.container.store.db
      .selectFrom('key_values')
      .selectAll()
      .where('resource', '=', 'sqllab_handoff')
      .execute();
    expect(stored).toHaveLength(1);
    const minutes = (Date.parse(stored[0]?.expires_on ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const read = await w.t.get(`/api/v1/sqllab/handoff/${key}`, { cookie: session.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      result: { datasourceKey: `${w.datasetId}__table`, dbId: w.dbId, schema: 'main', sql },
    });
    // Someone else with SQL Lab access is told it does not exist.
    const other = await w.t.get(`/api/v1/sqllab/handoff/${key}`, sqlLabUser.headers);
    expect(other.statusCode).toBe(404);
  });

  it('accepts a form_data field holding the JSON, on /superset/sqllab/, as multipart', async () => {
    const form = multipart({
      form_data: JSON.stringify({ datasourceKey: `${w.datasetId}__table`, sql: 'SELECT 1' }),
      csrf_token: session.csrf,
    });
    const res = await postForm('/superset/sqllab/', form);
    expect(res.statusCode, res.body).toBe(303);
    const key = handoffKey(res.headers.location);
    const read = await w.t.get(`/api/v1/sqllab/handoff/${key}`, { cookie: session.cookie });
    expect((read.json() as { result: { sql: string } }).result.sql).toBe('SELECT 1');
    // The header still works for the same path.
    const withHeader = await w.t.post(
      '/sqllab/',
      { cookie: session.cookie, 'x-csrftoken': session.csrf },
      { sql: 'SELECT 2' },
    );
    expect(withHeader.statusCode).toBe(303);
  });

  it('refuses a missing or wrong CSRF token, and only these paths read it from the form', async () => {
    for (const token of [undefined, `${session.csrf}x`, '']) {
      const form = urlencoded({
        sql: 'SELECT 1',
        ...(token !== undefined ? { csrf_token: token } : {}),
      });
      const res = await postForm('/sqllab/', form);
      expect(res.statusCode, String(token)).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(
        /CSRF token is (missing|invalid)/,
      );
    }
    const elsewhere = await w.t.post(
      '/api/v1/explore/permalink',
      { cookie: session.cookie },
      { formData: { datasource: `${w.datasetId}__table` }, csrf_token: session.csrf },
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: 'The CSRF token is missing.' });
    const sqllabViz = await w.t.post(
      '/superset/sqllab_viz/',
      { cookie: session.cookie, ...urlencoded({}).headers },
      urlencoded({ data: '{}', csrf_token: session.csrf }).payload,
    );
    expect(sqllabViz.statusCode).toBe(400);
    expect(sqllabViz.json()).toEqual({ message: 'The CSRF token is missing.' });
    const stored = await w.t.container.store.db
      .selectFrom('key_values')
      .select('id')
      .where('resource', '=', 'sqllab_handoff')
      .execute();
    expect(stored).toHaveLength(3);
  });

  it('needs the admin or sql_lab role, a readable dataset and the SQL', async () => {
    const gamma = await w.t.post('/sqllab/', w.reader.headers, {
      datasourceKey: `${w.datasetId}__table`,
      sql: 'SELECT 1',
    });
    expect(gamma.statusCode).toBe(403);
    const anonymous = await w.t.post('/sqllab/', {}, { sql: 'SELECT 1' });
    expect(anonymous.statusCode).toBe(401);
    const reader = await w.t.post('/sqllab/', sqlLabUser.headers, {
      datasourceKey: `${w.datasetId}__table`,
      sql: 'SELECT 1',
    });
    expect(reader.statusCode, reader.body).toBe(303);
    const readBack = await w.t.get(
      `/api/v1/sqllab/handoff/${handoffKey(reader.headers.location)}`,
      sqlLabUser.headers,
    );
    expect(readBack.statusCode).toBe(200);
    const gammaRead = await w.t.get(
      `/api/v1/sqllab/handoff/${handoffKey(reader.headers.location)}`,
      w.reader.headers,
    );
    expect(gammaRead.statusCode).toBe(403);

    const outsiderSqlLab = await w.t.createUser({
      username: 'explore_sqllab_outsider',
      roles: ['sql_lab'],
    });
    const hidden = await w.t.post('/sqllab/', outsiderSqlLab.headers, {
      datasourceKey: `${w.datasetId}__table`,
      sql: 'SELECT 1',
    });
    expect(hidden.statusCode).toBe(404);
    for (const payload of [
      {},
      { sql: '' },
      { datasourceKey: 'nonsense', sql: 'SELECT 1' },
      { form_data: 'not json' },
    ]) {
      const res = await w.t.post('/sqllab/', w.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await w.t.get('/api/v1/sqllab/handoff/AAAAAAAAAAAAAAAAAAAAAA', w.admin);
    expect(unknown.statusCode).toBe(404);
  });
});
