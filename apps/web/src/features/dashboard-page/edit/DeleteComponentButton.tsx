/**
 * The trash button of a component in edit mode: deletes it (one undoable edit). Deleting a tab
 * that holds something asks first, since everything in it goes too.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';
import { useAppDispatch } from '../../../store/hooks';
import { layoutActionApplied } from '../state/dashboardLayoutSlice';

export function DeleteComponentButton({ item, label }: { item: LayoutItem; label: string }) {
  const dispatch = useAppDispatch();
  const [modal, modalHolder] = Modal.useModal();
  const remove = () =>
    dispatch(layoutActionApplied({ action: { type: 'delete', componentId: item.id } }));

  const onClick = () => {
    if (item.type !== 'TAB' || item.children.length === 0) {
      remove();
      return;
    }
    void modal.confirm({
      title: t('Delete this tab?'),
      content: t(
        'Everything in this tab will be removed from the dashboard. You can bring it back with Undo until you save.',
      ),
      okText: t('Delete tab'),
      okButtonProps: { danger: true },
      cancelText: t('Cancel'),
      onOk: remove,
    });
  };

  return (
    <>
      <button
        type="button"
        className="pn-edit-tool pn-edit-tool--danger"
        aria-label={t('Delete')}
        title={t('Delete %s', label)}
        data-testid="delete-component"
        onClick={onClick}
      >
        <DeleteOutlined />
      </button>
      {modalHolder}
    </>
  );
}
