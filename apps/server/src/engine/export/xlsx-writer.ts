/**
 * Result rows as an XLSX workbook (one sheet, as pandas' to_excel writes Superset's export):
 * numbers and booleans as typed cells, temporal columns as dates, strings (and headers) through
 * the same formula-injection escape as CSV.
 */
import ExcelJS from 'exceljs';
import { GenericDataType } from '@panorama/core/columns/type-names';
import type { TabularResult } from './csv-writer';
import { escapeFormula } from './formula-escape';

function cellValue(value: unknown, type: number | null): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (type === GenericDataType.TEMPORAL && typeof value === 'number' && Number.isFinite(value))
    return new Date(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return escapeFormula(value);
  return escapeFormula(JSON.stringify(value));
}

export async function toXlsx(result: TabularResult, sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(result.colnames.map((name) => escapeFormula(name)));
  for (const row of result.data) {
    sheet.addRow(
      result.colnames.map((name, i) => cellValue(row[name], result.coltypes[i] ?? null)),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
