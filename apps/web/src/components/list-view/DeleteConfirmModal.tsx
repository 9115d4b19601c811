/**
 * Confirmation before deleting: the user must type DELETE. Mount it only while open, so every
 * confirmation starts with an empty box.
 */
import { Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { t } from '../../i18n/t';
import { TypeToConfirmField, confirmsWord } from '../forms/TypeToConfirmField';

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
  const confirmed = confirmsWord(typed, confirmWord());
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
        <TypeToConfirmField
          word={confirmWord()}
          value={typed}
          testId="delete-modal-input"
          onChange={setTyped}
          onPressEnter={() => {
            if (confirmed && !loading) onConfirm();
          }}
        />
      </div>
    </Modal>
  );
}
