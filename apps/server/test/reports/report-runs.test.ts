/**
 * Report runs end to end: the real app listening with the example data, reports created through
 * the API, runs by the executor (and by the in-process croner scheduler), mail delivered over
 * SMTP to a real `smtp-server` on 127.0.0.1, and the execution log rows they leave. PNG reports
 * are real screenshots of the built web app in headless Chromium (skipped without a web build or
 * Chromium); CSV numbers are checked against an independent DuckDB query.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../../src/jobs/reports/png-tiles';
import { createReportExecutor, startReportScheduler } from '../../src/jobs/reports/report-jobs';
import type { ReportExecutor } from '../../src/jobs/reports/report-executor';
import { openExamples } from '../chart-data/chart-data-fixtures';
import {
  createCarsChart,
  createDashboard,
  createReport,
  reportPayload as headerReportPayload,
  type Json,
} from './report-fixtures';
import {
  canScreenshot,
  startListeningServer,
  type ListeningServer,
} from '../support/listening-server';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './smtp-peer';
import { databaseId } from '../support/store-lookups';

/** Reports made from the report list: a chart may have any number of them. */
const reportPayload = (overrides: Json) =>
  headerReportPayload({ creation_method: 'alerts_reports', ...overrides });

/** The occurrence of `* * * * *` that is due now: the start of the current minute. */
function dueNow(): Date {
  const now = new Date();
  now.setUTCSeconds(0, 0);
  return now;
}

async function logRows(server: ListeningServer, reportId: number) {
  const res = await server.get(`/api/v1/report/${reportId}/log/`, server.headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: Json[] }).result;
}

function attachment(mail: ReceivedMail, contentType: string) {
  return mail.parts.find((p) => (p.headers['content-type'] ?? '').startsWith(contentType));
}

/** Checks a PNG is a real picture: the expected width, a sensible height, not one flat colour. */
function expectRealScreenshot(png: Buffer, width: number): void {
  const image = decodePng(png);
  expect(image).not.toBeNull();
  expect(image!.width).toBe(width);
  expect(image!.height).toBeGreaterThanOrEqual(300);
  const { pixels, channels } = image!;
  const colours = new Set<number>();
  let nonWhite = 0;
  const total = pixels.length / channels;
  for (let i = 0; i < pixels.length; i += channels) {
    const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    colours.add((r << 16) | (g << 8) | b);
    if (r < 240 || g < 240 || b < 240) nonWhite += 1;
  }
  expect(colours.size).toBeGreaterThan(16);
  expect(nonWhite / total).toBeGreaterThan(0.005);
  // For a human look at what was mailed: REPORT_SHOTS_DIR=/tmp/shots npx vitest run ...
  if (process.env.REPORT_SHOTS_DIR)
    fs.writeFileSync(path.join(process.env.REPORT_SHOTS_DIR, `report-${png.length}.png`), png);
}

describe('report runs deliver mail over SMTP and log each run', () => {
  let server: ListeningServer;
  let smtp: SmtpPeer;
  let executor: ReportExecutor;
  let chartId: number;
  let dashboardId: number;
  let examplesDbId: number;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    server = await startListeningServer({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_STARTTLS: 'false',
      SMTP_MAIL_FROM: 'reports@panorama.test',
      SMTP_TIMEOUT_SECONDS: '10',
      REPORTS_SEND_ATTEMPTS: '1',
      REPORTS_MINIMUM_INTERVAL_MINUTES: '0',
    });
    executor = createReportExecutor(server.container);
    chartId = await createCarsChart(server, server.headers);
    dashboardId = await createDashboard(server, server.headers, 'Cars board', [chartId]);
    examplesDbId = await databaseId(server, 'examples');
  }, 180_000);

  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  const mailsFor = (subject: string) => smtp.mails.filter((m) => m.subject === subject);

  /** Creates a report named `name`, runs its due occurrence and answers its id and mail. */
  const runNewReport = async (name: string, fields: Record<string, unknown>) => {
    const id = await createReport(server, server.headers, reportPayload({ name, ...fields }));
    const result = await executor.runReportNow(id, dueNow());
    expect(result, JSON.stringify(result)).toMatchObject({ status: 'Success' });
    const [mail] = mailsFor(`[Report] ${name}`);
    expect(mail).toBeDefined();
    return { id, mail: mail! };
  };

  it('sends a CSV report whose numbers match DuckDB, and logs Success', async () => {
    const id = await createReport(
      server,
      server.headers,
      reportPayload({
        name: 'Cars CSV',
        chart: chartId,
        crontab: '* * * * *',
        report_format: 'CSV',
        recipients: [
          { type: 'Email', recipient_config_json: { target: 'a@example.com, b@example.com' } },
        ],
      }),
    );
    const result = await executor.runReportNow(id, dueNow());
    expect(result).toMatchObject({ status: 'Success', errorMessage: null });

    const [mail] = mailsFor('[Report] Cars CSV');
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('reports@panorama.test');
    expect(mail!.to.sort()).toEqual(['a@example.com', 'b@example.com']);
    const csv = attachment(mail!, 'text/csv');
    expect(csv?.headers['content-disposition']).toContain('Cars_by_origin.csv');
    const lines = csv!.body.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('origin,count');
    const fromCsv = lines.slice(1).map((line) => {
      const [origin, count] = line.split(',');
      return [origin, Number(count)];
    });

    const duck = await openExamples(server.dataDir);
    try {
      const expected = await duck.rows(
        'SELECT origin, COUNT(*) AS n FROM main.cars GROUP BY origin ORDER BY n DESC',
      );
      expect(fromCsv).toEqual(expected.map((r) => [r.origin, Number(r.n)]));
    } finally {
      duck.close();
    }
    const html = attachment(mail!, 'text/html')!.body.toString('utf8');
    expect(html).toContain(`${server.base}/explore/?slice_id=${chartId}`);

    const logs = await logRows(server, id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      state: 'Success',
      error_message: null,
      scheduled_dttm: dueNow().toISOString(),
    });
    // The same occurrence again (another process ticking) sends nothing more.
    expect((await executor.runReportNow(id, dueNow())).status).toBe('duplicate');
    expect(mailsFor('[Report] Cars CSV')).toHaveLength(1);
  });

  it.skipIf(!canScreenshot)(
    'sends a chart PNG that is a real Chromium screenshot',
    async () => {
      const { id, mail } = await runNewReport('Cars PNG', { chart: chartId, crontab: '* * * * *' });
      const png = attachment(mail, 'image/png');
      expect(png?.headers['content-id']).toMatch(/^<report-\d+-image-1@panorama>$/);
      const html = attachment(mail, 'text/html')!.body.toString('utf8');
      expect(html).toContain(`cid:${png!.headers['content-id']!.slice(1, -1)}`);
      expectRealScreenshot(png!.body, 1600);
      expect((await logRows(server, id))[0]).toMatchObject({ state: 'Success' });
    },
    180_000,
  );

  it.skipIf(!canScreenshot)(
    'sends a dashboard PNG that is a real Chromium screenshot',
    async () => {
      const { mail } = await runNewReport('Board PNG', {
        dashboard: dashboardId,
        creation_method: 'dashboards',
        crontab: '* * * * *',
      });
      expectRealScreenshot(attachment(mail, 'image/png')!.body, 1600);
    },
    180_000,
  );

  it.skipIf(!canScreenshot)(
    'sends a dashboard PDF printed by Chromium as an attachment',
    async () => {
      const { mail } = await runNewReport('Board PDF', {
        dashboard: dashboardId,
        report_format: 'PDF',
      });
      const pdf = attachment(mail, 'application/pdf');
      expect(pdf?.headers['content-disposition']).toContain('Cars_board.pdf');
      expect(pdf!.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf!.body.length).toBeGreaterThan(5000);
    },
    180_000,
  );

  it('logs Not triggered for an alert whose condition is false, and sends when it holds', async () => {
    const alert = (name: string, op: string, threshold: number) =>
      reportPayload({
        type: 'Alert',
        name,
        chart: chartId,
        creation_method: 'alerts_reports',
        report_format: 'CSV',
        crontab: '* * * * *',
        database: examplesDbId,
        sql: 'SELECT COUNT(*) FROM main.cars',
        validator_type: 'operator',
        validator_config_json: { op, threshold },
      });
    const quiet = await createReport(server, server.headers, alert('Few cars', '<', 10));
    const loud = await createReport(server, server.headers, alert('Many cars', '>', 10));
    expect(await executor.runReportNow(quiet, dueNow())).toMatchObject({
      status: 'Not triggered',
    });
    expect(await executor.runReportNow(loud, dueNow())).toMatchObject({ status: 'Success' });

    expect(mailsFor('[Alert] Few cars')).toHaveLength(0);
    expect(mailsFor('[Alert] Many cars')).toHaveLength(1);
    const [quietLog] = await logRows(server, quiet);
    expect(quietLog).toMatchObject({ state: 'Not triggered', value: 406 });
    const shown = await server.get(`/api/v1/report/${quiet}`, server.headers);
    expect((shown.json() as { result: Json }).result).toMatchObject({
      last_state: 'Not triggered',
      last_value: 406,
    });
  });

  it('sends nothing for a deactivated report', async () => {
    const id = await createReport(
      server,
      server.headers,
      reportPayload({ name: 'Switched off', chart: chartId, report_format: 'CSV' }),
    );
    const off = await server.put(`/api/v1/report/${id}`, server.headers, { active: false });
    expect(off.statusCode).toBe(200);
    expect((await executor.runReportNow(id, dueNow())).status).toBe('skipped');
    expect(mailsFor('[Report] Switched off')).toHaveLength(0);
    expect(await logRows(server, id)).toEqual([]);
  });

  it('logs Error with the SMTP reason when delivery fails', async () => {
    const refusing = await startSmtpPeer({ rejectWith: 'Mailbox unavailable' });
    try {
      const failing = createReportExecutor(server.container, {
        settings: {
          ...server.container.config.reports,
          smtp: { ...server.container.config.reports.smtp, port: refusing.port },
        },
      });
      const id = await createReport(
        server,
        server.headers,
        reportPayload({ name: 'Refused mail', chart: chartId, report_format: 'CSV' }),
      );
      const result = await failing.runReportNow(id, dueNow());
      expect(result.status).toBe('Error');
      const [log] = await logRows(server, id);
      expect(log).toMatchObject({ state: 'Error' });
      expect(String(log!.error_message)).toContain('Mailbox unavailable');
    } finally {
      await refusing.close();
    }
  });

  it('logs Error when nobody listens on the SMTP port', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failing = createReportExecutor(server.container, {
      settings: {
        ...server.container.config.reports,
        smtp: { ...server.container.config.reports.smtp, port },
      },
    });
    const id = await createReport(
      server,
      server.headers,
      reportPayload({ name: 'No SMTP', chart: chartId, report_format: 'CSV' }),
    );
    expect((await failing.runReportNow(id, dueNow())).status).toBe('Error');
    const [log] = await logRows(server, id);
    expect(log).toMatchObject({ state: 'Error' });
    expect(String(log!.error_message)).toMatch(/ECONNREFUSED|connect/i);
  });

  it('runs a due schedule from the in-process croner scheduler', async () => {
    // Only this schedule may fire while the scheduler runs.
    await server.container.store.db.updateTable('reports').set({ active: 0 }).execute();
    const id = await createReport(
      server,
      server.headers,
      reportPayload({
        name: 'Every two seconds',
        chart: chartId,
        report_format: 'CSV',
        crontab: '*/2 * * * * *',
        timezone: 'Asia/Kolkata',
      }),
    );
    const scheduler = await startReportScheduler(server.container);
    try {
      expect(scheduler.scheduledReportIds()).toEqual([id]);
      const deadline = Date.now() + 20_000;
      while (mailsFor('[Report] Every two seconds').length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await scheduler.close();
    }
    expect(mailsFor('[Report] Every two seconds').length).toBeGreaterThanOrEqual(1);
    const logs = await logRows(server, id);
    expect(logs.length).toBeGreaterThanOrEqual(1);
    for (const log of logs) {
      expect(log.state).toBe('Success');
      expect(new Date(String(log.scheduled_dttm)).getUTCSeconds() % 2).toBe(0);
    }
  }, 60_000);
});
