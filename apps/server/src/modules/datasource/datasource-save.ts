/**
 * `POST /datasource/save/`: the legacy dataset editor posts the whole dataset JSON back (form
 * field or JSON body `data`, itself JSON text). Columns and metrics are matched to the stored ones
 * by name, as Superset's update_from_object does; the resulting list replaces the stored one.
 */
import {
  ConflictError,
  ForbiddenError,
  UnprocessableError,
  ValidationError,
} from '@panorama/core/errors/app-error';
import {
  datasourceSaveDataSchema,
  type DatasetColumnPut,
  type DatasetMetricPut,
  type DatasetUpdate,
  type Datasource,
  type DatasourceSaveData,
} from '@panorama/core/schemas/dataset';
import type { AuthenticatedPrincipal } from '../../security/principal';
import { requirePermission } from '../../security/principal';
import { extraFromEditor } from '../datasets/dataset-extra';
import type { DatasetsService } from '../datasets/datasets.service';

/** Superset's tooltip and refusal when someone who does not own a dataset edits it. */
export const DATASET_OWNER_REQUIRED =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';
export const DATASET_MANAGED_EXTERNALLY =
  'This dataset is managed externally and cannot be edited in Panorama';

/** Reads `data` from a JSON body, a form body or a multipart body (text or already an object). */
export function parseSaveBody(body: unknown): DatasourceSaveData {
  const raw =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).data : undefined;
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      throw new ValidationError({ data: ['Not valid JSON'] });
    }
  }
  if (typeof data !== 'object' || data === null)
    throw new ValidationError({ data: ['Missing data: the dataset JSON'] });
  const parsed = datasourceSaveDataSchema.safeParse(data);
  if (!parsed.success) {
    const messages: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (messages[issue.path.join('.') || 'data'] ??= []).push(issue.message);
    throw new ValidationError(messages);
  }
  return parsed.data;
}

function duplicates(names: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const name of names) (seen.has(name) ? dup : seen).add(name);
  return [...dup];
}

/**
 * A column or metric of the saved JSON as the dataset update takes it: the stored id when its name
 * already exists, and the editor's certification and warning fields folded into `extra`.
 */
function toItemPut<Item extends EditorItem>(item: Item, id: number | undefined) {
  const {
    id: _id,
    uuid: _uuid,
    certified_by: _cb,
    certification_details: _cd,
    warning_markdown: _wm,
    extra: _extra,
    ...rest
  } = item;
  const extra = extraFromEditor(item);
  return {
    ...rest,
    ...(id !== undefined ? { id } : {}),
    ...(extra !== undefined ? { extra } : {}),
  };
}

type EditorItem = Parameters<typeof extraFromEditor>[0] & { id?: unknown; uuid?: unknown };

/** The dataset update the saved JSON amounts to, columns and metrics matched by name. */
function toUpdate(
  data: DatasourceSaveData,
  existing: { columns: Map<string, number>; metrics: Map<string, number> },
): DatasetUpdate {
  const { id: _id, type: _type, database: _database, columns, metrics, owners, ...fields } = data;
  const update: DatasetUpdate = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (update as Record<string, unknown>)[key] = value;
  }
  if (owners !== undefined) update.owners = owners;
  if (columns !== undefined) {
    update.columns = columns.map((c): DatasetColumnPut =>
      toItemPut(c, existing.columns.get(c.column_name)),
    );
  }
  if (metrics !== undefined) {
    update.metrics = metrics.map((m): DatasetMetricPut =>
      toItemPut(m, existing.metrics.get(m.metric_name)),
    );
  }
  return update;
}

export async function saveDatasource(
  datasets: DatasetsService,
  data: DatasourceSaveData,
  principal: AuthenticatedPrincipal,
): Promise<Datasource> {
  requirePermission(principal, 'can_write', 'Dataset');
  const row = await datasets.getVisible(data.id, principal);
  await datasets.assertOwner(row, principal, DATASET_OWNER_REQUIRED);
  if (row.is_managed_externally === 1) throw new ForbiddenError(DATASET_MANAGED_EXTERNALLY);
  if (data.database?.id !== undefined && data.database.id !== row.database_id) {
    throw new UnprocessableError({
      database: ['Changing the database of a dataset is not allowed'],
    });
  }
  const dupColumns = duplicates((data.columns ?? []).map((c) => c.column_name));
  if (dupColumns.length)
    throw new ConflictError(`Duplicate column name(s): ${dupColumns.join(',')}`);
  const dupMetrics = duplicates((data.metrics ?? []).map((m) => m.metric_name));
  if (dupMetrics.length)
    throw new ConflictError(`Duplicate metric name(s): ${dupMetrics.join(',')}`);
  const [columns, metrics] = await Promise.all([
    datasets.repo.columns([row.id]),
    datasets.repo.metrics([row.id]),
  ]);
  const update = toUpdate(data, {
    columns: new Map((columns.get(row.id) ?? []).map((c) => [c.column_name, c.id])),
    metrics: new Map((metrics.get(row.id) ?? []).map((m) => [m.metric_name, m.id])),
  });
  await datasets.update(row.id, update, principal, {
    override: true,
    forbiddenMessage: DATASET_OWNER_REQUIRED,
  });
  return datasets.datasource(row.id, principal);
}
