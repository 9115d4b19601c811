/**
 * The frame around every dashboard component. In view mode it renders only the component (the
 * frame box is `display: contents`, so the layout is untouched and nothing remounts when edit
 * mode starts). In edit mode it marks the component as a drop target for EditDndProvider and
 * adds the hover toolbar (drag handle, trash) and, on charts, markdown and columns, the resize
 * handles with their live preview.
 */
import { HolderOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { isLockedComponent } from '@panorama/core/layout/layout-tree';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';
import { useAppSelector } from '../../../store/hooks';
import { heightPx, useGridGeometry, widthPx } from '../components/gridGeometry';
import { selectEditMode, selectLayoutItem } from '../state/dashboardSelectors';
import { componentLabelOf } from './componentLabel';
import type { EditDragData } from './dragData';
import { FRAME_ID_ATTRIBUTE } from './dropTargetsDom';
import { EditToolbar } from './EditToolbar';
import { ResizeHandles, type ResizePreview } from './ResizeHandles';
import { resizeHandlesFor, sizeUnitsOf } from './resizeUnits';

export interface EditFrameProps {
  item: LayoutItem;
  /** The parent component's id; null for ROOT. */
  parentId: string | null;
  /** Position among the parent's children. */
  index: number;
  /** Nesting depth as the layout rules count it (tabs do not add depth). */
  depth: number;
  children: ReactNode;
}

/** Components that keep their own size inside a row or column (the frame hugs them). */
const SIZED_TYPES = new Set(['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC']);

/** "columns × height units" while resizing; a column has no height of its own. */
function sizeBadgeText(item: LayoutItem, preview: ResizePreview): string {
  const current = sizeUnitsOf(item.meta);
  const width = preview.width ?? current.width;
  return item.type === 'COLUMN' ? String(width) : `${width} × ${preview.height ?? current.height}`;
}

/**
 * Rows and tabs containers keep their tools in the left gutter; a tab's content has a strip of
 * its own at the top (rows cover the rest of it); everything else has them on its top edge.
 */
function toolbarPlacement(item: LayoutItem): 'side' | 'top' | 'tab' {
  if (item.type === 'ROW' || item.type === 'TABS') return 'side';
  return item.type === 'TAB' ? 'tab' : 'top';
}

function isFixedPart(item: LayoutItem): boolean {
  return isLockedComponent(item.id) || item.type === 'ROOT' || item.type === 'GRID';
}

export function EditFrame({ item, parentId, depth, children }: EditFrameProps) {
  const editMode = useAppSelector(selectEditMode);
  const parentType = useAppSelector((state) =>
    parentId === null ? undefined : selectLayoutItem(state, parentId)?.type,
  );
  const chartName = useAppSelector((state) => {
    const chartId = item.meta.chartId;
    return typeof chartId === 'number'
      ? state.sliceEntities.slices[chartId]?.slice_name
      : undefined;
  });
  const { columnUnit } = useGridGeometry();
  const [preview, setPreview] = useState<ResizePreview | null>(null);
  const fixed = isFixedPart(item);
  const label = componentLabelOf(item, chartName);
  const data: EditDragData = { kind: 'existing', id: item.id, type: item.type, label };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `layout:${item.id}`,
    data,
    disabled: !editMode || fixed,
  });

  if (!editMode) {
    // The same three slots as in edit mode, so entering it never remounts the component.
    return (
      <div ref={setNodeRef} className="pn-edit-frame pn-edit-frame--view">
        {null}
        {children}
        {null}
      </div>
    );
  }

  const classes = [
    'pn-edit-frame',
    'pn-edit-frame--edit',
    `pn-edit-frame--${item.type.toLowerCase()}`,
  ];
  if (SIZED_TYPES.has(item.type)) classes.push('pn-edit-frame--sized');
  if (isDragging) classes.push('pn-edit-frame--dragging');
  const style: CSSProperties = {};
  if (preview?.width !== undefined) {
    classes.push('pn-edit-frame--resize-width');
    style.width = widthPx(preview.width, columnUnit);
  }
  if (preview?.height !== undefined) {
    classes.push('pn-edit-frame--resize-height');
    style.height = heightPx(preview.height);
  }
  const frameAttributes = { [FRAME_ID_ATTRIBUTE]: item.id };

  return (
    <div
      ref={setNodeRef}
      className={classes.join(' ')}
      style={style}
      data-edit-type={item.type}
      data-edit-depth={depth}
      {...frameAttributes}
    >
      {fixed ? null : (
        <EditToolbar
          item={item}
          label={label}
          placement={toolbarPlacement(item)}
          dragHandle={
            <button
              type="button"
              ref={setActivatorNodeRef}
              className="pn-edit-tool pn-edit-tool--drag"
              {...attributes}
              {...listeners}
              aria-label={t('Drag to move')}
              title={t('Drag to move %s', label)}
              data-testid="drag-handle"
            >
              <HolderOutlined />
            </button>
          }
          deletable
        />
      )}
      {children}
      {resizeHandlesFor(item.type, parentType).length > 0 ? (
        <>
          <ResizeHandles item={item} parentType={parentType} onPreview={setPreview} />
          {preview && (
            <span className="pn-edit-chrome pn-edit-size-badge" data-testid="resize-size">
              {sizeBadgeText(item, preview)}
            </span>
          )}
        </>
      ) : null}
    </div>
  );
}
