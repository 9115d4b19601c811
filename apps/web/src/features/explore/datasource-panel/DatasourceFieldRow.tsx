/**
 * One column or metric row of the panel: type mark, label (verbose name or name) with a tooltip
 * of its details, certification and warning marks. Each row is a dnd-kit draggable whose data is
 * the row's DatasourceDragItem, for the control panel's drop zones (the page owns DndContext).
 */
import { useDraggable } from '@dnd-kit/core';
import { Tooltip } from 'antd';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { CertifiedBadge } from '../../../components/list-view/CertifiedBadge';
import { t } from '../../../i18n/t';
import type { DatasourceColumn, DatasourceMetric } from '../../../models/datasourceTypes';
import { dragItemId } from '../dnd/dragItems';
import type { DatasourceDragItem } from '../dnd/dragItems';
import { ColumnTypeIcon } from './ColumnTypeIcon';
import { columnTypeKind } from './columnTypeIcon';
import type { ColumnTypeKind } from './columnTypeIcon';
import { columnLabel, metricLabel } from './datasourceItems';
import { WarningIconWithTooltip } from './WarningIconWithTooltip';

interface RowDetail {
  label: string;
  name: string;
  type?: string | null;
  expression?: string | null;
  description?: string | null;
}

function DetailTooltip({ detail }: { detail: RowDetail }) {
  return (
    <div className="pn-ds-tooltip">
      <div className="pn-ds-tooltip-title">{detail.label}</div>
      {detail.label !== detail.name ? (
        <div>
          <span className="pn-ds-tooltip-key">{t('Name')}</span> <code>{detail.name}</code>
        </div>
      ) : null}
      {detail.type ? (
        <div>
          <span className="pn-ds-tooltip-key">{t('Type')}</span> {detail.type}
        </div>
      ) : null}
      {detail.expression ? (
        <div>
          <span className="pn-ds-tooltip-key">{t('SQL expression')}</span>{' '}
          <code className="pn-ds-tooltip-code">{detail.expression}</code>
        </div>
      ) : null}
      {detail.description ? (
        <div className="pn-ds-tooltip-description">{detail.description}</div>
      ) : null}
    </div>
  );
}

/** The certification and warning a column or a metric may carry, shown after its label. */
interface RowMarks {
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}

interface DraggableRowProps {
  item: DatasourceDragItem;
  testId: string;
  kind: ColumnTypeKind;
  detail: RowDetail;
  marks: RowMarks;
}

function DraggableRow(props: DraggableRowProps): ReactNode {
  const { item, detail, marks } = props;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dragItemId(item),
    data: item,
  });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className={`pn-ds-row${isDragging ? ' pn-ds-row-dragging' : ''}`}
      data-testid={props.testId}
    >
      <ColumnTypeIcon kind={props.kind} />
      <Tooltip title={<DetailTooltip detail={detail} />} placement="right" mouseEnterDelay={0.4}>
        <span className="pn-ds-row-label">{detail.label}</span>
      </Tooltip>
      <CertifiedBadge certifiedBy={marks.certified_by} details={marks.certification_details} />
      {marks.warning_markdown ? (
        <WarningIconWithTooltip
          markdown={marks.warning_markdown}
          data-testid="datasource-item-warning"
        />
      ) : null}
    </div>
  );
}

export function ColumnRow({ column }: { column: DatasourceColumn }) {
  const item = useMemo<DatasourceDragItem>(() => ({ kind: 'column', column }), [column]);
  return (
    <DraggableRow
      item={item}
      testId={`datasource-column-${column.column_name}`}
      kind={columnTypeKind(column)}
      detail={{
        label: columnLabel(column),
        name: column.column_name,
        type: column.type,
        expression: column.expression,
        description: column.description,
      }}
      marks={column}
    />
  );
}

export function MetricRow({ metric }: { metric: DatasourceMetric }) {
  const item = useMemo<DatasourceDragItem>(() => ({ kind: 'metric', metric }), [metric]);
  return (
    <DraggableRow
      item={item}
      testId={`datasource-metric-${metric.metric_name}`}
      kind="expression"
      detail={{
        label: metricLabel(metric),
        name: metric.metric_name,
        expression: metric.expression,
        description: metric.description,
      }}
      marks={metric}
    />
  );
}
