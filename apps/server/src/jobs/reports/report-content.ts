/**
 * What a report sends, rendered as the report user (REPORTS_USER) sees it:
 * - PNG: a screenshot in headless Chromium of the standalone dashboard, or of the chart in the
 *   chart editor, taken once every chart reports `data-chart-status` rendered or failed (the
 *   page's own ready marker, never a fixed sleep); tall captures are cut into several images;
 * - PDF: the same page printed by Chromium;
 * - CSV: the chart's saved query context run through the chart-data pipeline, one file per
 *   query, byte for byte what the chart data API's CSV export answers;
 * - TEXT: the same data as an HTML table in the mail body.
 */
import type { QueryContext } from '@panorama/core/query/query-object';
import type { ChartDataEntry } from '../../engine/chart-data/query-payload';
import { cellText } from '../../engine/export/cell-text';
import { toCsv, type TabularResult } from '../../engine/export/csv-writer';
import { exportBaseName } from '../../engine/export/export-filename';
import type {
  Screenshotter,
  ScreenshotViewport,
} from '../../engine/screenshots/screenshot-service';
import type { ChartDataService } from '../../modules/chart-data/chart-data.service';
import {
  CHART_READY_SELECTOR,
  chartScreenshotPath,
} from '../../modules/charts/chart-screenshot-page';
import {
  DASHBOARD_READY_SELECTOR,
  DASHBOARD_VIEWPORT,
  dashboardScreenshotPath,
} from '../../modules/dashboards/dashboard-download.routes';
import type { ReportRow } from '../../modules/reports/reports.repository';
import type { Principal } from '../../security/principal';
import { escapeHtml } from '@panorama/core/html/escape-html';
import { splitPng } from './png-tiles';

export const CHART_VIEWPORT: ScreenshotViewport = { width: 1600, height: 1000 };
/** Taller captures are sent as several images of at most this many pixels. */
export const TILE_MAX_HEIGHT = 4000;
/** At most this many rows go into a TEXT report's table. */
export const TEXT_MAX_ROWS = 1000;

export interface InlineImage {
  filename: string;
  content: Buffer;
}

export interface FileAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface ReportContent {
  /** The chart's or dashboard's title. */
  title: string;
  /** Link back to the chart or dashboard, on the configured base URL. */
  url: string;
  images: InlineImage[];
  attachments: FileAttachment[];
  /** TEXT reports: the data as an HTML table. */
  tableHtml: string | null;
}

export interface ContentDeps {
  screenshots: Screenshotter;
  chartData: ChartDataService;
  /** BASE_URL (or this server's loopback address), never a request's Host. */
  baseUrl: string;
  /** Title lookups. */
  chartTitle(id: number): Promise<string>;
  dashboardTitle(id: number): Promise<string>;
}

export class ReportContentError extends Error {}

export const SCREENSHOT_FAILED = 'Report Schedule execution failed when generating a screenshot.';
export const PDF_FAILED = 'Report Schedule execution failed when generating a pdf.';
export const CSV_FAILED = 'Report Schedule execution failed when generating a csv.';
export const SCREENSHOT_TIMEOUT = 'A timeout occurred while taking a screenshot.';

function tabular(entry: ChartDataEntry): TabularResult | null {
  if (!('colnames' in entry) || !Array.isArray(entry.data)) return null;
  return { colnames: entry.colnames.map(String), coltypes: entry.coltypes, data: entry.data };
}

export function htmlTable(table: TabularResult, maxRows = TEXT_MAX_ROWS): string {
  const head = table.colnames.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  const body = table.data
    .slice(0, maxRows)
    .map(
      (row) =>
        `<tr>${table.colnames
          .map((c, i) => `<td>${escapeHtml(cellText(row[c], table.coltypes[i] ?? null))}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export class ReportRenderer {
  constructor(private readonly deps: ContentDeps) {}

  async render(report: ReportRow, principal: Principal): Promise<ReportContent> {
    const chartId = report.chart_id;
    const dashboardId = report.dashboard_id;
    const base = this.deps.baseUrl.replace(/\/+$/, '');
    const title =
      chartId !== null
        ? await this.deps.chartTitle(chartId)
        : await this.deps.dashboardTitle(dashboardId!);
    const url =
      chartId !== null
        ? `${base}/explore/?slice_id=${chartId}`
        : `${base}/dashboard/${dashboardId}/`;
    const content: ReportContent = { title, url, images: [], attachments: [], tableHtml: null };
    const fileBase = exportBaseName({
      filename: title,
      chartName: chartId !== null ? 'chart' : 'dashboard',
    });
    switch (report.report_format) {
      case 'CSV':
      case 'TEXT': {
        const entries = await this.chartData(chartId!, principal, report.report_format);
        if (report.report_format === 'CSV') {
          content.attachments = entries.map((table, i) => ({
            filename: entries.length === 1 ? `${fileBase}.csv` : `${fileBase}_query_${i + 1}.csv`,
            content: Buffer.from(toCsv(table), 'utf8'),
            contentType: 'text/csv; charset=utf-8',
          }));
        } else {
          content.tableHtml = entries.map((table) => htmlTable(table)).join('<br>');
        }
        return content;
      }
      case 'PDF': {
        const pdf = await this.screenshot(report, principal, 'pdf');
        content.attachments = [
          { filename: `${fileBase}.pdf`, content: pdf, contentType: 'application/pdf' },
        ];
        return content;
      }
      case 'PNG': {
        const png = await this.screenshot(report, principal, 'png');
        const tiles = splitPng(png, TILE_MAX_HEIGHT);
        content.images = tiles.map((tile, i) => ({
          filename: tiles.length === 1 ? `${fileBase}.png` : `${fileBase}_${i + 1}.png`,
          content: tile,
        }));
        return content;
      }
    }
  }

  private async screenshot(
    report: ReportRow,
    principal: Principal,
    format: 'png' | 'pdf',
  ): Promise<Buffer> {
    const isChart = report.chart_id !== null;
    const base = isChart ? CHART_VIEWPORT : DASHBOARD_VIEWPORT;
    try {
      return await this.deps.screenshots.screenshotUrl({
        url: isChart
          ? chartScreenshotPath(report.chart_id!)
          : dashboardScreenshotPath(report.dashboard_id!),
        user: principal.userId === null ? null : { id: principal.userId },
        format,
        waitForSelector: isChart ? CHART_READY_SELECTOR : DASHBOARD_READY_SELECTOR,
        viewport: { width: report.custom_width ?? base.width, height: base.height },
      });
    } catch (err) {
      const timedOut = (err as { status?: unknown }).status === 504;
      throw new ReportContentError(
        timedOut ? SCREENSHOT_TIMEOUT : format === 'pdf' ? PDF_FAILED : SCREENSHOT_FAILED,
        { cause: err },
      );
    }
  }

  private async chartData(
    chartId: number,
    principal: Principal,
    format: 'CSV' | 'TEXT',
  ): Promise<TabularResult[]> {
    let entries: ChartDataEntry[];
    try {
      const { context } = await this.deps.chartData.savedContext(chartId, principal, {
        format: format === 'CSV' ? 'csv' : 'json',
        type: 'full',
        force: true,
      });
      const result = await this.deps.chartData.data(context as QueryContext, {
        principal,
        chartId,
      });
      entries = result.entries;
    } catch (err) {
      throw new ReportContentError(CSV_FAILED, { cause: err });
    }
    const tables = entries.map(tabular).filter((t): t is TabularResult => t !== null);
    if (tables.length === 0) throw new ReportContentError(CSV_FAILED);
    return tables;
  }
}
