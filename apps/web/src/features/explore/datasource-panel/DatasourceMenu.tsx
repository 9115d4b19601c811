/**
 * The datasource '...' menu. Tables: Edit dataset (owners and admins, not for
 * externally managed datasets), Swap dataset, View in SQL Lab. Query datasources: Query preview,
 * View in SQL Lab, Save as dataset. View in SQL Lab shows only to admin and sql_lab users.
 */
import {
  ConsoleSqlOutlined,
  EditOutlined,
  EyeOutlined,
  MoreOutlined,
  SaveOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { t } from '../../../i18n/t';
import { useAppSelector } from '../../../store/hooks';
import { selectCurrentUser } from '../../../store/userSlice';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { canUseSqlLab, editDatasetAccess } from './datasourcePermissions';
import { isQueryDatasource } from './datasourceInfo';
import { useSqlLabHandoff } from './useSqlLabHandoff';

export interface DatasourceMenuProps {
  datasource: DatasourceJson;
  onEditDataset: () => void;
  onSwapDataset: () => void;
  onQueryPreview: () => void;
  onSaveAsDataset: () => void;
}

type MenuItems = NonNullable<MenuProps['items']>;

function label(text: string, testId: string) {
  return <span data-testid={testId}>{text}</span>;
}

export function DatasourceMenu(props: DatasourceMenuProps) {
  const { datasource } = props;
  const user = useAppSelector(selectCurrentUser);
  const openInSqlLab = useSqlLabHandoff();
  const roles = user?.roles ?? [];
  const sqlLabItem: MenuItems = canUseSqlLab(roles)
    ? [
        {
          key: 'view_in_sql_lab',
          icon: <ConsoleSqlOutlined />,
          label: label(t('View in SQL Lab'), 'view-in-sql-lab'),
          onClick: () => openInSqlLab(datasource),
        },
      ]
    : [];

  let items: MenuItems;
  if (isQueryDatasource(datasource)) {
    items = [
      {
        key: 'query_preview',
        icon: <EyeOutlined />,
        label: label(t('Query preview'), 'view-query-menu-item'),
        onClick: props.onQueryPreview,
      },
      ...sqlLabItem,
      {
        key: 'save_as_dataset',
        icon: <SaveOutlined />,
        label: label(t('Save as dataset'), 'save-as-dataset'),
        onClick: props.onSaveAsDataset,
      },
    ];
  } else {
    const access = editDatasetAccess(user ? { id: user.id, roles } : null, datasource);
    const editText = label(t('Edit dataset'), 'edit-dataset');
    items = [
      {
        key: 'edit_dataset',
        icon: <EditOutlined />,
        disabled: !access.enabled,
        label: access.enabled ? (
          editText
        ) : (
          <Tooltip title={t(access.reason)} placement="right">
            {editText}
          </Tooltip>
        ),
        onClick: access.enabled ? props.onEditDataset : undefined,
      },
      {
        key: 'swap_dataset',
        icon: <SwapOutlined />,
        label: label(t('Swap dataset'), 'swap-dataset'),
        onClick: props.onSwapDataset,
      },
      ...sqlLabItem,
    ];
  }

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items }}>
      <Button
        type="text"
        size="small"
        className="pn-ds-menu-trigger"
        icon={<MoreOutlined />}
        aria-label={t('Dataset actions')}
        data-testid="datasource-menu-trigger"
      />
    </Dropdown>
  );
}
