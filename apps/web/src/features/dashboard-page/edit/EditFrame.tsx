/**
 * The frame around every dashboard component. In view mode it renders only the component (the
 * frame box is `display: contents`, so the layout is untouched and nothing remounts when edit
 * mode starts). In edit mode it marks the component as a drop target for EditDndProvider, is
 * the component's draggable (useEditDraggable), and adds the hover toolbar (drag handle, trash)
 * and, on charts, markdown and columns, the resize handles with their live preview. Toolbar and
 * handles load with edit mode; the frame itself is view-mode code and never loads dnd-kit.
 */
import { Suspense, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { isLockedComponent } from '@panorama/core/layout/layout-tree';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { useDashboardComponent } from '../../../dashboard-components';
import { t } from '../../../i18n/t';
import { useAppSelector } from '../../../store/hooks';
import { heightPx, useGridGeometry, widthPx } from '../components/gridGeometry';
import { selectEditMode, selectLayoutItem } from '../state/dashboardSelectors';
import { componentLabelOf } from './componentLabel';
import type { DraggableRequest } from './editDraggablesStore';
import { FRAME_ID_ATTRIBUTE } from './dropTargetsDom';
import { EditToolbar, ResizeHandles } from './lazyEditModeParts';
import type { ResizePreview } from './ResizeHandles';
import { useEditDraggable } from './useEditDraggable';
import './editFrame.css';

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
  const registered = useDashboardComponent(
    item.type === 'DYNAMIC' && typeof item.meta.componentKey === 'string'
      ? item.meta.componentKey
      : '',
  );
  const { columnUnit } = useGridGeometry();
  const [preview, setPreview] = useState<ResizePreview | null>(null);
  const fixed = isFixedPart(item);
  const label = componentLabelOf(
    item,
    registered ? t(registered.metadata.name) : (chartName ?? undefined),
  );
  const request = useMemo<DraggableRequest | null>(
    () =>
      editMode && !fixed
        ? {
            id: `layout:${item.id}`,
            data: { kind: 'existing', id: item.id, type: item.type, label },
          }
        : null,
    [editMode, fixed, item.id, item.type, label],
  );
  const drag = useEditDraggable(request);

  if (!editMode) {
    // The same three slots as in edit mode, so entering it never remounts the component.
    return (
      <div className="pn-edit-frame pn-edit-frame--view">
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
  if (drag?.isDragging) classes.push('pn-edit-frame--dragging');
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

  // The toolbar and the handles appear once edit mode's code has loaded; no placeholder, since
  // both float over the component.
  return (
    <div
      ref={drag?.setNodeRef}
      className={classes.join(' ')}
      style={style}
      data-edit-type={item.type}
      data-edit-depth={depth}
      {...frameAttributes}
    >
      {fixed ? null : (
        <Suspense fallback={null}>
          <EditToolbar item={item} label={label} drag={drag} />
        </Suspense>
      )}
      {children}
      <Suspense fallback={null}>
        <ResizeHandles
          item={item}
          parentType={parentType}
          preview={preview}
          onPreview={setPreview}
        />
      </Suspense>
    </div>
  );
}
