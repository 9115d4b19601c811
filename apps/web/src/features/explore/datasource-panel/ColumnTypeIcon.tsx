/** The small type mark in front of a column or metric: ABC, #, a clock, a check, f(x) or ?. */
import { CheckSquareOutlined, ClockCircleOutlined, QuestionOutlined } from '@ant-design/icons';
import { t } from '../../../i18n/t';
import type { ColumnTypeKind } from './columnTypeIcon';
import { TYPE_MARK } from './columnTypeIcon';

const KIND_LABEL: Record<ColumnTypeKind, string> = {
  numeric: 'Numeric',
  string: 'String',
  temporal: 'Temporal',
  boolean: 'Boolean',
  expression: 'Expression',
  unknown: 'Unknown type',
};

export function ColumnTypeIcon({ kind }: { kind: ColumnTypeKind }) {
  const label = t(KIND_LABEL[kind]);
  const content =
    kind === 'temporal' ? (
      <ClockCircleOutlined />
    ) : kind === 'boolean' ? (
      <CheckSquareOutlined />
    ) : kind === 'unknown' ? (
      <QuestionOutlined />
    ) : (
      TYPE_MARK[kind]
    );
  return (
    <span
      className={`pn-ds-type pn-ds-type-${kind}`}
      role="img"
      aria-label={label}
      title={label}
      data-testid="datasource-type-icon"
    >
      {content}
    </span>
  );
}
