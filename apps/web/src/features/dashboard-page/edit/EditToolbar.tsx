/**
 * The hover toolbar of a component in edit mode: its drag handle, "Add tab" on a tabs container,
 * and its trash button. Only the innermost hovered component shows its toolbar (edit.css), and
 * the buttons stay reachable from the keyboard. Loaded with edit mode (EditFrame renders it).
 */
import { HolderOutlined, PlusOutlined } from '@ant-design/icons';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { newComponent } from '@panorama/core/layout/new-component';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { layoutActionApplied } from '../state/dashboardLayoutSlice';
import { tabActivated } from '../state/dashboardStateSlice';
import { DeleteComponentButton } from './DeleteComponentButton';
import type { DraggableBinding } from './editDraggablesStore';
import './edit.css';

function AddTabButton({ tabs }: { tabs: LayoutItem }) {
  const dispatch = useAppDispatch();
  const activeTabs = useAppSelector((state) => state.dashboardState.activeTabs);
  const add = () => {
    const tab = newComponent('TAB');
    const shown = tabs.children.find((id) => activeTabs.includes(id)) ?? tabs.children[0] ?? null;
    dispatch(
      layoutActionApplied({
        action: {
          type: 'create',
          item: tab,
          destination: { id: tabs.id, index: tabs.children.length },
        },
      }),
    );
    dispatch(tabActivated({ tabId: tab.id, previousTabId: shown }));
  };
  return (
    <button
      type="button"
      className="pn-edit-tool"
      aria-label={t('Add tab')}
      title={t('Add tab')}
      data-testid="add-tab"
      onClick={add}
    >
      <PlusOutlined />
    </button>
  );
}

/**
 * Rows and tabs containers keep their tools in the left gutter; a tab's content has a strip of
 * its own at the top (rows cover the rest of it); everything else has them on its top edge.
 */
function placementOf(item: LayoutItem): 'side' | 'top' | 'tab' {
  if (item.type === 'ROW' || item.type === 'TABS') return 'side';
  return item.type === 'TAB' ? 'tab' : 'top';
}

/** The handle that drags the frame; `drag` is the frame's draggable, null until it is bound. */
function DragHandle({ drag, label }: { drag: DraggableBinding | null; label: string }) {
  return (
    <button
      type="button"
      ref={drag?.setActivatorNodeRef}
      className="pn-edit-tool pn-edit-tool--drag"
      {...drag?.attributes}
      {...drag?.listeners}
      aria-label={t('Drag to move')}
      title={t('Drag to move %s', label)}
      data-testid="drag-handle"
    >
      <HolderOutlined />
    </button>
  );
}

export function EditToolbar({
  item,
  label,
  drag,
}: {
  item: LayoutItem;
  label: string;
  drag: DraggableBinding | null;
}) {
  return (
    <div
      className={`pn-edit-chrome pn-edit-toolbar pn-edit-toolbar--${placementOf(item)}`}
      role="toolbar"
      aria-label={label}
    >
      <DragHandle drag={drag} label={label} />
      {item.type === 'TABS' && <AddTabButton tabs={item} />}
      <DeleteComponentButton item={item} label={label} />
    </div>
  );
}
