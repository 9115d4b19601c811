/** The buttons under a control's popover form: Remove (when the item exists), Cancel, and apply. */
import { Button } from 'antd';
import { t } from '../../../i18n/t';

export interface PopoverFormActionsProps {
  onRemove?: () => void;
  onCancel: () => void;
  onApply: () => void;
  applyLabel: string;
}

export function PopoverFormActions({
  onRemove,
  onCancel,
  onApply,
  applyLabel,
}: PopoverFormActionsProps) {
  return (
    <div className="pn-control-popover-actions">
      {onRemove && (
        <Button size="small" danger className="pn-control-remove" onClick={onRemove}>
          {t('Remove')}
        </Button>
      )}
      <Button size="small" onClick={onCancel}>
        {t('Cancel')}
      </Button>
      <Button size="small" type="primary" onClick={onApply}>
        {applyLabel}
      </Button>
    </div>
  );
}
