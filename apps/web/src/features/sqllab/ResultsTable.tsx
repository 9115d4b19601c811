/**
 * A successful result: 'N rows returned' (and a notice when the server's display limit cut the
 * rows), a filter box, 'Copy to Clipboard' (tab-separated), the caller's actions and the table.
 */
import { CopyOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { TemporalFormat } from '../../components/data-table/cellFormat';
import { VirtualDataTable } from '../../components/data-table/VirtualDataTable';
import { useCopyToClipboard } from '../../components/useCopyToClipboard';
import { t } from '../../i18n/t';
import { QueryTimer } from './QueryTimer';
import { resultTableColumns, resultTsv, rowCountMessage } from './resultTable';
import { formatRowLimit } from './rowLimits';
import type { QueryRecord, QueryResults } from './sqllabTypes';
import { ToolbarSearch } from './ToolbarSearch';

export function ResultsTable({
  query,
  results,
  actions,
}: {
  query: QueryRecord;
  results: QueryResults;
  actions?: ReactNode;
}) {
  const copy = useCopyToClipboard();
  const [filter, setFilter] = useState('');
  const [formats, setFormats] = useState<Record<string, TemporalFormat>>({});
  const columns = useMemo(() => resultTableColumns(results), [results]);
  const count = rowCountMessage(results.data.length);

  return (
    <div className="pn-sqllab-results">
      <div className="pn-sqllab-results-bar">
        <Space size={6} wrap>
          <Tag color="success" data-testid="row-count">
            {t(count.message, formatRowLimit(count.count))}
          </Tag>
          {results.displayLimitReached && (
            <Tooltip title={t('Download to CSV to get every row.')}>
              <Tag color="warning" data-testid="display-limit-reached">
                {t(
                  'The number of results displayed is limited to %s.',
                  formatRowLimit(results.data.length),
                )}
              </Tag>
            </Tooltip>
          )}
          <QueryTimer query={query} />
        </Space>
        <Space size={6} wrap>
          {actions}
          <Button
            size="small"
            icon={<CopyOutlined />}
            onClick={() => void copy(resultTsv(results, formats))}
            data-testid="copy-results"
          >
            {t('Copy to Clipboard')}
          </Button>
          <ToolbarSearch
            className="pn-sqllab-results-filter"
            placeholder={t('Filter results')}
            value={filter}
            onChange={setFilter}
            testId="results-filter"
          />
        </Space>
      </div>
      <div className="pn-sqllab-results-table" data-testid="results-table">
        <VirtualDataTable
          rows={results.data}
          columns={columns}
          filterText={filter}
          temporalFormats={formats}
          onTemporalFormatChange={(key, format) =>
            setFormats((prev) => ({ ...prev, [key]: format }))
          }
          emptyText={t('The query returned no data')}
        />
      </div>
    </div>
  );
}
