/**
 * Saving a dataset's column and metric lists as Superset's DatasetDAO.update_columns/metrics do:
 * the list sent is the whole list; items with an `id` update that item, items without create one,
 * and existing items missing from the list are deleted. Validation answers with Superset's
 * messages before anything is written. Renames go through a temporary name so swapping two names
 * in one save does not trip the (dataset_id, name) unique constraint.
 */
import { UnprocessableError } from '@panorama/core/errors/app-error';
import type { DatasetColumnPut, DatasetMetricPut } from '@panorama/core/schemas/dataset';
import type {
  DatasetColumnRow,
  DatasetMetricRow,
  NewDatasetColumnRow,
  NewDatasetMetricRow,
} from '../../store/schema';
import type { Db } from './datasets.repository';
import { blankColumnRow } from './dataset-source';
import { blankMetricRow } from './dataset-rows';

type Kind = 'columns' | 'metrics';

const MESSAGES: Record<Kind, { duplicated: string; missing: string; exists: string }> = {
  columns: {
    duplicated: 'One or more columns are duplicated',
    missing: 'One or more columns do not exist',
    exists: 'One or more columns already exist',
  },
  metrics: {
    duplicated: 'One or more metrics are duplicated',
    missing: 'One or more metrics do not exist',
    exists: 'One or more metrics already exist',
  },
};

interface Named {
  id?: number | undefined;
  name: string;
}

/**
 * Superset's _validate_columns/_validate_metrics: names unique in the list, ids belong to the
 * dataset, and (unless overriding) new names not already taken by an existing item.
 */
export function validateCollection(
  kind: Kind,
  existing: { id: number; name: string }[],
  items: Named[],
  override: boolean,
): void {
  const names = items.map((i) => i.name);
  if (new Set(names).size !== names.length)
    throw new UnprocessableError({ [kind]: [MESSAGES[kind].duplicated] });
  const existingIds = new Set(existing.map((e) => e.id));
  if (items.some((i) => i.id !== undefined && !existingIds.has(i.id))) {
    throw new UnprocessableError({ [kind]: [MESSAGES[kind].missing] });
  }
  if (!override) {
    const taken = new Set(existing.map((e) => e.name));
    if (items.some((i) => i.id === undefined && taken.has(i.name))) {
      throw new UnprocessableError({ [kind]: [MESSAGES[kind].exists] });
    }
  }
}

const flag = (value: boolean | null | undefined) => (value ? 1 : 0);

/** Only the fields present in the item, as stored values. */
function columnChanges(item: DatasetColumnPut): Partial<NewDatasetColumnRow> {
  const out: Partial<NewDatasetColumnRow> = { column_name: item.column_name };
  if (item.type !== undefined) out.type = item.type;
  if (item.advanced_data_type !== undefined) out.advanced_data_type = item.advanced_data_type;
  if (item.verbose_name !== undefined) out.verbose_name = item.verbose_name;
  if (item.description !== undefined) out.description = item.description;
  if (item.expression !== undefined)
    out.expression = item.expression?.trim() ? item.expression : null;
  if (item.extra !== undefined) out.extra = item.extra?.trim() ? item.extra : null;
  if (item.filterable !== undefined) out.filterable = flag(item.filterable);
  if (item.groupby !== undefined) out.groupby = flag(item.groupby);
  if (item.is_active !== undefined) out.is_active = item.is_active === false ? 0 : 1;
  if (item.is_dttm !== undefined) out.is_dttm = flag(item.is_dttm);
  if (item.python_date_format !== undefined) out.python_date_format = item.python_date_format;
  return out;
}

export function currencyText(currency: DatasetMetricPut['currency']): string | null | undefined {
  if (currency === undefined || currency === null) return currency;
  return typeof currency === 'string' ? currency : JSON.stringify(currency);
}

function metricChanges(item: DatasetMetricPut): Partial<NewDatasetMetricRow> {
  const out: Partial<NewDatasetMetricRow> = {
    metric_name: item.metric_name,
    expression: item.expression,
  };
  if (item.verbose_name !== undefined) out.verbose_name = item.verbose_name;
  if (item.metric_type !== undefined) out.metric_type = item.metric_type;
  if (item.description !== undefined) out.description = item.description;
  if (item.d3format !== undefined) out.d3format = item.d3format;
  const currency = currencyText(item.currency);
  if (currency !== undefined) out.currency = currency;
  if (item.warning_text !== undefined) out.warning_text = item.warning_text;
  if (item.extra !== undefined) out.extra = item.extra?.trim() ? item.extra : null;
  return out;
}

export async function saveColumns(
  db: Db,
  datasetId: number,
  existing: DatasetColumnRow[],
  items: DatasetColumnPut[],
  now: string,
): Promise<void> {
  const byId = new Map(existing.map((c) => [c.id, c]));
  const kept = new Set(items.flatMap((i) => (i.id !== undefined ? [i.id] : [])));
  const removed = existing.filter((c) => !kept.has(c.id)).map((c) => c.id);
  if (removed.length) await db.deleteFrom('dataset_columns').where('id', 'in', removed).execute();
  for (const item of items) {
    const current = item.id !== undefined ? byId.get(item.id) : undefined;
    if (current && current.column_name !== item.column_name) {
      await db
        .updateTable('dataset_columns')
        .set({ column_name: `__renaming_${current.id}` })
        .where('id', '=', current.id)
        .execute();
    }
  }
  const fresh: NewDatasetColumnRow[] = [];
  for (const item of items) {
    if (item.id !== undefined) {
      await db
        .updateTable('dataset_columns')
        .set({ ...columnChanges(item), changed_on: now })
        .where('id', '=', item.id)
        .execute();
      continue;
    }
    fresh.push({
      ...blankColumnRow(datasetId, item.column_name, now),
      ...columnChanges(item),
      created_on: now,
      changed_on: now,
    });
  }
  for (const row of fresh) await db.insertInto('dataset_columns').values(row).execute();
}

export async function saveMetrics(
  db: Db,
  datasetId: number,
  existing: DatasetMetricRow[],
  items: DatasetMetricPut[],
  now: string,
): Promise<void> {
  const byId = new Map(existing.map((m) => [m.id, m]));
  const kept = new Set(items.flatMap((i) => (i.id !== undefined ? [i.id] : [])));
  const removed = existing.filter((m) => !kept.has(m.id)).map((m) => m.id);
  if (removed.length) await db.deleteFrom('dataset_metrics').where('id', 'in', removed).execute();
  for (const item of items) {
    const current = item.id !== undefined ? byId.get(item.id) : undefined;
    if (current && current.metric_name !== item.metric_name) {
      await db
        .updateTable('dataset_metrics')
        .set({ metric_name: `__renaming_${current.id}` })
        .where('id', '=', current.id)
        .execute();
    }
  }
  for (const item of items) {
    if (item.id !== undefined) {
      await db
        .updateTable('dataset_metrics')
        .set({ ...metricChanges(item), changed_on: now })
        .where('id', '=', item.id)
        .execute();
      continue;
    }
    await db
      .insertInto('dataset_metrics')
      .values({
        ...blankMetricRow(datasetId, item.metric_name, item.expression, now),
        ...metricChanges(item),
        metric_name: item.metric_name,
        expression: item.expression,
      })
      .execute();
  }
}
