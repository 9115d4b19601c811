/**
 * The first pass over an uploaded file: decides every column's type (declared by the file,
 * forced by the form, or inferred from the values), checks that forced columns hold what they
 * claim, and counts the values against the upload's cap, all before anything is written.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import {
  ConversionFailures,
  INVALID,
  KNOWN_DTYPES,
  TypeInference,
  convertCell,
  logicalTypeOfDtype,
  type BindValue,
} from './column-types';
import type { ReadOptions } from './upload-options';
import type { CellValue, LogicalType, TabularSource } from './upload-types';
import { parsingError, uploadFailed } from './upload-errors';

export interface UploadColumn {
  name: string;
  type: LogicalType;
}

export interface ColumnPlan {
  columns: UploadColumn[];
  rowCount: number;
  /** The bound values of a row, in column order. */
  convertRow(cells: readonly CellValue[], line: number): BindValue[];
}

export type PlanOptions = Pick<
  ReadOptions,
  'columnDates' | 'columnDataTypes' | 'dayFirst' | 'decimalCharacter'
>;

interface Forced {
  type: LogicalType;
  label: string;
}

function forcedTypes(source: TabularSource, options: PlanOptions): (Forced | null)[] {
  const missingDates = options.columnDates.filter((c) => !source.columns.includes(c));
  if (missingDates.length > 0)
    throw parsingError(`Missing column provided to 'parse_dates': '${missingDates.join("', '")}'`);
  const unknown: string[] = [];
  const forced = source.columns.map((name, i): Forced | null => {
    if (options.columnDates.includes(name)) return { type: 'timestamp', label: 'datetime64[ns]' };
    const dtype = Object.hasOwn(options.columnDataTypes, name)
      ? options.columnDataTypes[name]
      : undefined;
    if (dtype !== undefined) {
      const type = logicalTypeOfDtype(dtype);
      if (type === null) unknown.push(`"${dtype}" (column "${name}")`);
      else return { type, label: dtype };
    }
    const declared = source.declaredTypes[i];
    return declared ? { type: declared, label: declared } : null;
  });
  if (unknown.length > 0)
    throw new ValidationError({
      column_data_types: [`Unknown data type ${unknown.join(', ')}; use one of: ${KNOWN_DTYPES}.`],
    });
  return forced;
}

export async function planColumns(
  source: TabularSource,
  options: PlanOptions,
  maxCells: number,
): Promise<ColumnPlan> {
  const conversion = { dayFirst: options.dayFirst, decimalCharacter: options.decimalCharacter };
  const forced = forcedTypes(source, options);
  const inferred = source.columns.map(() => new TypeInference(options.decimalCharacter));
  const failures = source.columns.map(
    (name, i) => new ConversionFailures(name, forced[i]?.label ?? ''),
  );
  const width = source.columns.length;
  let rowCount = 0;
  for await (const row of source.scan()) {
    rowCount++;
    if (rowCount * width > maxCells)
      throw uploadFailed(
        `The file has more than ${maxCells.toLocaleString('en-US')} values, the most an upload may hold.`,
      );
    for (let i = 0; i < width; i++) {
      const value = row.cells[i] ?? null;
      const force = forced[i];
      if (force) {
        if (convertCell(value, force.type, conversion) === INVALID)
          failures[i]?.add(row.line, value);
      } else {
        inferred[i]?.observe(value);
      }
    }
  }
  const failed = failures.find((f) => f.count > 0);
  if (failed) throw failed.toError();

  const columns = source.columns.map((name, i) => ({
    name,
    type: forced[i]?.type ?? inferred[i]?.result() ?? 'text',
  }));
  return {
    columns,
    rowCount,
    convertRow(cells, line) {
      return columns.map((column, i) => {
        const value = convertCell(cells[i] ?? null, column.type, conversion);
        if (value === INVALID)
          throw uploadFailed(
            `Cannot convert column '${column.name}' to ${column.type} on line ${line}.`,
          );
        return value;
      });
    },
  };
}
