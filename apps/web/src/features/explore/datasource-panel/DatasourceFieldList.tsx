/**
 * The searchable body of the panel: 'Search Metrics & Columns', then collapsible Metrics and
 * Columns sections, each with 'Showing X of Y' and, past 50 rows, 'Show all...'.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse, Input } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/t';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { DEFAULT_MAX_ITEMS, searchColumns, searchMetrics, visibleItems } from './datasourceItems';
import { ColumnRow, MetricRow } from './DatasourceFieldRow';

/** Superset's session flag for the "Create a dataset" hint on query datasources. */
const INFOBOX_STORAGE_KEY = 'showInfobox';

function infoboxDismissed(): boolean {
  try {
    return sessionStorage.getItem(INFOBOX_STORAGE_KEY) === 'false';
  } catch {
    // Storage can be unavailable (privacy modes); then the hint simply shows.
    return false;
  }
}

function dismissInfobox(): void {
  try {
    sessionStorage.setItem(INFOBOX_STORAGE_KEY, 'false');
  } catch {
    // Nothing to remember it in; it will show again next time.
  }
}

interface SectionProps<T> {
  items: readonly T[];
  renderRow: (item: T) => ReactNode;
  emptyText: string;
}

function SectionBody<T>({
  items,
  testId,
  renderRow,
  emptyText,
}: SectionProps<T> & { testId: string }) {
  const [showAll, setShowAll] = useState(false);
  const shown = visibleItems(items, showAll);
  return (
    <div className="pn-ds-section" data-testid={testId}>
      <div className="pn-ds-count">{t('Showing %s of %s', shown.length, items.length)}</div>
      {items.length === 0 ? <div className="pn-ds-empty">{emptyText}</div> : null}
      {shown.map(renderRow)}
      {items.length > DEFAULT_MAX_ITEMS ? (
        <Button
          type="link"
          size="small"
          className="pn-ds-show-all"
          onClick={() => setShowAll((v) => !v)}
        >
          {showAll ? t('Show less...') : t('Show all...')}
        </Button>
      ) : null}
    </div>
  );
}

/** One collapsible section of the panel; its key also names it for tests (`datasource-<key>`). */
function collapseSection<T>(key: string, title: string, body: SectionProps<T>) {
  return {
    key,
    label: <span className="pn-ds-section-title">{title}</span>,
    children: <SectionBody testId={`datasource-${key}`} {...body} />,
  };
}

export interface DatasourceFieldListProps {
  datasource: DatasourceJson;
  /** Opens "Save as dataset"; the hint offering it shows for query datasources only. */
  onCreateDataset?: () => void;
}

export function DatasourceFieldList({ datasource, onCreateDataset }: DatasourceFieldListProps) {
  const [search, setSearch] = useState('');
  // Typing stays responsive on wide tables: the lists catch up at lower priority.
  const deferredSearch = useDeferredValue(search);
  const metrics = useMemo(
    () => searchMetrics(datasource.metrics, deferredSearch),
    [datasource.metrics, deferredSearch],
  );
  const columns = useMemo(
    () => searchColumns(datasource.columns, deferredSearch),
    [datasource.columns, deferredSearch],
  );
  const [showInfobox, setShowInfobox] = useState(() => !infoboxDismissed());

  return (
    <div className="pn-ds-fields">
      <Input
        allowClear
        size="small"
        className="pn-ds-search"
        prefix={<SearchOutlined />}
        placeholder={t('Search Metrics & Columns')}
        aria-label={t('Search Metrics & Columns')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        data-testid="datasource-search"
      />
      {datasource.type === 'query' && onCreateDataset && showInfobox ? (
        <Alert
          type="info"
          className="pn-ds-infobox"
          closable={{
            onClose: () => {
              dismissInfobox();
              setShowInfobox(false);
            },
          }}
          title={
            <>
              <Button
                type="link"
                size="small"
                className="pn-ds-inline-link"
                onClick={onCreateDataset}
              >
                {t('Create a dataset')}
              </Button>
              {t(' to edit or add columns and metrics.')}
            </>
          }
        />
      ) : null}
      <Collapse
        ghost
        size="small"
        className="pn-ds-collapse"
        expandIconPlacement="end"
        defaultActiveKey={['metrics', 'columns']}
        items={[
          collapseSection('metrics', t('Metrics'), {
            items: metrics,
            emptyText: t('No metrics'),
            renderRow: (metric) => <MetricRow key={metric.metric_name} metric={metric} />,
          }),
          collapseSection('columns', t('Columns'), {
            items: columns,
            emptyText: t('No columns'),
            renderRow: (column) => <ColumnRow key={column.column_name} column={column} />,
          }),
        ]}
      />
    </div>
  );
}
