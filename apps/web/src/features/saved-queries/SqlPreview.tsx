/** The SQL cell: its first line, and the whole query in a popover with a copy button. */
import { CopyOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { t } from '../../i18n/t';
import { useCopyToClipboard } from '../../components/useCopyToClipboard';
import { sqlFirstLine } from './savedQueryTypes';

export function SqlPreview({ sql }: { sql: string }) {
  const copyToClipboard = useCopyToClipboard();
  const copy = () => void copyToClipboard(sql, t('SQL Copied!'));

  const content = (
    <div className="pn-sql-popover" data-testid="sql-popover">
      <pre className="pn-sql-full">{sql}</pre>
      <Button size="small" icon={<CopyOutlined />} onClick={copy} data-testid="sql-copy">
        {t('Copy')}
      </Button>
    </div>
  );

  return (
    <Popover content={content} title={t('Query preview')} trigger="click" placement="bottomLeft">
      <button type="button" className="pn-sql-preview" data-testid="sql-preview">
        <code>{sqlFirstLine(sql)}</code>
      </button>
    </Popover>
  );
}
