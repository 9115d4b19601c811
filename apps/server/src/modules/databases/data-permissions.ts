/**
 * The per-object data permissions Superset keeps in step with databases and datasets, so an
 * admin can grant them to roles: `database_access` on `[db].(id:N)`, `datasource_access` on
 * `[db].[table](id:N)` and `schema_access` on `[db].[schema]`. They are created with the object,
 * renamed when a name in them changes (keeping every grant) and deleted with the object.
 */
import { type Kysely, sql } from 'kysely';
import { likePattern } from '../../rest/list-engine';
import {
  databaseViewMenu,
  datasetViewMenu,
  schemaViewMenu,
} from '../../security/permission-catalog';
import type { SecurityRepository } from '../security/security.repository';
import type { MetadataSchema } from '../../store/schema';

/** view_menus.name is varchar(255); a longer name cannot be stored, so it is not created. */
const MAX_VIEW_MENU_LENGTH = 255;

export interface DatabaseRef {
  id: number;
  database_name: string;
}

export interface DatasetRef {
  id: number;
  table_name: string;
  schema: string | null;
}

export class DataPermissions {
  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly securityRepo: SecurityRepository,
  ) {}

  async databaseCreated(database: DatabaseRef): Promise<void> {
    await this.ensure('database_access', databaseViewMenu(database));
  }

  /** A rename changes the database's menu and every dataset and schema menu naming it. */
  async databaseRenamed(
    before: DatabaseRef,
    after: DatabaseRef,
    datasets: DatasetRef[],
  ): Promise<void> {
    if (before.database_name === after.database_name) return;
    await this.rename(databaseViewMenu(before), databaseViewMenu(after));
    for (const dataset of datasets)
      await this.rename(datasetViewMenu(before, dataset), datasetViewMenu(after, dataset));
    const schemas = new Set(datasets.map((d) => d.schema).filter((s): s is string => s !== null));
    for (const schema of schemas)
      await this.rename(schemaViewMenu(before, schema), schemaViewMenu(after, schema));
  }

  /** Removes the database's menu and its schema menus (a deleted database has no datasets left). */
  async databaseDeleted(database: DatabaseRef): Promise<void> {
    await this.securityRepo.deleteViewMenu(databaseViewMenu(database));
    const prefix = schemaViewMenu(database, '');
    const candidates = await this.db
      .selectFrom('view_menus')
      .select('name')
      .where(sql<boolean>`name like ${likePattern(prefix.slice(0, -1), 'starts')} escape '\\'`)
      .execute();
    for (const { name } of candidates) {
      const schema = name.slice(prefix.length - 1, -1);
      // Only `[db].[schema]`: a bracket inside would mean another database's longer name.
      if (
        name.endsWith(']') &&
        !schema.includes(']') &&
        name === schemaViewMenu(database, schema)
      ) {
        await this.securityRepo.deleteViewMenu(name);
      }
    }
  }

  async datasetCreated(database: DatabaseRef, dataset: DatasetRef): Promise<void> {
    await this.ensure('datasource_access', datasetViewMenu(database, dataset));
    if (dataset.schema !== null)
      await this.ensure('schema_access', schemaViewMenu(database, dataset.schema));
  }

  async datasetChanged(
    before: { database: DatabaseRef; dataset: DatasetRef },
    after: { database: DatabaseRef; dataset: DatasetRef },
  ): Promise<void> {
    const from = datasetViewMenu(before.database, before.dataset);
    const to = datasetViewMenu(after.database, after.dataset);
    if (from !== to) await this.rename(from, to);
    await this.datasetCreated(after.database, after.dataset);
  }

  async datasetDeleted(database: DatabaseRef, dataset: DatasetRef): Promise<void> {
    await this.securityRepo.deleteViewMenu(datasetViewMenu(database, dataset));
  }

  private async ensure(permission: string, viewMenu: string): Promise<void> {
    if (viewMenu.length > MAX_VIEW_MENU_LENGTH) return;
    await this.securityRepo.ensurePermissionView(permission, viewMenu);
  }

  private async rename(from: string, to: string): Promise<void> {
    if (from === to) return;
    if (to.length > MAX_VIEW_MENU_LENGTH) {
      await this.securityRepo.deleteViewMenu(from);
      return;
    }
    // A leftover menu with the new name would make the rename collide; it names nothing live.
    const clash = await this.db
      .selectFrom('view_menus')
      .select('id')
      .where('name', '=', to)
      .executeTakeFirst();
    if (clash) await this.securityRepo.deleteViewMenu(to);
    await this.securityRepo.renameViewMenu(from, to);
  }
}
