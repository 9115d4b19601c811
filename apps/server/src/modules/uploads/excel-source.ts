/**
 * An XLSX upload as a table, through exceljs once the archive has passed its size check. The
 * sheet is `sheet_name` or the first one; cells keep their type (numbers, text, booleans, dates),
 * formulas give their cached result, rich text and hyperlinks their text, and error cells
 * (`#N/A`, `#DIV/0!`) read as NULL. Blank rows after the last row with a value are ignored.
 */
import ExcelJS from 'exceljs';
import { frameRecords, type RawRecord } from './record-framing';
import type { ReadOptions } from './upload-options';
import type { CellValue, FileMetadataItem, SourceRow, TabularSource } from './upload-types';
import { badFile, parsingError } from './upload-errors';
import { checkXlsxArchive } from './xlsx-archive-check';

/** Rows `upload_metadata` reads to name the columns (Superset's ROWS_TO_READ_METADATA). */
const METADATA_ROWS = 100;

/** A worksheet cell as a plain value. */
export function excelCellValue(value: ExcelJS.CellValue | undefined): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
    return value;
  if (value instanceof Date) return value;
  if ('error' in value) return null;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return excelCellValue(value.result as ExcelJS.CellValue | undefined);
  if ('hyperlink' in value) {
    const text: unknown = value.text;
    if (typeof text === 'string') return text;
    return excelCellValue(text as ExcelJS.CellValue);
  }
  return null;
}

async function loadWorkbook(data: Buffer): Promise<ExcelJS.Workbook> {
  await checkXlsxArchive(data);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types `load` with its own Buffer declaration; a Node Buffer is what it reads.
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch (err) {
    throw badFile(
      `The file is not a readable Excel workbook: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  return workbook;
}

function rowCells(row: ExcelJS.Row | undefined): CellValue[] {
  if (!row) return [];
  // `values` is 1-based: index 0 is always empty.
  const values = row.values as (ExcelJS.CellValue | undefined)[];
  return values.slice(1).map(excelCellValue);
}

function lastDataRow(sheet: ExcelJS.Worksheet): number {
  for (let r = sheet.rowCount; r >= 1; r--) {
    if (rowCells(sheet.findRow(r)).some((cell) => cell !== null && cell !== '')) return r;
  }
  return 0;
}

function recordsOf(sheet: ExcelJS.Worksheet) {
  const last = lastDataRow(sheet);
  return function* records(): Generator<RawRecord> {
    for (let r = 1; r <= last; r++) {
      const cells = rowCells(sheet.findRow(r));
      yield { cells, line: r, blank: cells.every((cell) => cell === null) };
    }
  };
}

function pickSheet(workbook: ExcelJS.Workbook, sheetName: string | null): ExcelJS.Worksheet {
  if (sheetName !== null) {
    const sheet = workbook.worksheets.find((ws) => ws.name === sheetName);
    if (!sheet) throw parsingError(`Worksheet named '${sheetName}' not found`);
    return sheet;
  }
  const [first] = workbook.worksheets;
  if (!first) throw parsingError('The workbook has no worksheet');
  return first;
}

export async function openExcelSource(data: Buffer, options: ReadOptions): Promise<TabularSource> {
  const workbook = await loadWorkbook(data);
  const sheet = pickSheet(workbook, options.sheetName);
  const framed = frameRecords(recordsOf(sheet), options);
  return {
    columns: framed.columns,
    declaredTypes: framed.columns.map(() => null),
    async *scan(): AsyncGenerator<SourceRow> {
      yield* framed.rows();
    },
    close: () => Promise.resolve(),
  };
}

/** Every sheet's name and column names, for the form's sheet and column pickers. */
export async function excelMetadata(
  data: Buffer,
  options: ReadOptions,
): Promise<FileMetadataItem[]> {
  const workbook = await loadWorkbook(data);
  const framing = {
    ...options,
    rowsToRead: METADATA_ROWS,
    columnsRead: [],
    indexColumn: null,
    dataframeIndex: false,
  };
  return workbook.worksheets.map((sheet) => {
    let columnNames: string[] = [];
    try {
      columnNames = frameRecords(recordsOf(sheet), framing).columns;
    } catch {
      // An empty sheet has no columns; it is still listed.
    }
    return { sheet_name: sheet.name, column_names: columnNames };
  });
}
