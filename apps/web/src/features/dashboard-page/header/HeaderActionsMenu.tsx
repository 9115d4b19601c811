/**
 * The dashboard's "..." menu: Refresh dashboard, Set auto-refresh interval, Edit properties,
 * Save as, Share (copy permalink), Download as image or PDF. Each entry appears only with the
 * permission it needs.
 */
import {
  ClockCircleOutlined,
  CopyOutlined,
  DownloadOutlined,
  EditOutlined,
  EllipsisOutlined,
  LinkOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '../../../components/lazyComponent';
import { t } from '../../../i18n/t';
import { selectHasPermission } from '../../../store/commonSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { dashboardPropertiesApplied } from '../state/dashboardEvents';
import { selectDashboardTitle } from '../state/dashboardSelectors';
import {
  copyDashboardPermalink,
  downloadDashboard,
  savePropertiesNow,
} from '../thunks/headerActions';
import { refreshDashboard, type RefreshHandle } from '../thunks/refreshCharts';
import { loadDashboardPropertiesModal, type DashboardPropertiesResult } from '../../dashboard-list';

// The dialogs load when first opened: a viewer who never opens them never downloads their forms.
const DashboardPropertiesModal = lazyComponent(loadDashboardPropertiesModal);
const RefreshIntervalModal = lazyComponent(() =>
  import('./RefreshIntervalModal').then((m) => m.RefreshIntervalModal),
);
const SaveAsModal = lazyComponent(() => import('./SaveAsModal').then((m) => m.SaveAsModal));

type MenuAction =
  | 'refresh'
  | 'auto-refresh'
  | 'properties'
  | 'save-as'
  | 'permalink'
  | 'download-png'
  | 'download-pdf';

export function HeaderActionsMenu() {
  const dispatch = useAppDispatch();
  const info = useAppSelector((state) => state.dashboardInfo);
  const title = useAppSelector(selectDashboardTitle);
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const isRefreshing = useAppSelector((state) => state.dashboardState.isRefreshing);
  const canWriteDashboard = useAppSelector((state) =>
    selectHasPermission(state, 'can_write', 'Dashboard'),
  );
  const [modal, setModal] = useState<'auto-refresh' | 'properties' | 'save-as' | null>(null);
  const refresh = useRef<RefreshHandle | null>(null);

  useEffect(() => () => refresh.current?.cancel(), []);

  const run = (action: MenuAction) => {
    switch (action) {
      case 'refresh':
        refresh.current?.cancel();
        refresh.current = dispatch(refreshDashboard());
        return;
      case 'auto-refresh':
      case 'properties':
      case 'save-as':
        setModal(action);
        return;
      case 'permalink':
        void dispatch(copyDashboardPermalink());
        return;
      case 'download-png':
        void dispatch(downloadDashboard('png'));
        return;
      case 'download-pdf':
        void dispatch(downloadDashboard('pdf'));
        return;
    }
  };

  const applyProperties = (result: DashboardPropertiesResult): Promise<void> => {
    const payload = {
      ...result,
      colorSchemeChanged: result.metadata.color_scheme !== info.metadata.color_scheme,
    };
    if (editMode) {
      dispatch(dashboardPropertiesApplied(payload));
      return Promise.resolve();
    }
    return dispatch(savePropertiesNow(payload));
  };

  const items: MenuProps['items'] = [
    {
      key: 'refresh',
      icon: <ReloadOutlined />,
      label: t('Refresh dashboard'),
      disabled: isRefreshing,
    },
    { key: 'auto-refresh', icon: <ClockCircleOutlined />, label: t('Set auto-refresh interval') },
    { type: 'divider' },
    ...(info.dash_edit_perm
      ? [{ key: 'properties', icon: <EditOutlined />, label: t('Edit properties') }]
      : []),
    ...(info.dash_save_perm && canWriteDashboard
      ? [{ key: 'save-as', icon: <CopyOutlined />, label: t('Save as') }]
      : []),
    ...(info.dash_share_perm
      ? [
          {
            key: 'share',
            icon: <LinkOutlined />,
            label: t('Share'),
            children: [{ key: 'permalink', label: t('Copy permalink to clipboard') }],
          },
        ]
      : []),
    {
      key: 'download',
      icon: <DownloadOutlined />,
      label: t('Download'),
      children: [
        { key: 'download-png', label: t('Download as image') },
        { key: 'download-pdf', label: t('Export to PDF') },
      ],
    },
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items, onClick: ({ key }) => run(key as MenuAction) }}
      >
        <Button
          icon={<EllipsisOutlined />}
          aria-label={t('More dashboard actions')}
          data-testid="dashboard-actions"
        />
      </Dropdown>
      <Suspense fallback={null}>
        {modal === 'auto-refresh' && <RefreshIntervalModal onClose={() => setModal(null)} />}
        {modal === 'save-as' && <SaveAsModal title={title} onClose={() => setModal(null)} />}
        {modal === 'properties' && info.id !== null && (
          <DashboardPropertiesModal
            dashboard={{
              id: info.id,
              dashboard_title: title,
              slug: info.slug,
              owners: info.owners,
              roles: info.roles,
              certified_by: info.certified_by,
              certification_details: info.certification_details,
              json_metadata: JSON.stringify(info.metadata),
              css: info.css,
            }}
            submitLabel={editMode ? t('Apply') : t('Save')}
            onSubmit={applyProperties}
            onClose={() => setModal(null)}
          />
        )}
      </Suspense>
    </>
  );
}
