/**
 * A CSV/TSV/TXT upload as a table: decoded once, then tokenized afresh on every scan so the
 * pipeline can read it twice without keeping rows. Tokenizer errors read as Superset's
 * "Parsing error: ..." (422).
 */
import { CsvSyntaxError, csvRecords } from './csv-tokenizer';
import { frameRecords, type RawRecord } from './record-framing';
import { decodeText } from './text-decoding';
import type { ReadOptions } from './upload-options';
import type { FileMetadataItem, SourceRow, TabularSource } from './upload-types';
import { parsingError } from './upload-errors';

/** Rows `upload_metadata` reads to name the columns (Superset's ROWS_TO_READ_METADATA). */
const METADATA_ROWS = 100;

function rethrowSyntax<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw parsingError(err.message);
    throw err;
  }
}

function recordsOf(text: string, options: ReadOptions): () => Iterable<RawRecord> {
  const dialect = { delimiter: options.delimiter, skipInitialSpace: options.skipInitialSpace };
  return function* records() {
    for (const record of csvRecords(text, dialect)) {
      yield { cells: record.fields, line: record.line, blank: record.blank };
    }
  };
}

export function openCsvSource(data: Buffer, options: ReadOptions): TabularSource {
  const text = decodeText(data);
  const framed = rethrowSyntax(() => frameRecords(recordsOf(text, options), options));
  return {
    columns: framed.columns,
    declaredTypes: framed.columns.map(() => null),
    async *scan(): AsyncGenerator<SourceRow> {
      const rows = framed.rows();
      for (;;) {
        const next = rethrowSyntax(() => rows.next());
        if (next.done) return;
        yield next.value;
      }
    },
    close: () => Promise.resolve(),
  };
}

/** The column names as the upload form previews them. */
export function csvMetadata(data: Buffer, options: ReadOptions): FileMetadataItem[] {
  const source = openCsvSource(data, {
    ...options,
    rowsToRead: METADATA_ROWS,
    columnsRead: [],
    indexColumn: null,
    dataframeIndex: false,
  });
  return [{ sheet_name: null, column_names: source.columns }];
}
