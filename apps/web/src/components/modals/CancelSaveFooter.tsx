/** The usual footer of a dialog that saves something: Cancel, then the primary action. */
import { Button } from 'antd';
import { t } from '../../i18n/t';

export interface CancelSaveFooterProps {
  onCancel: () => void;
  onSave: () => void;
  saveTestId: string;
  /** The primary button's text; "Save" when not given. */
  saveLabel?: string;
  disabled?: boolean;
  loading?: boolean;
}

export function CancelSaveFooter({
  onCancel,
  onSave,
  saveTestId,
  saveLabel = t('Save'),
  disabled,
  loading,
}: CancelSaveFooterProps) {
  return (
    <>
      <Button onClick={onCancel}>{t('Cancel')}</Button>
      <Button
        type="primary"
        disabled={disabled}
        loading={loading}
        onClick={onSave}
        data-testid={saveTestId}
      >
        {saveLabel}
      </Button>
    </>
  );
}
