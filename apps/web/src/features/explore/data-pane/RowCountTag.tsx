/** '%s row(s)' (or 'Loading...'), red with 'Limit reached' when the query hit its row limit. */
import { Tag, Tooltip } from 'antd';
import { t } from '../../../i18n/t';
import { isLimitReached, rowCountText } from './rowCount';

export interface RowCountTagProps {
  rowcount: number;
  limit: number | null;
  loading: boolean;
}

export function RowCountTag({ rowcount, limit, loading }: RowCountTagProps) {
  const limitReached = !loading && isLimitReached(rowcount, limit);
  return (
    <Tooltip title={limitReached ? t('Limit reached') : undefined}>
      <Tag
        className="pn-data-pane-row-count"
        color={limitReached ? 'error' : undefined}
        data-testid="row-count-tag"
      >
        {rowCountText(rowcount, loading)}
        {limitReached && <span className="pn-data-pane-limit">{t('Limit reached')}</span>}
      </Tag>
    </Tooltip>
  );
}
