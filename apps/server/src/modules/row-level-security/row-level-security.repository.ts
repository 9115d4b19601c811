/**
 * Kysely access to the row-level-security tables: the rules, the datasets each guards and the
 * roles each names. Checks (known datasets and roles, the clause guard, unique names) are the
 * service's; this file only reads and writes rows.
 */
import type { Kysely } from 'kysely';
import type { MetadataSchema, RlsFilterRow } from '../../store/schema';
import { AuditedTable, type StoreExecutor } from '../shared/audited-table';
import { replaceLinks, type LinkTable } from '../shared/link-rows';

const RULE_TABLES: LinkTable = {
  table: 'rls_filter_tables',
  ownKey: 'rls_filter_id',
  linkedKey: 'table_id',
};
const RULE_ROLES: LinkTable = {
  table: 'rls_filter_roles',
  ownKey: 'rls_filter_id',
  linkedKey: 'role_id',
};

export interface RuleTableRef {
  rls_filter_id: number;
  id: number;
  schema: string | null;
  table_name: string;
}

export interface RuleRoleRef {
  rls_filter_id: number;
  id: number;
  name: string;
}

/** A rule binding a dataset, with one of the roles it names (null: it names none). */
export interface DatasetRuleRow {
  id: number;
  filter_type: string;
  group_key: string | null;
  clause: string;
  role_id: number | null;
}

export class RowLevelSecurityRepository {
  readonly rules: AuditedTable<'row_level_security_filters'>;

  constructor(private readonly db: StoreExecutor) {
    this.rules = new AuditedTable(db, 'row_level_security_filters');
  }

  /** Runs `work` in one transaction, on a repository bound to it. */
  transaction<T>(work: (repository: RowLevelSecurityRepository) => Promise<T>): Promise<T> {
    return (this.db as Kysely<MetadataSchema>)
      .transaction()
      .execute((trx) => work(new RowLevelSecurityRepository(trx)));
  }

  async ruleRows(ids: number[]): Promise<RlsFilterRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('row_level_security_filters')
      .selectAll()
      .where('id', 'in', ids)
      .execute();
  }

  async ruleRow(id: number): Promise<RlsFilterRow | undefined> {
    return (await this.ruleRows([id]))[0];
  }

  /** The datasets each rule guards, by table name. */
  tablesOf(ids: number[]): Promise<RuleTableRef[]> {
    return this.db
      .selectFrom('rls_filter_tables as ft')
      .innerJoin('datasets as d', 'd.id', 'ft.table_id')
      .select(['ft.rls_filter_id', 'd.id', 'd.schema', 'd.table_name'])
      .where('ft.rls_filter_id', 'in', ids)
      .orderBy('d.table_name')
      .execute();
  }

  /** The roles each rule names, by name. */
  rolesOf(ids: number[]): Promise<RuleRoleRef[]> {
    return this.db
      .selectFrom('rls_filter_roles as fr')
      .innerJoin('roles as r', 'r.id', 'fr.role_id')
      .select(['fr.rls_filter_id', 'r.id', 'r.name'])
      .where('fr.rls_filter_id', 'in', ids)
      .orderBy('r.name')
      .execute();
  }

  /** The engines (backends) of the given datasets; a missing dataset is simply absent. */
  async datasetBackends(datasetIds: number[]): Promise<string[]> {
    if (datasetIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('datasets as d')
      .innerJoin('databases as b', 'b.id', 'd.database_id')
      .select(['d.id', 'b.backend'])
      .where('d.id', 'in', datasetIds)
      .execute();
    return rows.map((r) => r.backend);
  }

  /** How many of the role ids name a role. */
  async existingRoleCount(roleIds: number[]): Promise<number> {
    if (roleIds.length === 0) return 0;
    const rows = await this.db
      .selectFrom('roles')
      .select('id')
      .where('id', 'in', roleIds)
      .execute();
    return rows.length;
  }

  async tableIdsOf(id: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('rls_filter_tables')
      .select('table_id')
      .where('rls_filter_id', '=', id)
      .execute();
    return rows.map((r) => r.table_id);
  }

  replaceTables(id: number, datasetIds: readonly number[]): Promise<void> {
    return replaceLinks(this.db, RULE_TABLES, id, datasetIds);
  }

  replaceRoles(id: number, roleIds: readonly number[]): Promise<void> {
    return replaceLinks(this.db, RULE_ROLES, id, roleIds);
  }

  /** Deletes the rules with their dataset and role links. */
  async deleteRules(ids: number[]): Promise<void> {
    // The link rows would go with them (ON DELETE CASCADE); deleting them first does not depend
    // on SQLite's foreign_keys setting.
    await this.db.deleteFrom('rls_filter_tables').where('rls_filter_id', 'in', ids).execute();
    await this.db.deleteFrom('rls_filter_roles').where('rls_filter_id', 'in', ids).execute();
    await this.rules.deleteIds(ids);
  }

  /** Every rule guarding the dataset, one row per role it names. */
  datasetRules(datasetId: number): Promise<DatasetRuleRow[]> {
    return this.db
      .selectFrom('rls_filter_tables as ft')
      .innerJoin('row_level_security_filters as f', 'f.id', 'ft.rls_filter_id')
      .leftJoin('rls_filter_roles as fr', 'fr.rls_filter_id', 'f.id')
      .select(['f.id', 'f.filter_type', 'f.group_key', 'f.clause', 'fr.role_id'])
      .where('ft.table_id', '=', datasetId)
      .execute();
  }

  /** The physical datasets of a database that some rule guards. */
  ruledPhysicalDatasets(
    databaseId: number,
  ): Promise<{ id: number; schema: string | null; table_name: string }[]> {
    return this.db
      .selectFrom('rls_filter_tables as ft')
      .innerJoin('datasets as d', 'd.id', 'ft.table_id')
      .select(['d.id', 'd.schema', 'd.table_name'])
      .distinct()
      .where('d.database_id', '=', databaseId)
      .where((eb) => eb.or([eb('d.sql', 'is', null), eb('d.sql', '=', '')]))
      .orderBy('d.id')
      .execute();
  }
}
