/**
 * Alert SQL is user SQL: a Gamma user granted one dataset can neither save nor run an alert that
 * reads a table they were not granted, a grant revoked after saving stops the next run, the
 * owner's row-level rules narrow what the alert sees, and no value of an ungranted table ever
 * reaches the execution log (which is what the alert's readers see). On every metadata store.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createReportExecutor } from '../../src/jobs/reports/report-jobs';
import type { ReportExecutor } from '../../src/jobs/reports/report-executor';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import {
  createAccessWorld,
  independentValue,
  revokeAll,
  SECRET_PIN,
  type AccessWorld,
  type Json,
} from '../sql-access/sql-access-fixtures';

function dueNow(): Date {
  const now = new Date();
  now.setUTCSeconds(0, 0);
  return now;
}

describe.each(await storeVariants())('alert SQL access on the $name store', (variant) => {
  const { t } = useTestApp(variant, { REPORTS_MINIMUM_INTERVAL_MINUTES: '0' });
  let w: AccessWorld;
  let executor: ReportExecutor;
  let chartId: number;

  /** An alert that never fires (so nothing is mailed) but logs its value. */
  const alertPayload = (name: string, sql: string): Json => ({
    type: 'Alert',
    name,
    crontab: '0 9 * * *',
    timezone: 'UTC',
    active: true,
    creation_method: 'alerts_reports',
    report_format: 'PNG',
    chart: chartId,
    database: w.databaseId,
    sql,
    validator_type: 'operator',
    validator_config_json: { op: '>', threshold: 1_000_000_000 },
    recipients: [{ type: 'Email', recipient_config_json: { target: 'pilot@example.com' } }],
  });

  const saveAlert = (headers: Record<string, string>, payload: Json) =>
    t.post('/api/v1/report/', headers, payload);

  async function logOf(reportId: number): Promise<Json[]> {
    const res = await t.get(`/api/v1/report/${reportId}/log/`, await t.adminHeaders());
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { result: Json[] }).result;
  }

  beforeAll(async () => {
    w = await createAccessWorld(t);
    executor = createReportExecutor(t.container);
    const chart = await t.post('/api/v1/chart/', w.pilot.headers, {
      slice_name: 'Flights',
      viz_type: 'table',
      datasource_id: w.flights,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: 'table', metrics: ['count'] }),
    });
    expect(chart.statusCode, chart.body).toBe(201);
    chartId = (chart.json() as { id: number }).id;
  });

  it('refuses to save an alert whose SQL reads a table the user was not granted', async () => {
    for (const sql of [
      'SELECT MAX(pin) FROM secrets',
      'SELECT COUNT(*) FROM flights WHERE origin IN (SELECT iata FROM airports)',
      'SELECT COUNT(*) FROM information_schema.tables',
    ]) {
      const res = await saveAlert(w.pilot.headers, alertPayload(`Refused ${sql}`, sql));
      expect(res.statusCode, `${sql}: ${res.body}`).toBe(422);
      expect(res.body).not.toContain(String(SECRET_PIN));
    }
  });

  it('runs a granted alert as its owner, under the owner row-level rules', async () => {
    const res = await saveAlert(
      w.pilot.headers,
      alertPayload('SFO flights', 'SELECT COUNT(*) FROM flights'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    const result = await executor.runReportNow(id, dueNow());
    expect(result, JSON.stringify(result)).toMatchObject({ status: 'Not triggered' });
    const expected = await independentValue(
      w.duckFile,
      "SELECT COUNT(*) FROM flights WHERE origin = 'SFO'",
    );
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(40);
    const [log] = await logOf(id);
    expect(log).toMatchObject({ state: 'Not triggered', value: expected });
  });

  it('stops running once the grant is revoked, and never logs an ungranted value', async () => {
    const res = await saveAlert(
      w.pilot.headers,
      alertPayload('Flights until revoked', 'SELECT MAX(delay) FROM flights'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    // An alert stored before the checks existed, reading a table its owner was never granted.
    const smuggled = await saveAlert(
      w.pilot.headers,
      alertPayload('Smuggled', 'SELECT COUNT(*) FROM flights'),
    );
    const smuggledId = (smuggled.json() as { id: number }).id;
    await t.container.store.db
      .updateTable('reports')
      .set({ sql: 'SELECT MAX(pin) FROM secrets' })
      .where('id', '=', smuggledId)
      .execute();

    const smuggledRun = await executor.runReportNow(smuggledId, dueNow());
    expect(smuggledRun.status).toBe('Error');
    const [smuggledLog] = await logOf(smuggledId);
    expect(smuggledLog).toMatchObject({ state: 'Error', value: null });
    expect(String(smuggledLog?.error_message)).toContain('main.secrets');
    expect(JSON.stringify(await logOf(smuggledId))).not.toContain(String(SECRET_PIN));

    await revokeAll(t, w.readersRole);
    const revoked = await executor.runReportNow(id, dueNow());
    expect(revoked.status).toBe('Error');
    const [log] = await logOf(id);
    expect(log).toMatchObject({ state: 'Error', value: null });
    expect(String(log?.error_message)).toContain('main.flights');
  });
});
