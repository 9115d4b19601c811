/**
 * The type of each uploaded column and how its cells become bound values.
 *
 * Inference follows pandas' reading of a file: a column whose every value reads as a boolean,
 * an integer or a float gets that type (in that order of preference), date cells (Excel, Parquet)
 * make a TIMESTAMP column, and anything mixed is text. Unlike pandas, an integer column with
 * missing values stays an integer column instead of turning into floats. A column with no value
 * at all is text. `column_dates` makes a column a timestamp, and `column_data_types` forces a
 * pandas dtype (`int64`, `float`, `str`, `bool`, `datetime64[ns]`...); values that do not fit a
 * forced type are reported the way Superset reports them.
 */
import { uploadFailed } from './upload-errors';
import type { CellValue, LogicalType } from './upload-types';
import {
  datePartsOf,
  formatDate,
  formatTimestamp,
  parseBooleanText,
  parseDateText,
  parseFloatText,
  parseIntegerText,
  type DateParts,
} from './value-parsing';

/** What reaches an engine as a bound parameter; dates travel as ISO text every engine casts. */
export type BindValue = string | number | bigint | boolean | null;

export interface ConversionOptions {
  dayFirst: boolean;
  decimalCharacter: string;
}

const DTYPES: ReadonlyArray<[RegExp, LogicalType]> = [
  [/^(?:u?int(?:8|16|32|64)?|U?Int(?:8|16|32|64)|integer|long)$/, 'integer'],
  [/^(?:float(?:16|32|64)?|Float(?:32|64)|double|decimal|number|numeric)$/, 'float'],
  [/^(?:bool|boolean)$/, 'boolean'],
  [/^(?:str|string|object|category|text)$/, 'text'],
  [/^(?:datetime64(?:\[(?:ns|us|ms|s)\])?|datetime|timestamp)$/, 'timestamp'],
  [/^date$/, 'date'],
];

/** The column type for a pandas dtype name, or null when the name is not one we know. */
export function logicalTypeOfDtype(dtype: string): LogicalType | null {
  const name = dtype.trim();
  return DTYPES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

export const KNOWN_DTYPES =
  'int, int64, Int64, float, float64, bool, boolean, str, string, object, datetime64[ns], date';

/** Watches a column's values and names the narrowest type that holds them all. */
export class TypeInference {
  private seen = false;
  private canBoolean = true;
  private canInteger = true;
  private canFloat = true;
  private dates = 0;
  private others = 0;

  constructor(private readonly decimalCharacter: string) {}

  observe(value: CellValue): void {
    if (value === null) return;
    this.seen = true;
    if (value instanceof Date) {
      this.dates++;
      return;
    }
    this.others++;
    if (!this.canBoolean && !this.canInteger && !this.canFloat) return;
    if (typeof value === 'boolean') {
      this.canInteger = false;
      this.canFloat = false;
    } else if (typeof value === 'number') {
      this.canBoolean = false;
      if (!Number.isInteger(value)) this.canInteger = false;
      if (!Number.isFinite(value)) this.canFloat = false;
    } else if (typeof value === 'bigint') {
      this.canBoolean = false;
    } else {
      if (this.canBoolean && parseBooleanText(value) === null) this.canBoolean = false;
      if (this.canInteger && parseIntegerText(value) === null) this.canInteger = false;
      if (this.canFloat && parseFloatText(value, this.decimalCharacter) === null)
        this.canFloat = false;
    }
  }

  result(): LogicalType {
    if (!this.seen) return 'text';
    if (this.dates > 0) return this.others === 0 ? 'timestamp' : 'text';
    if (this.canBoolean) return 'boolean';
    if (this.canInteger) return 'integer';
    if (this.canFloat) return 'float';
    return 'text';
  }
}

/** Marks a cell that does not convert to its column's type. */
export const INVALID = Symbol('invalid');

function partsOf(value: CellValue, options: ConversionOptions): DateParts | null {
  if (value instanceof Date) return datePartsOf(value);
  if (typeof value === 'string') return parseDateText(value, options.dayFirst);
  return null;
}

/** A cell that is not null: what the converters below receive. */
type Cell = Exclude<CellValue, null>;

function toInteger(value: Cell, options: ConversionOptions): BindValue | typeof INVALID {
  if (typeof value === 'number') return Number.isInteger(value) ? value : INVALID;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return INVALID;
  const parsed = parseIntegerText(value);
  if (parsed !== null) return parsed;
  // pandas' to_numeric then astype(int64) accepts "3.0".
  const float = parseFloatText(value, options.decimalCharacter);
  return float !== null && Number.isSafeInteger(float) ? float : INVALID;
}

function toFloat(value: Cell, options: ConversionOptions): BindValue | typeof INVALID {
  if (typeof value === 'number') return Number.isFinite(value) ? value : INVALID;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return INVALID;
  return parseFloatText(value, options.decimalCharacter) ?? INVALID;
}

const FORCED_TRUE = new Set(['true', 't', 'yes', 'y', '1']);
const FORCED_FALSE = new Set(['false', 'f', 'no', 'n', '0']);

function toBoolean(value: Cell): BindValue | typeof INVALID {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'bigint') return value !== 0n;
  if (typeof value !== 'string') return INVALID;
  const word = value.trim().toLowerCase();
  if (FORCED_TRUE.has(word)) return true;
  if (FORCED_FALSE.has(word)) return false;
  return INVALID;
}

function toText(value: Cell): string {
  if (value instanceof Date) {
    const parts = datePartsOf(value);
    return parts ? formatTimestamp(parts) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return String(value);
}

/** The bound value of a cell in a column of `type`, or INVALID when it does not fit. */
export function convertCell(
  value: CellValue,
  type: LogicalType,
  options: ConversionOptions,
): BindValue | typeof INVALID {
  if (value === null) return null;
  switch (type) {
    case 'integer':
      return toInteger(value, options);
    case 'float':
      return toFloat(value, options);
    case 'boolean':
      return toBoolean(value);
    case 'date': {
      const parts = partsOf(value, options);
      return parts ? formatDate(parts) : INVALID;
    }
    case 'timestamp': {
      const parts = partsOf(value, options);
      return parts ? formatTimestamp(parts) : INVALID;
    }
    case 'text':
      return toText(value);
  }
}

/** Superset's CSV_UPLOAD_MAX_ERRORS_DISPLAYED. */
const MAX_DISPLAYED_ERRORS = 3;

/** Collects the cells of one forced column that do not convert, for Superset's message. */
export class ConversionFailures {
  count = 0;
  readonly samples: { line: number; value: string }[] = [];

  constructor(
    readonly column: string,
    /** The type as the user named it (`int64`, `datetime`...). */
    readonly label: string,
  ) {}

  add(line: number, value: CellValue): void {
    this.count++;
    if (this.samples.length < MAX_DISPLAYED_ERRORS)
      this.samples.push({ line, value: value === null ? '' : toText(value) });
  }

  /** 422 "Cannot convert column 'x' to int64. Found 2 error(s): ...". */
  toError(): Error {
    const lines = this.samples.map(
      (s) => `  • Line ${s.line}: '${s.value}' cannot be converted to ${this.label}`,
    );
    const more =
      this.count > MAX_DISPLAYED_ERRORS
        ? `\n  ... and ${this.count - MAX_DISPLAYED_ERRORS} more error(s)`
        : '';
    return uploadFailed(
      `Cannot convert column '${this.column}' to ${this.label}. Found ${this.count} error(s):\n${lines.join('\n')}${more}`,
    );
  }
}
