/**
 * '%s row(s)' (or 'Loading...'); red, with a warning icon and 'Limit reached: showing N of more
 * rows', when the query was cut at its row limit (Superset's row count label).
 */
import { WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { limitReachedText, resultLimitReached, rowCountText, type ResultCounts } from './rowCount';

export interface RowCountTagProps {
  rowcount: number;
  /** The chart's row limit, for results that do not say which limit they ran under. */
  limit: number | null;
  loading: boolean;
  /** The result's counts and applied limit, as the chart data answer gives them. */
  counts?: ResultCounts | null;
  testId?: string;
}

export function RowCountTag({
  rowcount,
  limit,
  loading,
  counts,
  testId = 'row-count-tag',
}: RowCountTagProps) {
  const result = counts ?? { rowcount };
  const limitReached = !loading && resultLimitReached(result, limit);
  return (
    <Tag
      className="pn-data-pane-row-count"
      color={limitReached ? 'error' : undefined}
      data-testid={testId}
      data-limit-reached={limitReached ? 'true' : 'false'}
    >
      {limitReached && <WarningOutlined className="pn-data-pane-limit-icon" />}
      {rowCountText(rowcount, loading)}
      {limitReached && (
        <span className="pn-data-pane-limit" data-testid="row-limit-reached">
          {limitReachedText(result.sql_rowcount ?? rowcount)}
        </span>
      )}
    </Tag>
  );
}
