/**
 * The left panel: the tables of the tab's database and schema, searchable; a table opens to its
 * columns and types, and offers a preview of its first rows, 'Copy SELECT statement' and
 * inserting its name into the editor.
 */
import {
  CopyOutlined,
  DownOutlined,
  EyeOutlined,
  PlusOutlined,
  RightOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Empty, Input, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { useCopyToClipboard } from '../../components/useCopyToClipboard';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { datasetEditApi, useGetSchemaTablesQuery, useGetTableMetadataQuery } from '../datasets';
import { fallbackSelectStar } from '../explore';
import { IconButton } from '../../components/IconButton';

/** Tables listed at once; a search narrows longer schemas. */
const MAX_LISTED_TABLES = 500;

export interface SchemaBrowserProps {
  dbId: number | null;
  schema: string | null;
  onPreview: (table: string, selectStar: string) => void;
  onInsert: (text: string) => void;
}

function useSelectStar(dbId: number, schema: string) {
  const dispatch = useAppDispatch();
  return async (table: string): Promise<string> => {
    const request = dispatch(
      datasetEditApi.endpoints.getTableMetadata.initiate({ databaseId: dbId, schema, table }),
    );
    try {
      const metadata = await request.unwrap();
      const selectStar = (metadata as { selectStar?: unknown }).selectStar;
      return typeof selectStar === 'string' && selectStar.trim() !== ''
        ? selectStar
        : fallbackSelectStar(table, schema);
    } finally {
      request.unsubscribe();
    }
  };
}

function TableColumns({ dbId, schema, table }: { dbId: number; schema: string; table: string }) {
  const metadata = useGetTableMetadataQuery({ databaseId: dbId, schema, table });
  if (metadata.isLoading) return <Spin size="small" className="pn-sqllab-columns-loading" />;
  if (metadata.error) return <Alert type="error" showIcon title={errorMessage(metadata.error)} />;
  return (
    <ul className="pn-sqllab-columns">
      {(metadata.data?.columns ?? []).map((column) => (
        <li key={column.name} className="pn-sqllab-column" data-testid="table-column">
          <span className="pn-sqllab-column-name" data-testid="table-column-name">
            {column.name}
          </span>
          <span className="pn-sqllab-column-type">{column.type ?? ''}</span>
        </li>
      ))}
    </ul>
  );
}

function TableItem({
  dbId,
  schema,
  table,
  onPreview,
  onInsert,
}: { dbId: number; schema: string; table: string } & Pick<
  SchemaBrowserProps,
  'onPreview' | 'onInsert'
>) {
  const [open, setOpen] = useState(false);
  const copy = useCopyToClipboard();
  const dispatch = useAppDispatch();
  const selectStar = useSelectStar(dbId, schema);
  const withSelectStar = (use: (sql: string) => unknown) => {
    selectStar(table)
      .then(use)
      .catch((error: unknown) => dispatch(dangerToastAdded(errorMessage(error))));
  };

  return (
    <li className="pn-sqllab-table" data-testid="table-item">
      <div className="pn-sqllab-table-row">
        <button
          type="button"
          className="pn-sqllab-table-toggle"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          data-testid="table-toggle"
        >
          {open ? <DownOutlined /> : <RightOutlined />}
          <TableOutlined />
          <span className="pn-sqllab-table-name" title={table}>
            {table}
          </span>
        </button>
        <span className="pn-sqllab-table-actions">
          <IconButton
            title={t('Preview first rows')}
            icon={<EyeOutlined />}
            onClick={() => withSelectStar((sql) => onPreview(table, sql))}
            data-testid="table-preview"
          />
          <IconButton
            title={t('Copy SELECT statement')}
            icon={<CopyOutlined />}
            onClick={() => withSelectStar((sql) => copy(sql))}
            data-testid="table-copy-select"
          />
          <IconButton
            title={t('Insert into the editor')}
            icon={<PlusOutlined />}
            onClick={() => onInsert(table)}
            data-testid="table-insert"
          />
        </span>
      </div>
      {open && <TableColumns dbId={dbId} schema={schema} table={table} />}
    </li>
  );
}

export function SchemaBrowser({ dbId, schema, onPreview, onInsert }: SchemaBrowserProps) {
  const [search, setSearch] = useState('');
  const tables = useGetSchemaTablesQuery(
    dbId !== null && schema !== null ? { databaseId: dbId, schema } : skipToken,
  );
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (tables.data ?? [])
      .map((table) => table.value)
      .filter((name) => needle === '' || name.toLowerCase().includes(needle));
  }, [search, tables.data]);

  let body;
  if (dbId === null || schema === null)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('Select a schema to see its tables')}
      />
    );
  else if (tables.isLoading) body = <Spin className="pn-sqllab-columns-loading" />;
  else if (tables.error) body = <Alert type="error" showIcon title={errorMessage(tables.error)} />;
  else if (matching.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No tables found')} />;
  else
    body = (
      <ul className="pn-sqllab-tables">
        {matching.slice(0, MAX_LISTED_TABLES).map((table) => (
          <TableItem
            key={table}
            dbId={dbId}
            schema={schema}
            table={table}
            onPreview={onPreview}
            onInsert={onInsert}
          />
        ))}
      </ul>
    );

  return (
    <div className="pn-sqllab-browser" data-testid="table-browser">
      <Input.Search
        size="small"
        allowClear
        placeholder={t('Search tables')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        data-testid="table-search"
      />
      {tables.data && matching.length > MAX_LISTED_TABLES && (
        <p className="pn-sqllab-browser-note">
          {t(
            'Showing %s of %s tables; search to narrow the list.',
            MAX_LISTED_TABLES,
            matching.length,
          )}
        </p>
      )}
      {body}
    </div>
  );
}
