/** A tab's database (those exposed in SQL Lab) and schema; a new database clears the schema. */
import { skipToken } from '@reduxjs/toolkit/query';
import { Select } from 'antd';
import { t } from '../../i18n/t';
import { useGetDatabaseSchemasQuery } from '../datasets';
import type { SqlLabDatabase } from './sqllabTypes';

export interface DatabaseSchemaPickersProps {
  databases: readonly SqlLabDatabase[];
  dbId: number | null;
  schema: string | null;
  onChange: (patch: { dbId?: number; schema: string | null }) => void;
}

export function DatabaseSchemaPickers({
  databases,
  dbId,
  schema,
  onChange,
}: DatabaseSchemaPickersProps) {
  const schemas = useGetDatabaseSchemasQuery(dbId ?? skipToken);
  return (
    <div className="pn-sqllab-pickers">
      <Select
        className="pn-sqllab-database"
        size="small"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('Select database')}
        value={dbId ?? undefined}
        options={databases.map((db) => ({ value: db.id, label: db.database_name }))}
        onChange={(value: number) => onChange({ dbId: value, schema: null })}
        notFoundContent={t('No databases are exposed in SQL Lab')}
        aria-label={t('Database')}
        data-testid="database-select"
      />
      <Select
        className="pn-sqllab-schema"
        size="small"
        showSearch
        allowClear
        placeholder={t('Select schema')}
        value={schema ?? undefined}
        loading={schemas.isFetching}
        disabled={dbId === null}
        options={(schemas.data ?? []).map((name) => ({ value: name, label: name }))}
        onChange={(value: string | undefined) => onChange({ schema: value ?? null })}
        aria-label={t('Schema')}
        data-testid="schema-select"
      />
    </div>
  );
}
