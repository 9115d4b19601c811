/**
 * Annotation layers and their annotations (Superset's `annotation_layer` / `annotation`): named
 * layers holding time-stamped events and intervals that time-series charts draw over their data.
 * Annotation times are naive UTC ISO strings (`2024-01-31T12:00:00`), so text comparison orders
 * them. Frozen: change with a new migration.
 */
import type { Kysely } from 'kysely';
import { withAudit, withId } from './dialect-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(withId(db, db.schema.createTable('annotation_layers')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('descr', 'text')
    .execute();

  await withAudit(withId(db, db.schema.createTable('annotations')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('layer_id', 'integer', (c) =>
      c.notNull().references('annotation_layers.id').onDelete('cascade'),
    )
    .addColumn('start_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('short_descr', 'varchar(500)', (c) => c.notNull())
    .addColumn('long_descr', 'text')
    .addColumn('json_metadata', 'text')
    .addUniqueConstraint('annotations_layer_short_descr', ['layer_id', 'short_descr'])
    .execute();
  // Chart data reads a layer's annotations overlapping a time range.
  await db.schema
    .createIndex('annotations_layer_time')
    .on('annotations')
    .columns(['layer_id', 'start_dttm'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('annotations').ifExists().execute();
  await db.schema.dropTable('annotation_layers').ifExists().execute();
}
