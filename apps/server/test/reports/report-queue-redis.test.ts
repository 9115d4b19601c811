/**
 * With REDIS_URL, report occurrences go through BullMQ: two schedulers (as two server processes
 * would) dispatching the same occurrence queue one job, so the worker sends one mail and the
 * execution log holds one run. Needs Redis at 127.0.0.1:6379 (skipped without it).
 */
import crypto from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bullPrefix } from '../../src/jobs/async-queries/bullmq-chart-query-queue';
import { startReportScheduler, startReportWorker } from '../../src/jobs/reports/report-jobs';
import { REPORTS_QUEUE } from '../../src/jobs/reports/report-queue';
import { SERVICE_URLS, serviceAvailable } from '../support/services';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants, type StoreVariant } from '../support/test-stores';
import { createCarsChart, createReport, reportPayload } from './report-fixtures';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

const haveRedis = await serviceAvailable('redis');
const sqlite = (await storeVariants()).find((v) => v.name === 'sqlite') as StoreVariant;
/** A key prefix of this run only, so no earlier run's finished job counts as a duplicate. */
const KEY_PREFIX = `panorama-test-${crypto.randomBytes(4).toString('hex')}:`;

describe.skipIf(!haveRedis)('report runs on BullMQ', () => {
  let t: TestApp;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp(sqlite, {
      LOAD_EXAMPLES: 'true',
      REDIS_URL: SERVICE_URLS.redis,
      REDIS_KEY_PREFIX: KEY_PREFIX,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_STARTTLS: 'false',
      REPORTS_SEND_ATTEMPTS: '1',
    });
  }, 120_000);

  afterAll(async () => {
    const queue = new Queue(REPORTS_QUEUE, {
      connection: { url: SERVICE_URLS.redis },
      prefix: bullPrefix(KEY_PREFIX),
    });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await t?.dispose();
    await smtp?.close();
  });

  it('sends an occurrence once when two schedulers dispatch it', async () => {
    const admin = await t.adminHeaders();
    const chartId = await createCarsChart(t, admin);
    const id = await createReport(
      t,
      admin,
      reportPayload({
        name: 'Queued once',
        chart: chartId,
        report_format: 'CSV',
        crontab: '0 6 * * *',
      }),
    );
    const first = await startReportScheduler(t.container);
    const second = await startReportScheduler(t.container);
    const worker = startReportWorker(t.container);
    const scheduledAt = new Date('2026-03-01T06:00:00Z');
    try {
      expect(first.scheduledReportIds()).toEqual([id]);
      expect(second.scheduledReportIds()).toEqual([id]);
      // What croner calls in each process when 06:00 comes.
      await Promise.all([first.tick(id, scheduledAt), second.tick(id, scheduledAt)]);
      await smtp.waitFor(1);
      // Time for a wrongly queued second job to be sent as well.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    } finally {
      await first.close();
      await second.close();
      await worker.close();
    }
    expect(smtp.mails.map((m) => m.subject)).toEqual(['[Report] Queued once']);
    // One job in the queue, not two that the execution log then deduplicated.
    const queue = new Queue(REPORTS_QUEUE, {
      connection: { url: SERVICE_URLS.redis },
      prefix: bullPrefix(KEY_PREFIX),
    });
    try {
      const jobs = await queue.getJobs(['completed', 'failed', 'waiting', 'active', 'delayed']);
      expect(jobs.map((j) => j.id)).toEqual([`report:${id}:${scheduledAt.getTime() / 1000}`]);
    } finally {
      await queue.close();
    }
    const logs = await t.container.store.db
      .selectFrom('report_execution_logs')
      .select(['state', 'scheduled_dttm'])
      .where('report_id', '=', id)
      .execute();
    expect(logs).toEqual([{ state: 'Success', scheduled_dttm: '2026-03-01T06:00:00.000Z' }]);
  }, 60_000);
});
