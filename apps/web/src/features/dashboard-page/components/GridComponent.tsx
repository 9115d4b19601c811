/**
 * GRID: the dashboard's body, its rows stacked vertically. An empty dashboard says so and, for
 * someone who may edit it, offers edit mode.
 */
import { Button, Empty } from 'antd';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { editModeEntered } from '../state/dashboardEvents';
import { ChildComponents } from './ChildComponents';

export function EmptyContainer({ editMode }: { editMode: boolean }) {
  const dispatch = useAppDispatch();
  const canEdit = useAppSelector((state) => state.dashboardInfo.dash_edit_perm);
  if (editMode) {
    return (
      <div className="pn-dash-empty pn-dash-empty--edit" data-testid="dashboard-empty">
        {t('Drag and drop components and charts to the dashboard')}
      </div>
    );
  }
  return (
    <Empty
      className="pn-dash-empty"
      data-testid="dashboard-empty"
      description={t('There are no charts added to this dashboard')}
    >
      {canEdit && (
        <Button type="primary" onClick={() => dispatch(editModeEntered())}>
          {t('Edit dashboard')}
        </Button>
      )}
    </Empty>
  );
}

export function GridComponent({ item, depth }: { item: LayoutItem; depth: number }) {
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  return (
    <div className="pn-dash-grid" data-component-id={item.id} data-testid="dashboard-grid">
      {item.children.length === 0 ? (
        <EmptyContainer editMode={editMode} />
      ) : (
        <ChildComponents item={item} depth={depth} />
      )}
    </div>
  );
}
