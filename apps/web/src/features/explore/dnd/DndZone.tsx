/**
 * A drop zone of the control panel (groupby, metrics, adhoc_filters, ...): a labelled box listing
 * the control's items, each removable (×), reorderable by drag and opening its popover on click,
 * plus a "Drop ... here or click" button that adds one. Datasource items dropped here are handed
 * to `onDropItem` when `accepts` says yes.
 *
 * Zones must be inside an ExploreDndProvider to take drops from the datasource panel; a zone
 * rendered outside one brings its own, so its items can still be reordered.
 */
import { useDndContext, useDndMonitor, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/t';
import { ControlHeader } from '../controls/ControlHeader';
import { DndZoneChip, type DndZoneEntry } from './DndZoneChip';
import { datasourceItemOf, reorderOf, zoneDroppableId, zoneItemId, zoneOf } from './dndData';
import type { DatasourceDragItem } from './dragItems';
import { ExploreDndProvider, useInExploreDnd } from './ExploreDndProvider';

export type { DndZoneEntry } from './DndZoneChip';

export interface DndZoneProps {
  /** The control name: the zone is `data-testid="dnd-zone-<name>"`. */
  name: string;
  label?: string;
  description?: string;
  validationErrors: string[];
  /** Shows the header's "takes effect instantly" mark. */
  renderTrigger?: boolean;
  entries: DndZoneEntry[];
  accepts: (item: DatasourceDragItem) => boolean;
  onDropItem: (item: DatasourceDragItem) => void;
  onRemove: (index: number) => void;
  onReorder: (from: number, to: number) => void;
  ghostText: string;
  showGhost: boolean;
  onGhostClick: () => void;
  /**
   * Wraps the "add" anchor (the ghost button, or an empty placeholder when the ghost is hidden) in
   * the new-item popover.
   */
  wrapNewItemAnchor: (anchor: ReactNode) => ReactNode;
}

export function DndZone(props: DndZoneProps) {
  const inProvider = useInExploreDnd();
  if (!inProvider) {
    return (
      <ExploreDndProvider>
        <DndZoneBody {...props} />
      </ExploreDndProvider>
    );
  }
  return <DndZoneBody {...props} />;
}

function DndZoneBody({
  name,
  label,
  description,
  validationErrors,
  renderTrigger,
  entries,
  accepts,
  onDropItem,
  onRemove,
  onReorder,
  ghostText,
  showGhost,
  onGhostClick,
  wrapNewItemAnchor,
}: DndZoneProps) {
  const { setNodeRef } = useDroppable({
    id: zoneDroppableId(name),
    data: { kind: 'zone', zone: name },
  });
  const { active, over } = useDndContext();
  const dragged = datasourceItemOf(active);
  const canAccept = dragged !== null && accepts(dragged);
  const isTarget = canAccept && zoneOf(over) === name;

  useDndMonitor({
    onDragEnd: (event) => {
      const move = reorderOf(name, event.active, event.over);
      if (move) {
        onReorder(move.from, move.to);
        return;
      }
      const item = datasourceItemOf(event.active);
      if (item && zoneOf(event.over) === name && accepts(item)) onDropItem(item);
    },
  });

  const ids = entries.map((_, index) => zoneItemId(name, index));
  const classes = ['pn-dnd-zone'];
  if (canAccept) classes.push('pn-dnd-zone--can-drop');
  if (isTarget) classes.push('pn-dnd-zone--over');
  if (validationErrors.length > 0) classes.push('pn-dnd-zone--invalid');

  const ghost = showGhost ? (
    <button
      type="button"
      className="pn-dnd-ghost"
      data-testid="dnd-zone-ghost"
      onClick={onGhostClick}
    >
      {ghostText}
    </button>
  ) : (
    <span className="pn-dnd-anchor" aria-hidden />
  );

  return (
    <div className="pn-dnd-control">
      <ControlHeader
        name={name}
        label={label}
        description={description}
        validationErrors={validationErrors}
        renderTrigger={renderTrigger}
      />
      <div
        ref={setNodeRef}
        className={classes.join(' ')}
        data-testid={`dnd-zone-${name}`}
        role="group"
        aria-label={label ?? name}
        aria-invalid={validationErrors.length > 0 || undefined}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <div role="list" className="pn-dnd-items">
            {entries.map((entry, index) => (
              <DndZoneChip
                key={entry.key}
                id={zoneItemId(name, index)}
                zone={name}
                index={index}
                entry={entry}
                onRemove={() => onRemove(index)}
              />
            ))}
          </div>
        </SortableContext>
        {wrapNewItemAnchor(ghost)}
      </div>
    </div>
  );
}

/** Superset's ghost texts, single or plural by whether the zone takes several items. */
export function ghostText(kind: 'column' | 'metric' | 'filter', multi: boolean): string {
  if (kind === 'column')
    return multi ? t('Drop columns here or click') : t('Drop a column here or click');
  if (kind === 'metric')
    return multi
      ? t('Drop columns/metrics here or click')
      : t('Drop a column/metric here or click');
  return t('Drop columns/metrics here or click');
}
