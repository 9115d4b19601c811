/**
 * The hover toolbar of a component in edit mode: its drag handle, "Add tab" on a tabs container,
 * and its trash button. Only the innermost hovered component shows its toolbar (edit.css), and
 * the buttons stay reachable from the keyboard.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { newComponent } from '@panorama/core/layout/new-component';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { layoutActionApplied } from '../state/dashboardLayoutSlice';
import { tabActivated } from '../state/dashboardStateSlice';
import { DeleteComponentButton } from './DeleteComponentButton';

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

export function EditToolbar({
  item,
  label,
  placement,
  dragHandle,
  deletable,
}: {
  item: LayoutItem;
  label: string;
  placement: 'side' | 'top' | 'tab';
  /** The component's drag handle (it belongs to the frame's draggable). */
  dragHandle: ReactNode;
  deletable: boolean;
}) {
  if (!dragHandle && !deletable && item.type !== 'TABS') return null;
  return (
    <div
      className={`pn-edit-chrome pn-edit-toolbar pn-edit-toolbar--${placement}`}
      role="toolbar"
      aria-label={label}
    >
      {dragHandle}
      {item.type === 'TABS' && <AddTabButton tabs={item} />}
      {deletable && <DeleteComponentButton item={item} label={label} />}
    </div>
  );
}
