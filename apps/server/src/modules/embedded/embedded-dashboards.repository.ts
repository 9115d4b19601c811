/** The `embedded_dashboards` table: which dashboards may be framed, and by which domains. */
import type { Kysely, Selectable } from 'kysely';
import type { EmbeddedDashboardsTable, MetadataSchema } from '../../store/schema';

export type EmbeddedDashboardRow = Selectable<EmbeddedDashboardsTable>;

export class EmbeddedDashboardsRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  forDashboard(dashboardId: number): Promise<EmbeddedDashboardRow | undefined> {
    return this.db
      .selectFrom('embedded_dashboards')
      .selectAll()
      .where('dashboard_id', '=', dashboardId)
      .executeTakeFirst();
  }

  byUuids(uuids: string[]): Promise<EmbeddedDashboardRow[]> {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('embedded_dashboards')
      .selectAll()
      .where('uuid', 'in', uuids)
      .execute();
  }

  async insert(row: EmbeddedDashboardRow): Promise<void> {
    await this.db.insertInto('embedded_dashboards').values(row).execute();
  }

  async updateDomains(
    uuid: string,
    changes: { allowed_domains: string; changed_on: string; changed_by_fk: number },
  ): Promise<void> {
    await this.db
      .updateTable('embedded_dashboards')
      .set(changes)
      .where('uuid', '=', uuid)
      .execute();
  }

  async deleteForDashboard(dashboardId: number): Promise<void> {
    await this.db
      .deleteFrom('embedded_dashboards')
      .where('dashboard_id', '=', dashboardId)
      .execute();
  }
}
