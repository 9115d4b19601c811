/**
 * The database list's `upload_is_enabled` filter (Superset's DatabaseUploadEnabledFilter), which
 * the upload form's database picker uses:
 * `GET /api/v1/database/?q=(filters:!((col:allow_file_upload,opr:upload_is_enabled,value:!t)))`.
 * It keeps the databases that allow file uploads; as in Superset the value is not read. The
 * list's base filter still hides databases the caller may not see.
 */
import { sql } from 'kysely';
import type { SqlCondition } from '../../rest/list-spec';

export const UPLOAD_IS_ENABLED = 'upload_is_enabled';

export function uploadIsEnabledFilter(): SqlCondition {
  return sql`t.allow_file_upload = 1`;
}
