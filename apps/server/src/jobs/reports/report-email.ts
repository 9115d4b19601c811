/**
 * The email of a report run: subject `[Report] name` (`[Alert] name` for alerts), an HTML body
 * with the description, a link back to the chart or dashboard on the configured base URL, the
 * screenshot(s) inline by Content-ID, a TEXT report's table, and PDF/CSV files as attachments.
 * Every user-provided string is HTML-escaped.
 */
import type { ReportRow } from '../../modules/reports/reports.repository';
import { splitAddresses } from '../../modules/reports/report-recipients';
import { escapeHtml } from '@panorama/core/html/escape-html';
import type { ReportContent } from './report-content';

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for inline images, referenced from the body as `cid:<cid>`. */
  cid?: string;
}

export interface ReportEmail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

/** Every address of every Email recipient, once each. */
export function recipientAddresses(recipientConfigs: string[]): string[] {
  const out = new Set<string>();
  for (const text of recipientConfigs) {
    let target = '';
    try {
      const parsed = JSON.parse(text) as { target?: unknown };
      target = typeof parsed.target === 'string' ? parsed.target : '';
    } catch {
      target = '';
    }
    for (const address of splitAddresses(target)) out.add(address);
  }
  return [...out];
}

export function buildReportEmail(
  report: Pick<ReportRow, 'id' | 'type' | 'name' | 'description'>,
  content: ReportContent,
  to: string[],
): ReportEmail {
  const prefix = report.type === 'Alert' ? '[Alert]' : '[Report]';
  const attachments: EmailAttachment[] = content.images.map((image, i) => ({
    filename: image.filename,
    content: image.content,
    contentType: 'image/png',
    cid: `report-${report.id}-image-${i + 1}@panorama`,
  }));
  const images = attachments
    .map(
      (a) =>
        `<div><img src="cid:${a.cid}" alt="${escapeHtml(content.title)}" style="max-width:100%"></div>`,
    )
    .join('');
  for (const file of content.attachments) attachments.push({ ...file });
  const description = report.description ? `<p>${escapeHtml(report.description)}</p>` : '';
  const link = `<p><a href="${escapeHtml(content.url)}">Explore in Panorama</a></p>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h2>${escapeHtml(content.title)}</h2>`,
    description,
    link,
    content.tableHtml ?? '',
    images,
    '</body></html>',
  ].join('');
  const text = [content.title, report.description ?? '', `Explore in Panorama: ${content.url}`]
    .filter(Boolean)
    .join('\n\n');
  return { to, subject: `${prefix} ${report.name}`, html, text, attachments };
}
