/**
 * Edit mode's controls in the dashboard header, left of Discard and Save: Undo and Redo of the
 * layout history (also Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z, see useUndoRedoShortcuts). Loaded with
 * edit mode.
 */
import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { layoutRedone, layoutUndone } from '../state/dashboardLayoutSlice';
import { selectCanRedo, selectCanUndo } from '../state/dashboardSelectors';
import './edit.css';

export function EditHeaderControls() {
  const dispatch = useAppDispatch();
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  return (
    <span className="pn-edit-history" role="group" aria-label={t('Edit history')}>
      <Tooltip title={t('Undo the action')}>
        <Button
          type="text"
          icon={<UndoOutlined />}
          aria-label={t('Undo')}
          disabled={!canUndo}
          onClick={() => dispatch(layoutUndone())}
          data-testid="undo-action"
        />
      </Tooltip>
      <Tooltip title={t('Redo the action')}>
        <Button
          type="text"
          icon={<RedoOutlined />}
          aria-label={t('Redo')}
          disabled={!canRedo}
          onClick={() => dispatch(layoutRedone())}
          data-testid="redo-action"
        />
      </Tooltip>
    </span>
  );
}
