/** Shown in bulk-select mode: how many rows are selected and what can be done with them. */
import { Button, Tooltip } from 'antd';
import { t } from '../../i18n/t';

export interface BulkActionBarProps {
  count: number;
  canDelete: boolean;
  canExport: boolean;
  /** Set when some selected rows may not be deleted by this user. */
  deleteBlockedReason: string | undefined;
  exporting: boolean;
  onDelete: () => void;
  onExport: () => void;
  onSelectAll: () => void;
  onDeselectAll: () => void;
}

export function BulkActionBar({
  count,
  canDelete,
  canExport,
  deleteBlockedReason,
  exporting,
  onDelete,
  onExport,
  onSelectAll,
  onDeselectAll,
}: BulkActionBarProps) {
  return (
    <div className="pn-bulk-bar" role="region" aria-label={t('Bulk actions')}>
      <span className="pn-bulk-count" data-testid="bulk-count">
        {t('%s Selected', count)}
      </span>
      <Button type="link" size="small" onClick={onSelectAll}>
        {t('Select all')}
      </Button>
      {count > 0 ? (
        <Button type="link" size="small" onClick={onDeselectAll}>
          {t('Deselect all')}
        </Button>
      ) : null}
      <span className="pn-bulk-spacer" />
      {canDelete ? (
        <Tooltip title={deleteBlockedReason}>
          <Button
            danger
            disabled={count === 0 || deleteBlockedReason !== undefined}
            data-testid="bulk-delete"
            onClick={onDelete}
          >
            {t('Delete')}
          </Button>
        </Tooltip>
      ) : null}
      {canExport ? (
        <Button
          disabled={count === 0}
          loading={exporting}
          data-testid="bulk-export"
          onClick={onExport}
        >
          {t('Export')}
        </Button>
      ) : null}
    </div>
  );
}
