/**
 * The action log records what takes data out of the app and what changes who sees what: chart
 * data downloaded as CSV or Excel, SQL Lab results downloaded as CSV, row-level security rules
 * created, changed and deleted, and users editing their own profile (name, password).
 * Each row names who did it and on what, and no password reaches the log. The action filter of
 * the log page (distinct values of `action`) offers the new actions.
 */
import rison from 'rison';
import { describe, expect, it } from 'vitest';
import type { ActionLogRow } from '@panorama/core/schemas/action-log';
import { storeVariants } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';
import type { TestApp } from '../support/test-app';
import { useWorld } from '../support/use-world';
import { seedOrders } from '../modules/row-level-security-fixtures';
import { createSqlLabWorld, executeOk } from '../sqllab/sqllab-fixtures';

type Headers = Record<string, string>;

async function logRows(t: TestApp, admin: Headers, action: string): Promise<ActionLogRow[]> {
  const q = rison.encode({
    filters: [{ col: 'action', opr: 'eq', value: action }],
    page_size: 100,
  });
  const res = await t.get(`/api/v1/log/?q=${encodeURIComponent(q)}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: ActionLogRow[] }).result;
}

const detailOf = (row: ActionLogRow | undefined) =>
  JSON.parse(row?.json ?? 'null') as Record<string, unknown> | null;

const variants = await storeVariants();

describe.each(variants)('audit of downloads, row-level rules and profiles on $name', (variant) => {
  const { t, admin } = useTestApp(variant);

  it('records chart data downloaded as CSV and as Excel, but not JSON reads', async () => {
    const { orders } = await seedOrders(t);
    const chart = await t.post('/api/v1/chart/', admin, {
      slice_name: 'Orders count',
      viz_type: 'big_number_total',
      datasource_id: orders,
      datasource_type: 'table',
      params: JSON.stringify({ metric: 'count' }),
    });
    const chartId = (chart.json() as { id: number }).id;
    const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };
    for (const format of ['json', 'csv', 'xlsx']) {
      const res = await t.post('/api/v1/chart/data', admin, {
        datasource: { id: orders, type: 'table' },
        form_data: { slice_id: chartId },
        queries: [{ metrics: [count], row_limit: 10 }],
        result_format: format,
        result_type: 'full',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await logRows(t, admin, 'chart_data_exported');
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => detailOf(row)?.format).sort()).toEqual(['csv', 'xlsx']);
    for (const row of rows) {
      expect(row).toMatchObject({
        username: 'admin',
        object_type: 'chart',
        object_id: String(chartId),
      });
      expect(detailOf(row)).toMatchObject({ chart_id: chartId, dataset_id: orders });
    }
  });

  it('records row-level security rules created, changed and deleted', async () => {
    const role = await t.post('/api/v1/security/roles/', admin, { name: 'audited_team' });
    const roleId = (role.json() as { id: number }).id;
    const datasets = await t.get('/api/v1/dataset/', admin);
    const datasetId = (datasets.json() as { result: { id: number }[] }).result[0]!.id;
    const created = await t.post('/api/v1/rowlevelsecurity/', admin, {
      name: 'North only',
      filter_type: 'Regular',
      tables: [datasetId],
      roles: [roleId],
      clause: "region = 'north'",
    });
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = (created.json() as { id: number }).id;
    const edited = await t.put(`/api/v1/rowlevelsecurity/${ruleId}`, admin, {
      clause: "region = 'south'",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const deleted = await t.delete(`/api/v1/rowlevelsecurity/${ruleId}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const [create] = await logRows(t, admin, 'rls_rule_created');
    expect(create).toMatchObject({
      username: 'admin',
      object_type: 'row_level_security',
      object_id: String(ruleId),
    });
    expect(detailOf(create)).toMatchObject({
      name: 'North only',
      filter_type: 'Regular',
      clause: "region = 'north'",
      tables: [datasetId],
      roles: [roleId],
    });
    const [update] = await logRows(t, admin, 'rls_rule_updated');
    expect(detailOf(update)).toMatchObject({
      name: 'North only',
      changed: ['clause'],
      clause: "region = 'south'",
    });
    const [remove] = await logRows(t, admin, 'rls_rule_deleted');
    expect(remove).toMatchObject({ object_id: String(ruleId) });
    expect(detailOf(remove)).toEqual({ name: 'North only' });
  });

  it('records users editing their own profile, never their password', async () => {
    const password = 'user-password-1';
    const newPassword = 'Brand-new-Secret-42!';
    const me = await t.createUser({ username: 'profile_editor', roles: ['Gamma'] });
    const named = await t.put('/api/v1/me/', me.headers, {
      first_name: 'Pro',
      last_name: 'File',
    });
    expect(named.statusCode, named.body).toBe(200);
    const changed = await t.put('/api/v1/me/', me.headers, {
      current_password: password,
      password: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const updates = (await logRows(t, admin, 'user_updated')).filter(
      (row) => row.object_id === String(me.id),
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ user_id: me.id, username: 'profile_editor' });
    expect(detailOf(updates[0])).toMatchObject({
      username: 'profile_editor',
      changed: ['first_name', 'last_name'],
    });
    const passwords = (await logRows(t, admin, 'user_password_changed')).filter(
      (row) => row.object_id === String(me.id),
    );
    expect(passwords).toHaveLength(1);
    expect(passwords[0]).toMatchObject({ user_id: me.id, username: 'profile_editor' });

    const stored = await t.container.store.db
      .selectFrom('logs')
      .selectAll()
      .where('object_id', '=', String(me.id))
      .execute();
    const text = JSON.stringify(stored);
    for (const secret of [password, newPassword, 'current_password', 'password_hash']) {
      expect(text).not.toContain(secret);
    }
  });

  it('offers the new actions in the log page action filter', async () => {
    const res = await t.get('/api/v1/log/distinct/action', admin);
    expect(res.statusCode, res.body).toBe(200);
    const values = (res.json() as { result: { value: string }[] }).result.map((r) => r.value);
    expect(values).toEqual(
      expect.arrayContaining([
        'chart_data_exported',
        'rls_rule_created',
        'rls_rule_updated',
        'rls_rule_deleted',
        'user_updated',
        'user_password_changed',
      ]),
    );
  });
});

describe.each(variants.slice(0, 1))('audit of SQL Lab downloads on $name', (variant) => {
  const w = useWorld(() => createSqlLabWorld(variant));

  it('records a SQL Lab result downloaded as CSV by the user who ran it', async () => {
    await executeOk(w, w.analyst.headers, {
      sql: 'SELECT id, region FROM sales ORDER BY id',
      client_id: 'audited_export',
    });
    const res = await w.t.get('/api/v1/sqllab/export/audited_export/', w.analyst.headers);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await logRows(w.t, w.admin, 'sql_results_exported');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'lab_analyst', object_type: 'query' });
    expect(detailOf(rows[0])).toMatchObject({
      format: 'csv',
      client_id: 'audited_export',
      database_id: w.duckId,
      // Every line of the downloaded file but its header is a result row.
      row_count: res.body.trim().split('\n').length - 1,
    });
  });
});
