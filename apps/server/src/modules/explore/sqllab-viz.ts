/**
 * `POST /superset/sqllab_viz/` (Superset's legacy path): SQL Lab's "Save as dataset" / "Explore"
 * turns a query into a virtual dataset owned by the caller and answers `{data: <dataset JSON>}`.
 * The dataset API's own create does the work, so the same rules hold: can_write on Dataset,
 * database visibility, access to the whole database for SQL, the read-only SQL guard, columns read
 * from the query's result, and a name conflict answered 422.
 */
import { isRecord } from '@panorama/core/json/is-record';
import { ValidationError } from '@panorama/core/errors/app-error';
import { MAX_DATASET_SQL_LENGTH, datasetCreateSchema } from '@panorama/core/schemas/dataset';
import { z } from 'zod';
import type { AuthenticatedPrincipal } from '../../security/principal';
import type { DatasetsService } from '../datasets/datasets.service';
import { validationError } from './field-errors';

/** The `data` document SQL Lab posts; metrics and columns are accepted and recomputed. */
export const sqllabVizDataSchema = z
  .object({
    datasourceName: z.string().trim().min(1, 'The dataset name is required').max(250),
    dbId: z.coerce.number().int().positive(),
    schema: z.string().max(255).nullable().optional(),
    sql: z.string().trim().min(1, 'The SQL is required').max(MAX_DATASET_SQL_LENGTH),
    templateParams: z
      .union([z.string().max(100_000), z.record(z.string(), z.unknown())])
      .nullable()
      .optional(),
    metrics: z.array(z.unknown()).max(10_000).nullable().optional(),
    columns: z.array(z.unknown()).max(10_000).nullable().optional(),
  })
  .passthrough();
export type SqllabVizData = z.infer<typeof sqllabVizDataSchema>;

/** `data` from a JSON body, a urlencoded form or a multipart form; as text or already parsed. */
export function parseSqllabVizBody(body: unknown): SqllabVizData {
  const raw = isRecord(body) ? body.data : undefined;
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw) as unknown;
    } catch {
      throw new ValidationError({ data: ['Not valid JSON'] });
    }
  }
  if (!isRecord(data)) throw new ValidationError({ data: ['Missing data: the query to save'] });
  const parsed = sqllabVizDataSchema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error, 'data.');
  return parsed.data;
}

/** Template parameters as the dataset stores them: a JSON object as text, or none. */
function templateParamsText(value: SqllabVizData['templateParams']): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return JSON.stringify(value);
  return value.trim() ? value : null;
}

export async function createDatasetFromSqllab(
  datasets: DatasetsService,
  data: SqllabVizData,
  principal: AuthenticatedPrincipal,
): Promise<{ data: Record<string, unknown> }> {
  const templateParams = templateParamsText(data.templateParams);
  // The dataset API's own payload rules (lengths, template parameters as a JSON object).
  const body = datasetCreateSchema.safeParse({
    database: data.dbId,
    table_name: data.datasourceName,
    schema: data.schema ?? null,
    sql: data.sql,
    owners: [principal.userId],
    ...(templateParams !== null ? { template_params: templateParams } : {}),
  });
  if (!body.success) throw validationError(body.error, '', 'data');
  const { id } = await datasets.create(body.data, principal);
  return { data: await datasets.datasource(id, principal) };
}
