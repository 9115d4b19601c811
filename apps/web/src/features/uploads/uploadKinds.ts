/**
 * The three kinds of file upload and who is offered each: `can_this_form_get` on
 * CsvToDatabaseView, ExcelToDatabaseView or ColumnarToDatabaseView, the same
 * permissions the server checks. Labels are Superset's menu entries and modal titles.
 */
import { t } from '../../i18n/t';

export type UploadKind = 'csv' | 'excel' | 'columnar';

export const UPLOAD_KINDS: readonly UploadKind[] = ['csv', 'excel', 'columnar'];

export const UPLOAD_PERMISSION = 'can_this_form_get';

export const UPLOAD_VIEWS: Readonly<Record<UploadKind, string>> = {
  csv: 'CsvToDatabaseView',
  excel: 'ExcelToDatabaseView',
  columnar: 'ColumnarToDatabaseView',
};

/** File extensions each kind accepts, without the dot (as the server checks them). */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadKind, readonly string[]>> = {
  csv: ['csv', 'tsv', 'txt'],
  excel: ['xls', 'xlsx'],
  columnar: ['parquet'],
};

export interface UploadKindLabels {
  /** The "+" / Data menu entry. */
  menu: string;
  /** The modal's title. */
  title: string;
  /** The file field's label. */
  file: string;
}

/** Built on demand so the labels go through `t()` after a locale is chosen. */
export function uploadKindLabels(kind: UploadKind): UploadKindLabels {
  switch (kind) {
    case 'csv':
      return { menu: t('Upload CSV to database'), title: t('CSV Upload'), file: t('CSV File') };
    case 'excel':
      return {
        menu: t('Upload Excel to database'),
        title: t('Excel Upload'),
        file: t('Excel File'),
      };
    case 'columnar':
      return {
        menu: t('Upload Columnar file to database'),
        title: t('Columnar Upload'),
        file: t('Columnar File'),
      };
  }
}

/** The kinds a user holding `has` permissions is offered, in menu order. */
export function offeredUploadKinds(
  has: (permission: string, view: string) => boolean,
): UploadKind[] {
  return UPLOAD_KINDS.filter((kind) => has(UPLOAD_PERMISSION, UPLOAD_VIEWS[kind]));
}

/** The `accept` attribute of the file picker, e.g. `.csv,.tsv,.txt`. */
export function acceptAttribute(kind: UploadKind): string {
  return UPLOAD_EXTENSIONS[kind].map((ext) => `.${ext}`).join(',');
}
