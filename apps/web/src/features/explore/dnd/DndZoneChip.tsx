/**
 * One item of a drop zone: a remove button (×), the label (truncated at 40 characters, the full
 * text in a tooltip) that opens the item's popover, and a warning icon when the item's column or
 * metric is not in the dataset (or an info icon for a dashboard's filter). The chip is a sortable
 * item, so it can be dragged to another place in its zone.
 */
import { CloseOutlined, ExclamationCircleOutlined, RightOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { Tooltip } from 'antd';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { truncateLabel } from '@panorama/core/adhoc/adhoc-label';
import { t } from '../../../i18n/t';
import type { ZoneItemDragData } from './dndData';

export interface DndZoneEntry {
  /** A stable React key (option name, or label and position). */
  key: string;
  label: string;
  /** 'This column might be incompatible with current dataset', when it is. */
  warning?: string | null;
  /** A notice shown instead of editing (a filter inherited from the dashboard). */
  notice?: string | null;
  removable?: boolean;
  /** Wraps the label button in the item's popover trigger; omitted for read-only items. */
  wrapLabel?: (labelButton: ReactNode) => ReactNode;
}

export interface DndZoneChipProps {
  id: string;
  zone: string;
  index: number;
  entry: DndZoneEntry;
  onRemove: () => void;
}

/** Enter and Space act on the buttons inside the chip, not start a keyboard drag of the chip. */
function keepKeysInside(event: KeyboardEvent) {
  if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
}

export function DndZoneChip({ id, zone, index, entry, onRemove }: DndZoneChipProps) {
  const data: ZoneItemDragData = { kind: 'zone-item', zone, index, label: entry.label };
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id,
    data,
  });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition: transition ?? undefined,
    opacity: isDragging ? 0.4 : undefined,
  };
  const shown = truncateLabel(entry.label);
  const labelButton = (
    <button
      type="button"
      className="pn-dnd-item-label"
      data-testid="dnd-zone-item-label"
      onKeyDown={keepKeysInside}
      disabled={!entry.wrapLabel}
    >
      <Tooltip title={shown !== entry.label ? entry.label : undefined}>
        <span className="pn-dnd-item-text">{shown}</span>
      </Tooltip>
      {entry.wrapLabel ? <RightOutlined className="pn-dnd-item-caret" /> : null}
    </button>
  );
  const removable = entry.removable ?? true;

  return (
    <div
      ref={setNodeRef}
      style={style}
      className="pn-dnd-item"
      data-testid="dnd-zone-item"
      {...attributes}
      {...listeners}
      // The chip itself is the drag handle; its label is announced by the buttons inside.
      role="listitem"
      aria-roledescription={t('sortable item')}
    >
      {removable ? (
        <button
          type="button"
          className="pn-dnd-item-remove"
          aria-label={t('Remove %s', entry.label)}
          data-testid="dnd-zone-item-remove"
          onKeyDown={keepKeysInside}
          onClick={onRemove}
        >
          <CloseOutlined />
        </button>
      ) : null}
      {entry.wrapLabel ? entry.wrapLabel(labelButton) : labelButton}
      {entry.warning || entry.notice ? (
        <Tooltip title={entry.warning || entry.notice}>
          <ExclamationCircleOutlined
            className={entry.warning ? 'pn-dnd-item-warning' : 'pn-dnd-item-notice'}
            aria-label={entry.warning || entry.notice || undefined}
            data-testid={entry.warning ? 'dnd-zone-item-warning' : 'dnd-zone-item-notice'}
          />
        </Tooltip>
      ) : null}
    </div>
  );
}
