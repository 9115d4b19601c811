/**
 * SQL Lab's tabs kept on the server (`/tabstateview/`, `GET /api/v1/sqllab/`) on every metadata
 * store: a tab opened, edited and activated in one browser session is there, with its SQL, limit,
 * parameters and latest run, in a new session of the same user; the form posts Superset's client
 * sends work as well as JSON; another user's tabs answer 404; closing a tab removes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, urlencoded } from '../explore/explore-fixtures';
import { storeVariants } from '../support/test-stores';
import { createSqlLabWorld, type SqlLabWorld } from './sqllab-fixtures';

interface Session {
  cookie: string;
  csrf: string;
}

describe.each(await storeVariants())('SQL Lab tabs on $name', (variant) => {
  let w: SqlLabWorld;
  let first: Session;

  const login = () => browserSession(w.t, 'lab_analyst', 'user-password-1');
  const headers = (s: Session) => ({ cookie: s.cookie, 'x-csrftoken': s.csrf });

  beforeAll(async () => {
    w = await createSqlLabWorld(variant);
    first = await login();
  });
  afterAll(async () => {
    await w?.t.dispose();
  });

  async function openTab(s: Session, editor: Record<string, unknown>): Promise<number> {
    const res = await w.t.post('/tabstateview/', headers(s), {
      queryEditor: JSON.stringify(editor),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  }

  async function bootstrap(s: Session) {
    const res = await w.t.get('/api/v1/sqllab/', headers(s));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { result: Record<string, unknown> }).result;
  }

  it('keeps tabs, their edits and their latest run for the next session', async () => {
    const one = await openTab(first, {
      name: 'Totals',
      dbId: w.duckId,
      schema: 'main',
      sql: 'SELECT 1',
      queryLimit: 500,
    });
    const two = await openTab(first, { title: '', dbId: w.duckId, sql: 'SELECT 2' });

    // Superset's client: form fields whose values are JSON text.
    const form = urlencoded({
      sql: JSON.stringify('SELECT COUNT(*) AS n FROM sales WHERE region = {{ region }}'),
      template_params: JSON.stringify('{"region": "north"}'),
      query_limit: '100',
    });
    const put = await w.t.put(
      `/tabstateview/${one}`,
      { ...headers(first), ...form.headers },
      form.payload,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toBe('OK');

    // Our client: JSON with the editor's names.
    const rename = await w.t.put(`/tabstateview/${one}`, headers(first), {
      label: 'North totals',
      schema: 'main',
    });
    expect(rename.statusCode).toBe(200);

    const run = await w.t.post('/api/v1/sqllab/execute/', headers(first), {
      database_id: w.duckId,
      sql: 'SELECT COUNT(*) AS n FROM sales WHERE region = {{ region }}',
      templateParams: '{"region": "north"}',
      client_id: 'tab_run_1',
      sql_editor_id: String(one),
      tab: 'North totals',
    });
    expect(run.statusCode, run.body).toBe(200);

    const activate = await w.t.post(`/tabstateview/${one}/activate`, headers(first));
    expect(activate.statusCode).toBe(200);

    // Another browser: a new session of the same user.
    const second = await login();
    expect(second.cookie).not.toBe(first.cookie);
    const result = await bootstrap(second);
    expect(result.tab_state_ids).toEqual([
      [one, 'North totals'],
      [two, 'Untitled Query'],
    ]);
    expect(result.active_tab).toMatchObject({
      id: one,
      label: 'North totals',
      active: true,
      database_id: w.duckId,
      schema: 'main',
      sql: 'SELECT COUNT(*) AS n FROM sales WHERE region = {{ region }}',
      query_limit: 100,
      template_params: '{"region": "north"}',
      latest_query: { id: 'tab_run_1', state: 'success', rows: 1, sqlEditorId: String(one) },
    });
    expect(Object.keys(result.queries as object)).toEqual(['tab_run_1']);
    const databases = result.databases as Record<string, { database_name: string }>;
    // Only the databases the user can query: lab_sqlite holds nothing granted to them.
    expect(Object.values(databases).map((d) => d.database_name)).toEqual(['lab_duck']);

    const read = await w.t.get(`/tabstateview/${two}`, headers(second));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: two, database_id: w.duckId, sql: 'SELECT 2' });

    // Closing a tab in the second browser removes it for the first.
    const close = await w.t.delete(`/tabstateview/${two}`, headers(second));
    expect(close.statusCode).toBe(200);
    expect((await bootstrap(first)).tab_state_ids).toEqual([[one, 'North totals']]);
  });

  it('keeps each user’s tabs to themselves', async () => {
    const mine = await openTab(first, { name: 'Private', dbId: w.duckId, sql: 'SELECT 3' });
    const admin = await browserSession(w.t);
    for (const [method, url] of [
      ['GET', `/tabstateview/${mine}`],
      ['PUT', `/tabstateview/${mine}`],
      ['DELETE', `/tabstateview/${mine}`],
      ['POST', `/tabstateview/${mine}/activate`],
    ] as const) {
      const payload = method === 'PUT' ? { sql: 'SELECT 4' } : undefined;
      const res = await w.t.request(method, url, headers(admin), payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await bootstrap(admin)).tab_state_ids).toEqual([]);
  });

  it('refuses a tab pointing at a database the user cannot see, and needs CSRF', async () => {
    for (const dbId of [w.sqliteId, 99999]) {
      const hidden = await w.t.post('/tabstateview/', headers(first), {
        queryEditor: JSON.stringify({ name: 'x', dbId }),
      });
      expect(hidden.statusCode).toBe(400);
    }
    const noCsrf = await w.t.post(
      '/tabstateview/',
      { cookie: first.cookie },
      { queryEditor: JSON.stringify({ name: 'x' }) },
    );
    expect(noCsrf.statusCode).toBe(400);
    expect(noCsrf.json()).toMatchObject({ message: 'The CSRF token is missing.' });
  });
});
