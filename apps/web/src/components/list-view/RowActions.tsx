/** A row's actions: icon buttons in the table, a "more" menu on cards. */
import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { t } from '../../i18n/t';
import type { RowAction } from './listViewTypes';

export function RowActionButtons({ actions }: { actions: readonly RowAction[] }) {
  return (
    <div className="pn-row-actions">
      {actions.map((action) => (
        <Tooltip key={action.key} title={action.label}>
          <Button
            type="text"
            size="small"
            danger={action.danger}
            aria-label={action.label}
            data-testid={`row-action-${action.key}`}
            icon={action.icon}
            onClick={action.onClick}
          />
        </Tooltip>
      ))}
    </div>
  );
}

export function RowActionMenu({ actions }: { actions: readonly RowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: actions.map((action) => ({
          key: action.key,
          label: action.label,
          icon: action.icon,
          danger: action.danger,
          onClick: ({ domEvent }) => {
            domEvent.stopPropagation();
            action.onClick();
          },
        })),
      }}
    >
      <Button
        type="text"
        size="small"
        aria-label={t('More actions')}
        data-testid="card-actions"
        icon={<MoreOutlined />}
        onClick={(event) => event.stopPropagation()}
      />
    </Dropdown>
  );
}
