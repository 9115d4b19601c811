/**
 * `/api/v1/report/` on the real app: Superset's payloads in and out, every validation message
 * naming its field, the rison filters the web app fetches reports by, the active toggle, bulk
 * delete, the execution log list and who may see or change a report.
 */
import rison from 'rison';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimRun, finishRun, reapStuckRuns } from '../../src/jobs/reports/execution-log';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import {
  createCarsChart,
  createDashboard,
  createReport,
  reportPayload,
  type Json,
} from './report-fixtures';

describe.each(await storeVariants())('report API on $name', (variant) => {
  const { t, admin } = useTestApp(variant, {
    LOAD_EXAMPLES: 'true',
    REPORTS_MINIMUM_INTERVAL_MINUTES: '10',
  });
  let chartId: number;
  let otherChartId: number;
  let dashboardId: number;

  beforeAll(async () => {
    chartId = await createCarsChart(t, admin);
    otherChartId = await createCarsChart(t, admin, 'Other cars');
    dashboardId = await createDashboard(t, admin);
  }, 120_000);

  const post = (payload: Json, headers = admin) => t.post('/api/v1/report/', headers, payload);
  const list = async (q: Json, headers = admin) => {
    const res = await t.get(`/api/v1/report/?q=${encodeURIComponent(rison.encode(q))}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; ids: number[]; result: Json[] };
  };

  it('creates a chart report from Superset’s payload and shows it back', async () => {
    const res = await post(reportPayload({ name: 'Shown back', chart: chartId }));
    expect(res.statusCode, res.body).toBe(201);
    const { id, result } = res.json() as { id: number; result: Json };
    expect(result).toMatchObject({ name: 'Shown back', chart: chartId, crontab: '0 9 * * 1' });

    const got = await t.get(`/api/v1/report/${id}`, admin);
    expect(got.statusCode).toBe(200);
    expect((got.json() as { result: Json }).result).toMatchObject({
      id,
      type: 'Report',
      name: 'Shown back',
      description: 'Cars per origin',
      active: true,
      crontab: '0 9 * * 1',
      crontab_humanized: 'At 09:00 AM, only on Monday',
      timezone: 'Europe/Paris',
      creation_method: 'charts',
      report_format: 'PNG',
      chart: { id: chartId, slice_name: 'Cars by origin', viz_type: 'table' },
      dashboard: null,
      last_state: 'Not triggered',
      grace_period: 14400,
      working_timeout: 3600,
      log_retention: 90,
      recipients: [
        { type: 'Email', recipient_config_json: JSON.stringify({ target: 'ops@example.com' }) },
      ],
      owners: [expect.objectContaining({ first_name: 'Admin', last_name: 'User' })],
      created_by: { first_name: 'Admin', last_name: 'User' },
    });
  });

  it.each([
    ['a bad crontab', { crontab: '61 * * * *' }, 400, 'crontab', 'Cron expression is not valid'],
    [
      'a bad email',
      {
        recipients: [
          { type: 'Email', recipient_config_json: { target: 'ops@example.com, not-an-email' } },
        ],
      },
      400,
      'recipients',
      'Not a valid email address: not-an-email',
    ],
    ['a bad timezone', { timezone: 'Mars/Olympus' }, 400, 'timezone', 'Not a valid timezone'],
    ['no name', { name: '' }, 400, 'name', 'Length must be between 1 and 150.'],
    ['an unknown format', { report_format: 'GIF' }, 400, 'report_format', 'Must be one of'],
    ['no chart or dashboard', {}, 422, 'chart', 'Must choose either a chart or a dashboard'],
    [
      'a schedule more frequent than the minimum interval',
      { crontab: '*/5 * * * *', chart: 'CHART' },
      422,
      'crontab',
      'Report schedule frequency exceeding limit. Please configure a schedule with a minimum interval of 10 minutes per execution.',
    ],
    ['a chart that does not exist', { chart: 999_999 }, 422, 'chart', 'Chart does not exist'],
    [
      'a dashboard that does not exist',
      { dashboard: 999_999, creation_method: 'dashboards' },
      422,
      'dashboard',
      'Dashboard does not exist',
    ],
    [
      'CSV of a dashboard',
      { dashboard: 'DASHBOARD', report_format: 'CSV', creation_method: 'dashboards' },
      422,
      'report_format',
      'CSV and TEXT formats are only available for charts',
    ],
    [
      'no recipients',
      { chart: 'CHART', recipients: [] },
      422,
      'recipients',
      'At least one recipient is required',
    ],
    [
      'an alert without database and SQL',
      { type: 'Alert', chart: 'CHART', creation_method: 'alerts_reports' },
      422,
      'database',
      'Database is required for alerts',
    ],
  ])('refuses %s, naming the field', async (_what, overrides, status, field, message) => {
    const resolved: Json = { ...overrides };
    if (resolved.chart === 'CHART') resolved.chart = chartId;
    if (resolved.dashboard === 'DASHBOARD') resolved.dashboard = dashboardId;
    const res = await post(reportPayload({ name: `Refused ${_what}`, ...resolved }));
    expect(res.statusCode, res.body).toBe(status);
    const errors = (res.json() as { message: Record<string, string[]> }).message;
    expect(errors[field]?.join(' ')).toContain(message);
  });

  it('refuses a second report from the same chart header and a duplicate name', async () => {
    const id = await createReport(
      t,
      admin,
      reportPayload({ name: 'Header report', chart: otherChartId }),
    );
    const again = await post(reportPayload({ name: 'Header report 2', chart: otherChartId }));
    expect(again.statusCode).toBe(409);
    expect((again.json() as Json).message).toBe('Resource already has an attached report.');
    const sameName = await post(
      reportPayload({ name: 'Header report', chart: chartId, creation_method: 'alerts_reports' }),
    );
    expect(sameName.statusCode).toBe(422);
    expect((sameName.json() as { message: Json }).message).toEqual({
      name: ['A report named "Header report" already exists'],
    });
    await t.delete(`/api/v1/report/${id}`, admin);
  });

  it('filters by chart_id, dashboard_id, creation_method and created_by with rison', async () => {
    const gamma = await t.createUser({ username: 'report_gamma', roles: ['Gamma'] });
    const chartReport = await createReport(
      t,
      admin,
      reportPayload({ name: 'Filter chart', chart: chartId, creation_method: 'alerts_reports' }),
    );
    const dashboardReport = await createReport(
      t,
      admin,
      reportPayload({
        name: 'Filter dashboard',
        dashboard: dashboardId,
        creation_method: 'dashboards',
      }),
    );
    const adminId = (await t.container.securityRepo.findUserByUsername('admin'))!.id;

    const byChart = await list({
      filters: [{ col: 'chart_id', opr: 'eq', value: chartId }],
    });
    expect(byChart.ids).toContain(chartReport);
    expect(byChart.ids).not.toContain(dashboardReport);

    // What the dashboard header asks: this dashboard's reports, made from a dashboard, by me.
    const byDashboard = await list({
      filters: [
        { col: 'dashboard_id', opr: 'eq', value: dashboardId },
        { col: 'creation_method', opr: 'eq', value: 'dashboards' },
        { col: 'created_by', opr: 'rel_o_m', value: adminId },
      ],
    });
    expect(byDashboard.ids).toEqual([dashboardReport]);
    expect(byDashboard.result[0]).toMatchObject({
      name: 'Filter dashboard',
      dashboard_id: dashboardId,
      creation_method: 'dashboards',
    });

    const byOtherCreator = await list({
      filters: [{ col: 'created_by', opr: 'rel_o_m', value: gamma.id }],
    });
    expect(byOtherCreator.count).toBe(0);
  });

  it('lets only owners and admins change a report; others do not even see it', async () => {
    const owner = await t.createUser({ username: 'report_owner', roles: ['Gamma'] });
    const stranger = await t.createUser({ username: 'report_stranger', roles: ['Gamma'] });
    const alpha = await t.createUser({ username: 'report_alpha', roles: ['Alpha'] });
    // Gamma users may only attach reports to charts they can see: share the dashboard's kind.
    const ownDashboard = await createDashboard(t, owner.headers, 'Owner board');
    const id = await createReport(
      t,
      owner.headers,
      reportPayload({
        name: 'Owner report',
        dashboard: ownDashboard,
        creation_method: 'dashboards',
      }),
    );

    const strangerPut = await t.put(`/api/v1/report/${id}`, stranger.headers, { active: false });
    expect(strangerPut.statusCode).toBe(404);
    expect((await list({}, stranger.headers)).ids).not.toContain(id);

    // Alpha sees every report (all data access) but is no owner.
    const alphaPut = await t.put(`/api/v1/report/${id}`, alpha.headers, { name: 'Taken over' });
    expect(alphaPut.statusCode).toBe(403);
    const alphaDelete = await t.delete(`/api/v1/report/${id}`, alpha.headers);
    expect(alphaDelete.statusCode).toBe(403);

    const ownerPut = await t.put(`/api/v1/report/${id}`, owner.headers, { active: false });
    expect(ownerPut.statusCode, ownerPut.body).toBe(200);
    const adminPut = await t.put(`/api/v1/report/${id}`, admin, {
      description: 'Checked by admin',
    });
    expect(adminPut.statusCode, adminPut.body).toBe(200);
    const row = await t.container.store.db
      .selectFrom('reports')
      .select(['name', 'active', 'description'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Owner report', active: 0, description: 'Checked by admin' });
  });

  it('toggles active with PUT {active}, edits the body, and deletes in bulk', async () => {
    const a = await createReport(
      t,
      admin,
      reportPayload({ name: 'Toggle me', chart: chartId, creation_method: 'alerts_reports' }),
    );
    const b = await createReport(
      t,
      admin,
      reportPayload({ name: 'Bulk two', chart: chartId, creation_method: 'alerts_reports' }),
    );
    const off = await t.put(`/api/v1/report/${a}`, admin, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ id: a, result: { active: false } });
    expect((await list({ filters: [{ col: 'active', opr: 'eq', value: false }] })).ids).toContain(
      a,
    );

    const edit = await t.put(`/api/v1/report/${a}`, admin, {
      name: 'Toggled',
      crontab: '30 7 * * *',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'a@x.org; b@y.org' } }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const shown = (await t.get(`/api/v1/report/${a}`, admin)).json() as { result: Json };
    expect(shown.result).toMatchObject({
      name: 'Toggled',
      active: false,
      crontab: '30 7 * * *',
      recipients: [{ recipient_config_json: JSON.stringify({ target: 'a@x.org; b@y.org' }) }],
    });

    const badEdit = await t.put(`/api/v1/report/${a}`, admin, { crontab: 'every day' });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json()).toEqual({ message: { crontab: ['Cron expression is not valid'] } });

    const bulk = await t.delete(
      `/api/v1/report/?q=${encodeURIComponent(rison.encode([a, b]))}`,
      admin,
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((bulk.json() as Json).message).toBe('Deleted 2 report schedules');
    const left = await t.container.store.db
      .selectFrom('reports')
      .select('id')
      .where('id', 'in', [a, b])
      .execute();
    expect(left).toEqual([]);
  });

  it('lists a report’s execution logs with rison filters and order', async () => {
    const id = await createReport(
      t,
      admin,
      reportPayload({ name: 'Logged', chart: chartId, creation_method: 'alerts_reports' }),
    );
    const db = t.container.store.db;
    const first = await claimRun(db, id, new Date('2026-01-05T08:00:00Z'));
    await finishRun(db, id, first!.logId, { state: 'Success' });
    const second = await claimRun(db, id, new Date('2026-01-12T08:00:00Z'));
    await finishRun(db, id, second!.logId, { state: 'Error', errorMessage: 'SMTP down' });

    const res = await t.get(
      `/api/v1/report/${id}/log/?q=${encodeURIComponent(
        rison.encode({ order_column: 'scheduled_dttm', order_direction: 'asc' }),
      )}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const logs = res.json() as { count: number; result: Json[] };
    expect(logs.count).toBe(2);
    expect(logs.result.map((l) => [l.state, l.error_message, l.scheduled_dttm])).toEqual([
      ['Success', null, '2026-01-05T08:00:00.000Z'],
      ['Error', 'SMTP down', '2026-01-12T08:00:00.000Z'],
    ]);
    expect(logs.result[0]).toEqual(
      expect.objectContaining({ start_dttm: expect.any(String), end_dttm: expect.any(String) }),
    );

    const errors = await t.get(
      `/api/v1/report/${id}/log/?q=${encodeURIComponent(
        rison.encode({ filters: [{ col: 'state', opr: 'eq', value: 'Error' }] }),
      )}`,
      admin,
    );
    expect((errors.json() as { result: Json[] }).result.map((l) => l.error_message)).toEqual([
      'SMTP down',
    ]);

    const one = await t.get(`/api/v1/report/${id}/log/${second!.logId}`, admin);
    expect((one.json() as { result: Json }).result).toMatchObject({ state: 'Error' });

    const gamma = await t.createUser({ username: 'log_gamma', roles: ['Gamma'] });
    expect(
      (await t.get(`/api/v1/report/${id}/log/${first!.logId}`, gamma.headers)).statusCode,
    ).toBe(404);
    const hidden = await t.get(`/api/v1/report/${id}/log/`, gamma.headers);
    expect(hidden.statusCode).toBe(404);
  });

  it('marks a run stuck in Working past the working timeout as failed', async () => {
    const id = await createReport(
      t,
      admin,
      reportPayload({
        name: 'Stuck',
        chart: chartId,
        creation_method: 'alerts_reports',
        working_timeout: 600,
      }),
    );
    const db = t.container.store.db;
    const tenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    const stuck = await claimRun(db, id, tenMinutesAgo, tenMinutesAgo);
    const fresh = await claimRun(db, id, new Date(), new Date());
    expect(await reapStuckRuns(db)).toBe(1);
    const res = await t.get(
      `/api/v1/report/${id}/log/?q=${encodeURIComponent(
        rison.encode({ order_column: 'scheduled_dttm', order_direction: 'asc' }),
      )}`,
      admin,
    );
    const logs = (res.json() as { result: Json[] }).result;
    expect(logs.map((l) => [l.id, l.state, l.error_message])).toEqual([
      [stuck!.logId, 'Error', 'Report Schedule reached a working timeout.'],
      [fresh!.logId, 'Working', null],
    ]);
  });
});
