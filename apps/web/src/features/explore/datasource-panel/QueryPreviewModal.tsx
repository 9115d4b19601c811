/** "Query preview" of a query datasource: its SQL, a copy button, and Save as dataset. */
import { CopyOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { t } from '../../../i18n/t';
import { useAppDispatch } from '../../../store/hooks';
import { dangerToastAdded, successToastAdded } from '../../../store/messageToastsSlice';

export interface QueryPreviewModalProps {
  sql: string;
  onSaveAsDataset?: () => void;
  onClose: () => void;
}

export function QueryPreviewModal({ sql, onSaveAsDataset, onClose }: QueryPreviewModalProps) {
  const dispatch = useAppDispatch();

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    const unsupported = () =>
      dispatch(dangerToastAdded(t('Sorry, your browser does not support copying.')));
    if (clipboard === undefined) {
      unsupported();
      return;
    }
    clipboard
      .writeText(sql)
      .then(() => dispatch(successToastAdded(t('SQL Copied!'))))
      .catch(unsupported);
  };

  return (
    <Modal
      open
      title={t('Query preview')}
      width={720}
      onCancel={onClose}
      data-testid="query-preview-modal"
      footer={
        <>
          {onSaveAsDataset ? (
            <Button onClick={onSaveAsDataset} data-testid="query-preview-save">
              {t('Save as dataset')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('Close')}</Button>
        </>
      }
    >
      <div className="pn-ds-query-preview">
        <pre className="pn-ds-query-sql" data-testid="query-preview-sql">
          {sql}
        </pre>
        <Button
          size="small"
          icon={<CopyOutlined />}
          className="pn-ds-query-copy"
          onClick={copy}
          data-testid="query-preview-copy"
        >
          {t('Copy')}
        </Button>
      </div>
    </Modal>
  );
}
