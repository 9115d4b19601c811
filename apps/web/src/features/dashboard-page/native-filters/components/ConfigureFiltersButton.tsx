/**
 * 'Add or edit filters' for users who may edit the dashboard: opens the configuration modal
 * (loaded on first use) and takes in the configuration it saved.
 */
import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { t } from '../../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { loadNativeFilterConfiguration } from '../model/loadNativeFilterConfiguration';
import { nativeFiltersReloaded } from '../thunks/filterActions';

const FiltersConfigModal = lazy(() =>
  import('../../native-filters-config/FiltersConfigModal').then((module) => ({
    default: module.FiltersConfigModal,
  })),
);

export function ConfigureFiltersButton({ withLabel = false }: { withLabel?: boolean }) {
  const dispatch = useAppDispatch();
  const canEdit = useAppSelector((state) => state.dashboardInfo.dash_edit_perm);
  const dashboardId = useAppSelector((state) => state.dashboardInfo.id);
  const [open, setOpen] = useState(false);
  if (!canEdit || dashboardId === null) return null;
  const label = t('Add or edit filters');
  return (
    <>
      <Tooltip title={withLabel ? undefined : label}>
        <Button
          type={withLabel ? 'default' : 'text'}
          size="small"
          icon={<SettingOutlined />}
          aria-label={label}
          data-testid="filter-bar-settings"
          onClick={() => setOpen(true)}
        >
          {withLabel ? label : null}
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <FiltersConfigModal
            open={open}
            dashboardId={dashboardId}
            onClose={() => setOpen(false)}
            onSaved={(filters: readonly unknown[]) => {
              void loadNativeFilterConfiguration(filters).then((items) =>
                dispatch(nativeFiltersReloaded(items)),
              );
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
