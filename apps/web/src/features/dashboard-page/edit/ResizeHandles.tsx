/**
 * Resize handles of a chart, markdown or column in edit mode: the right edge sets the width in
 * whole grid columns (from the measured column width), the bottom edge the height in 8 px steps,
 * the corner both. The frame previews the size while the pointer moves; the release applies it
 * as one `resize` edit, so one undo takes the whole resize back. Focused handles take the arrow
 * keys, one unit per press. While resizing, a badge shows the previewed size. Loaded with edit
 * mode (EditFrame renders it for every component; those without handles get nothing).
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useStore } from 'react-redux';
import {
  GRID_COLUMN_COUNT,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
} from '@panorama/core/layout/layout-constants';
import { widthBounds, type WidthBounds } from '@panorama/core/layout/layout-resize';
import type { LayoutComponentType, LayoutItem } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';
import { useAppDispatch } from '../../../store/hooks';
import type { RootState } from '../../../store/store';
import { useGridGeometry } from '../components/gridGeometry';
import { layoutActionApplied } from '../state/dashboardLayoutSlice';
import {
  handleAxes,
  heightUnitsAfterDrag,
  keyboardResizeStep,
  resizeHandlesFor,
  sizeUnitsOf,
  widthUnitsAfterDrag,
  type ResizeHandle,
} from './resizeUnits';
import './edit.css';

/** The size shown while resizing, in layout units; an axis the handle does not move is unset. */
export interface ResizePreview {
  width?: number;
  height?: number;
}

interface ResizeStart {
  handle: ResizeHandle;
  pointerId: number;
  x: number;
  y: number;
  width: number;
  height: number;
  bounds: WidthBounds;
}

/** "columns × height units" while resizing; a column has no height of its own. */
function sizeBadgeText(item: LayoutItem, preview: ResizePreview): string {
  const current = sizeUnitsOf(item.meta);
  const width = preview.width ?? current.width;
  return item.type === 'COLUMN' ? String(width) : `${width} × ${preview.height ?? current.height}`;
}

const HANDLE_LABELS: Record<ResizeHandle, string> = {
  right: 'Resize width',
  bottom: 'Resize height',
  bottomRight: 'Resize width and height',
};

export function ResizeHandles({
  item,
  parentType,
  preview,
  onPreview,
}: {
  item: LayoutItem;
  parentType: LayoutComponentType | undefined;
  /** The size the frame previews, null while not resizing. */
  preview: ResizePreview | null;
  onPreview: (preview: ResizePreview | null) => void;
}) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { columnUnit } = useGridGeometry();
  const start = useRef<ResizeStart | null>(null);
  const latest = useRef<ResizePreview>({});

  const liveItem = () => store.getState().dashboardLayout.present[item.id] ?? item;

  const previewAt = (origin: ResizeStart, x: number, y: number): ResizePreview => {
    const axes = handleAxes(origin.handle);
    return {
      ...(axes.width
        ? { width: widthUnitsAfterDrag(origin.width, x - origin.x, columnUnit, origin.bounds) }
        : {}),
      ...(axes.height ? { height: heightUnitsAfterDrag(origin.height, y - origin.y) } : {}),
    };
  };

  const resize = (size: ResizePreview) =>
    dispatch(layoutActionApplied({ action: { type: 'resize', componentId: item.id, ...size } }));

  const onPointerDown = (handle: ResizeHandle) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    const current = liveItem();
    const layout = store.getState().dashboardLayout.present;
    const origin: ResizeStart = {
      handle,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      ...sizeUnitsOf(current.meta),
      bounds: widthBounds(layout, current),
    };
    start.current = origin;
    latest.current = previewAt(origin, event.clientX, event.clientY);
    onPreview(latest.current);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const origin = start.current;
    if (!origin || event.pointerId !== origin.pointerId) return;
    const next = previewAt(origin, event.clientX, event.clientY);
    if (next.width === latest.current.width && next.height === latest.current.height) return;
    latest.current = next;
    onPreview(next);
  };

  const finish = (commit: boolean) => {
    const origin = start.current;
    if (!origin) return;
    start.current = null;
    onPreview(null);
    const size = latest.current;
    const changed =
      (size.width !== undefined && size.width !== origin.width) ||
      (size.height !== undefined && size.height !== origin.height);
    if (commit && changed) resize(size);
  };

  const onKeyDown = (handle: ResizeHandle) => (event: KeyboardEvent<HTMLElement>) => {
    const step = keyboardResizeStep(event.key, handle);
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    const size = sizeUnitsOf(liveItem().meta);
    resize({
      ...(step.width !== 0 ? { width: size.width + step.width } : {}),
      ...(step.height !== 0 ? { height: size.height + step.height } : {}),
    });
  };

  return (
    <>
      {resizeHandlesFor(item, parentType).map((handle) => {
        const vertical = handle === 'bottom';
        const size = sizeUnitsOf(item.meta);
        return (
          <span
            key={handle}
            role="slider"
            tabIndex={0}
            aria-label={t('Resize')}
            title={t(HANDLE_LABELS[handle])}
            aria-orientation={vertical ? 'vertical' : 'horizontal'}
            aria-valuenow={vertical ? size.height : size.width}
            aria-valuemin={vertical ? GRID_MIN_ROW_UNITS : GRID_MIN_COLUMN_COUNT}
            aria-valuemax={vertical ? GRID_MAX_ROW_UNITS : GRID_COLUMN_COUNT}
            className={`pn-edit-chrome pn-edit-resize pn-edit-resize--${handle}`}
            data-testid={`resize-handle-${handle}`}
            onPointerDown={onPointerDown(handle)}
            onPointerMove={onPointerMove}
            onPointerUp={() => finish(true)}
            onPointerCancel={() => finish(false)}
            onLostPointerCapture={() => finish(true)}
            onKeyDown={onKeyDown(handle)}
          />
        );
      })}
      {preview && (
        <span className="pn-edit-chrome pn-edit-size-badge" data-testid="resize-size">
          {sizeBadgeText(item, preview)}
        </span>
      )}
    </>
  );
}
