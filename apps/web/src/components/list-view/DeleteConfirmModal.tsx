/**
 * Confirmation before deleting: the user must type DELETE. Mount it only while open, so every
 * confirmation starts with an empty box.
 */
import { Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { t } from '../../i18n/t';

export interface DeleteConfirmModalProps {
  title: string;
  description: ReactNode;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The word to type; translated like every other visible string. */
function confirmWord(): string {
  return t('DELETE');
}

export function DeleteConfirmModal({
  title,
  description,
  loading,
  onConfirm,
  onCancel,
}: DeleteConfirmModalProps) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const confirmed = typed.trim().toUpperCase() === confirmWord().toUpperCase();
  return (
    <Modal
      open
      title={title}
      okText={t('Delete')}
      cancelText={t('Cancel')}
      okButtonProps={{ danger: true, disabled: !confirmed, 'data-testid': 'delete-confirm' }}
      confirmLoading={loading}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div className="pn-delete-modal">
        <Typography.Paragraph>{description}</Typography.Paragraph>
        <label htmlFor={inputId} className="pn-form-label">
          {t('Type "%s" to confirm', confirmWord())}
        </label>
        <Input
          id={inputId}
          autoFocus
          autoComplete="off"
          value={typed}
          data-testid="delete-modal-input"
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={() => {
            if (confirmed && !loading) onConfirm();
          }}
        />
      </div>
    </Modal>
  );
}
