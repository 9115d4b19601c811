/**
 * 'View query': the SQL the chart runs, laid out in the database's dialect, in a code viewer
 * with a copy button (which copies the layout shown).
 */
import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { QueryContext } from '@panorama/core/query/query-object';
import { fetchChartSql } from '../../../chart-runtime/chartExport';
import { useCopyToClipboard } from '../../../components/useCopyToClipboard';
import { t } from '../../../i18n/t';
import { formatSqlForDisplay } from './formatSql';
// The dashboard opens this modal without explore's header, whose styles it shares.
import './exploreHeader.css';

export function ViewQueryModal({
  queryContext,
  backend,
  onClose,
}: {
  queryContext: QueryContext;
  /** The database's engine name (`duckdb`, `postgresql`...), for the SQL's layout. */
  backend: string | undefined;
  onClose: () => void;
}) {
  const copy = useCopyToClipboard();
  const [sql, setSql] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchChartSql(queryContext)
      .then((text) => formatSqlForDisplay(text, backend))
      .then((text) => current && setSql(text))
      .catch(
        (err: unknown) => current && setError(err instanceof Error ? err.message : String(err)),
      );
    return () => {
      current = false;
    };
  }, [queryContext, backend]);

  return (
    <Modal
      open
      title={t('View query')}
      onCancel={onClose}
      footer={null}
      width={800}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon message={error} />}
      {!error && sql === null && <Spin />}
      {sql !== null && (
        <div className="pn-code-viewer" data-testid="view-query">
          <Button
            size="small"
            icon={<CopyOutlined />}
            className="pn-code-viewer-copy"
            onClick={() => void copy(sql, t('Copied to clipboard!'))}
            data-testid="view-query-copy"
          >
            {t('Copy')}
          </Button>
          <pre>{sql}</pre>
        </div>
      )}
    </Modal>
  );
}
