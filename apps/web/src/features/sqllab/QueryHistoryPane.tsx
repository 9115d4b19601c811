/**
 * Query history below the editor: this tab's runs or all of the user's queries (the server's
 * list), searchable by SQL, with status tags; any entry re-opens in a new tab.
 */
import { Button, Segmented, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { t } from '../../i18n/t';
import { sqlFirstLine } from '../saved-queries';
import { formatDuration, historyFromListItem, stateColor, tabHistory } from './queryHistory';
import { useGetQueryHistoryQuery } from './sqllabApi';
import type { HistoryEntry, QueryRecord, SqlLabDatabase, TabSeed } from './sqllabTypes';
import { ToolbarSearch } from './ToolbarSearch';

export type HistoryScope = 'tab' | 'all';

export interface QueryHistoryPaneProps {
  tabId: number;
  initialScope?: HistoryScope;
  queries: Readonly<Record<string, QueryRecord>>;
  databases: readonly SqlLabDatabase[];
  onOpen: (seed: Partial<TabSeed>) => void;
}

function formatStart(ms: number | null): string {
  return ms === null ? '' : new Date(ms).toLocaleString();
}

export function QueryHistoryPane({
  tabId,
  initialScope = 'tab',
  queries,
  databases,
  onOpen,
}: QueryHistoryPaneProps) {
  const [scope, setScope] = useState<HistoryScope>(initialScope);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const all = useGetQueryHistoryQuery(deferredSearch, {
    skip: scope !== 'all',
    refetchOnMountOrArgChange: true,
  });
  const tabEntries = useMemo(
    () =>
      tabHistory(
        queries,
        tabId,
        deferredSearch,
        (dbId) => databases.find((db) => db.id === dbId)?.database_name ?? '',
      ),
    [databases, deferredSearch, queries, tabId],
  );
  const serverEntries = useMemo(() => (all.data ?? []).map(historyFromListItem), [all.data]);
  const entries = scope === 'tab' ? tabEntries : serverEntries;

  const columns: TableColumnsType<HistoryEntry> = [
    {
      key: 'state',
      title: t('State'),
      width: 90,
      render: (_, entry) => (
        <Tag color={stateColor(entry.state)} data-testid="history-state">
          {entry.state}
        </Tag>
      ),
    },
    { key: 'start', title: t('Started'), width: 175, render: (_, e) => formatStart(e.startMs) },
    {
      key: 'duration',
      title: t('Duration'),
      width: 90,
      render: (_, e) => formatDuration(e.startMs, e.endMs),
    },
    { key: 'rows', title: t('Rows'), width: 70, align: 'right', render: (_, e) => e.rows ?? '' },
    {
      key: 'sql',
      title: t('SQL'),
      render: (_, entry) => (
        <Tooltip title={<pre className="pn-sqllab-history-sql-full">{entry.sql}</pre>}>
          <code className="pn-sqllab-history-sql">{sqlFirstLine(entry.sql)}</code>
        </Tooltip>
      ),
    },
    { key: 'db', title: t('Database'), width: 120, render: (_, e) => e.databaseName },
    ...(scope === 'all'
      ? [
          {
            key: 'tab',
            title: t('Tab'),
            width: 130,
            render: (_: unknown, e: HistoryEntry) => e.tabName,
          },
        ]
      : []),
    {
      key: 'open',
      title: '',
      width: 130,
      render: (_, entry) => (
        <Button
          size="small"
          type="link"
          onClick={() =>
            onOpen({
              label: entry.tabName ? t('Copy of %s', entry.tabName) : '',
              sql: entry.sql,
              dbId: entry.dbId,
              schema: entry.schema,
            })
          }
          data-testid="history-open"
        >
          {t('Open in new tab')}
        </Button>
      ),
    },
  ];

  return (
    <div className="pn-sqllab-history" data-testid="query-history">
      <div className="pn-sqllab-history-bar">
        <Segmented<HistoryScope>
          size="small"
          value={scope}
          onChange={setScope}
          options={[
            { value: 'tab', label: t('This tab') },
            { value: 'all', label: t('All queries') },
          ]}
          data-testid="history-scope"
        />
        <ToolbarSearch
          className="pn-sqllab-history-search"
          placeholder={t('Search SQL')}
          value={search}
          onChange={setSearch}
          testId="history-search"
        />
      </div>
      <Table<HistoryEntry>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={entries}
        loading={scope === 'all' && all.isFetching}
        pagination={false}
        scroll={{ y: 'calc(100% - 40px)' }}
        onRow={() => ({ 'data-testid': 'history-row' }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: t('No query history yet') }}
      />
    </div>
  );
}
