/**
 * "View in SQL Lab" from the chart editor: the editor posts the dataset key and the SQL as a
 * browser form; the server keeps them for a short while under a random key and sends the browser to
 * `/sqllab/?handoff={key}`, where SQL Lab reads them back once loaded. Only the user who posted can
 * read a hand-off, and both steps need SQL Lab access (the admin or sql_lab role), since the SQL
 * would otherwise run for someone SQL Lab is closed to.
 */
import { isRecord } from '@panorama/core/json/is-record';
import { ForbiddenError, NotFoundError, ValidationError } from '@panorama/core/errors/app-error';
import { parseDatasourceKey } from '@panorama/core/query/form-data';
import type { SqllabHandoff } from '@panorama/core/schemas/explore';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { hasSqlLabAccess, requireUser, type Principal } from '../../security/principal';
import type { MetadataSchema } from '../../store/schema';
import { isDatasetReadable } from '../shared/dataset-visibility';
import type { QueryDatasourceService } from '../queries/query-datasource.service';
import { QUERY_DATASOURCE_TYPE } from '@panorama/core/schemas/query-datasource';
import type { KeyValueService } from '../key-value/key-value.service';
import type { DatasetsService } from '../datasets/datasets.service';
import { TABLE_DATASOURCE_TYPES } from './explore-access';
import { validationError } from './field-errors';

export const SQLLAB_HANDOFF_RESOURCE = 'sqllab_handoff';
/** Long enough for the redirect and a slow page load, short enough to leave nothing behind. */
export const SQLLAB_HANDOFF_TTL_SECONDS = 15 * 60;
export const SQLLAB_ACCESS_REQUIRED = 'You need SQL Lab access (the admin or sql_lab role)';
const MAX_SQL_LENGTH = 1_000_000;

export const sqllabHandoffInputSchema = z.object({
  datasourceKey: z.string().max(100).nullable().optional(),
  sql: z.string().min(1, 'The SQL is required').max(MAX_SQL_LENGTH),
});
export type SqllabHandoffInput = z.infer<typeof sqllabHandoffInputSchema>;

/**
 * The fields of the form: `datasourceKey` and `sql`, or one `form_data` field holding them as
 * JSON (how Superset's explore posts it). A JSON body works as well.
 */
export function parseHandoffBody(body: unknown): SqllabHandoffInput {
  let fields: unknown = body;
  if (isRecord(body) && body.form_data !== undefined) {
    const raw = body.form_data;
    try {
      fields = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    } catch {
      throw new ValidationError({ form_data: ['Not valid JSON'] });
    }
  }
  const parsed = sqllabHandoffInputSchema.safeParse(isRecord(fields) ? fields : {});
  if (!parsed.success) throw validationError(parsed.error, '', 'form_data');
  return parsed.data;
}

export class SqllabHandoffService {
  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly datasets: DatasetsService,
    private readonly keyValue: KeyValueService,
    private readonly queries: QueryDatasourceService,
  ) {}

  async create(input: SqllabHandoffInput, principal: Principal): Promise<string> {
    const user = requireUser(principal);
    if (!hasSqlLabAccess(user)) throw new ForbiddenError(SQLLAB_ACCESS_REQUIRED);
    let database: { dbId: number | null; schema: string | null } = { dbId: null, schema: null };
    if (input.datasourceKey) {
      const key = parseDatasourceKey(input.datasourceKey);
      if (!key) throw new ValidationError({ datasourceKey: ['Not a dataset key, e.g. 12__table'] });
      database = await this.datasetDatabase(key, user);
    }
    const value: SqllabHandoff = {
      datasourceKey: input.datasourceKey ?? null,
      ...database,
      sql: input.sql,
    };
    return this.keyValue.create(SQLLAB_HANDOFF_RESOURCE, value, {
      createdBy: user.userId,
      ttlSeconds: SQLLAB_HANDOFF_TTL_SECONDS,
    });
  }

  /** The hand-off for its creator; anyone else is told it does not exist. */
  async get(key: string, principal: Principal): Promise<SqllabHandoff> {
    const user = requireUser(principal);
    if (!hasSqlLabAccess(user)) throw new ForbiddenError(SQLLAB_ACCESS_REQUIRED);
    const entry = await this.keyValue.get<SqllabHandoff>(SQLLAB_HANDOFF_RESOURCE, key);
    if (!entry || entry.createdBy !== user.userId) throw new NotFoundError();
    return entry.value;
  }

  /**
   * Which database and schema the dataset lives in, if the caller may read the dataset; for a
   * SQL Lab query, where it ran, if it is the caller's.
   */
  private async datasetDatabase(
    key: { id: number; type: string },
    principal: Principal,
  ): Promise<{ dbId: number; schema: string | null }> {
    if (key.type === QUERY_DATASOURCE_TYPE) return this.queries.location(key.id, principal);
    if (
      !TABLE_DATASOURCE_TYPES.has(key.type) ||
      !(await isDatasetReadable(this.db, key.id, principal))
    )
      throw new NotFoundError();
    const row = await this.datasets.repo.findById(key.id);
    if (!row) throw new NotFoundError();
    return { dbId: row.database_id, schema: row.schema };
  }
}
