/**
 * Who may upload what, where:
 * - the kind of file: `can_this_form_get` on CsvToDatabaseView, ExcelToDatabaseView or
 *   ColumnarToDatabaseView (the same permissions decide which kinds the UI offers);
 * - the database: `allow_file_upload` must be on, and when its `extra` lists
 *   `schemas_allowed_for_file_upload` the schema must be one of them (403 otherwise, Superset's
 *   DatabaseSchemaUploadNotAllowed);
 * - the table: the uploader must be allowed to point a dataset at it (database-wide access or
 *   schema access), as the dataset is created right after the table.
 */
import type { DatabaseRow } from '../../store/schema';
import { requirePermission, type Principal } from '../../security/principal';
import { parseJsonObject } from '@panorama/core/json/json-object';
import { assertSourceAccess } from '../datasets/dataset-source-access';
import { schemaNotAllowed } from './upload-errors';
import type { UploadKind } from './upload-types';

export const UPLOAD_VIEW_MENUS: Readonly<Record<UploadKind, string>> = {
  csv: 'CsvToDatabaseView',
  excel: 'ExcelToDatabaseView',
  columnar: 'ColumnarToDatabaseView',
};

export const UPLOAD_FORM_PERMISSION = 'can_this_form_get';

export function requireUploadPermission(principal: Principal, kind: UploadKind): void {
  requirePermission(principal, UPLOAD_FORM_PERMISSION, UPLOAD_VIEW_MENUS[kind]);
}

/**
 * The schemas a database restricts uploads to (empty: no restriction). The v1 export name
 * `schemas_allowed_for_csv_upload` is read too, for databases stored before the rename.
 */
export function schemasAllowedForUpload(database: Pick<DatabaseRow, 'extra'>): string[] {
  const extra = parseJsonObject(database.extra);
  const list = extra.schemas_allowed_for_file_upload ?? extra.schemas_allowed_for_csv_upload;
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
}

/** Throws 403 unless the principal may upload into `schema` of the database. */
export function assertUploadAllowed(
  principal: Principal,
  database: DatabaseRow,
  schema: string | null,
): void {
  if (!database.allow_file_upload) throw schemaNotAllowed();
  const allowed = schemasAllowedForUpload(database);
  if (allowed.length > 0 && (schema === null || !allowed.includes(schema)))
    throw schemaNotAllowed();
  assertSourceAccess(principal, database, schema, false);
}
