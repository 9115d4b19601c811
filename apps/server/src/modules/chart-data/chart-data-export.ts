/**
 * CSV and XLSX answers of the chart-data API: one query → the file itself, several → a ZIP of
 * `query_1.csv`, `query_2.csv`... (Superset's `_send_chart_response`), with an attachment
 * Content-Disposition. Exporting needs `can_csv` on Superset (`can_export_data` when the
 * GRANULAR_EXPORT_CONTROLS flag is on).
 */
import type { FastifyReply } from 'fastify';
import { ForbiddenError, ValidationError } from '@panorama/core/errors/app-error';
import type { ResultFormat } from '@panorama/core/query/query-object';
import type { FeatureFlags } from '@panorama/core/feature-flags/feature-flags';
import type { ChartDataEntry } from '../../engine/chart-data/query-payload';
import { toCsv, type TabularResult } from '../../engine/export/csv-writer';
import { attachmentHeader, exportBaseName } from '../../engine/export/export-filename';
import { toXlsx } from '../../engine/export/xlsx-writer';
import { writeZip } from '../../engine/export/zip-writer';
import { has, type Principal } from '../../security/principal';

export const EMPTY_QUERY_RESULT = 'Empty query result';

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

export function isTableLike(format: ResultFormat): format is 'csv' | 'xlsx' {
  return format === 'csv' || format === 'xlsx';
}

export function assertCanExport(principal: Principal, flags: FeatureFlags): void {
  const permission = flags.GRANULAR_EXPORT_CONTROLS ? 'can_export_data' : 'can_csv';
  if (!has(principal, permission, 'Superset')) throw new ForbiddenError();
}

function tabular(entry: ChartDataEntry): TabularResult {
  if (!('colnames' in entry) || !Array.isArray(entry.data))
    throw new ValidationError(EMPTY_QUERY_RESULT);
  // post_processed pivots name columns by label tuples; a file header shows them joined.
  return { colnames: entry.colnames.map(String), coltypes: entry.coltypes, data: entry.data };
}

async function encode(format: 'csv' | 'xlsx', entry: ChartDataEntry): Promise<Buffer> {
  const table = tabular(entry);
  return format === 'csv' ? Buffer.from(toCsv(table), 'utf8') : toXlsx(table);
}

export async function sendExport(
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  entries: ChartDataEntry[],
  naming: { filename?: string | undefined; chartName?: string | null; vizType?: string | null },
): Promise<FastifyReply> {
  if (entries.length === 0) throw new ValidationError(EMPTY_QUERY_RESULT);
  const base = exportBaseName(naming);
  const [only] = entries;
  if (entries.length === 1 && only) {
    return reply
      .header('content-disposition', attachmentHeader(`${base}.${format}`))
      .type(CONTENT_TYPES[format])
      .send(await encode(format, only));
  }
  const files = await Promise.all(
    entries.map(async (entry, i) => ({
      name: `query_${i + 1}.${format}`,
      data: await encode(format, entry),
    })),
  );
  return reply
    .header('content-disposition', attachmentHeader(`${base}.zip`))
    .type(CONTENT_TYPES.zip)
    .send(await writeZip(files));
}
