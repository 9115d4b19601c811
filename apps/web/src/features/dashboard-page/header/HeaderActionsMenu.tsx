/**
 * The dashboard's "..." menu: Refresh dashboard, Set auto-refresh interval, Edit properties,
 * Save as, Share (copy the permalink or mail it), Embed dashboard (EMBEDDED_SUPERSET, for those
 * who may edit the dashboard), Download as image or PDF. Each entry appears only with the
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
  ShareAltOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '../../../components/lazyComponent';
import { shareMenuEntries } from '../../../components/share/shareMenuEntries';
import { t } from '../../../i18n/t';
import { selectFeatureFlag, selectHasPermission } from '../../../store/commonSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { dashboardPropertiesApplied } from '../state/dashboardEvents';
import { selectDashboardTitle } from '../state/dashboardSelectors';
import { refreshDashboard, type RefreshHandle } from '../thunks/refreshCharts';
import { loadDashboardPropertiesModal, type DashboardPropertiesResult } from '../../dashboard-list';

// The dialogs load when first opened: a viewer who never opens them never downloads their forms.
const DashboardPropertiesModal = lazyComponent(loadDashboardPropertiesModal);
const RefreshIntervalModal = lazyComponent(() =>
  import('./RefreshIntervalModal').then((m) => m.RefreshIntervalModal),
);
const SaveAsModal = lazyComponent(() => import('./SaveAsModal').then((m) => m.SaveAsModal));
const DashboardEmbedModal = lazyComponent(() =>
  import('../embed/DashboardEmbedModal').then((m) => m.DashboardEmbedModal),
);

// The menu's calls load on first use, like its dialogs.
const loadMenuActions = () => import('../thunks/headerMenuActions');

type MenuAction =
  | 'refresh'
  | 'auto-refresh'
  | 'properties'
  | 'save-as'
  | 'share-copy'
  | 'share-email'
  | 'embed'
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
  const embeddingOn = useAppSelector((state) => selectFeatureFlag(state, 'EMBEDDED_SUPERSET'));
  const [modal, setModal] = useState<'auto-refresh' | 'properties' | 'save-as' | 'embed' | null>(
    null,
  );
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
      case 'embed':
        setModal(action);
        return;
      case 'share-copy':
        void loadMenuActions().then((actions) => dispatch(actions.copyDashboardPermalink()));
        return;
      case 'share-email':
        void loadMenuActions().then((actions) => dispatch(actions.emailDashboardPermalink()));
        return;
      case 'download-png':
        void loadMenuActions().then((actions) => dispatch(actions.downloadDashboard('png')));
        return;
      case 'download-pdf':
        void loadMenuActions().then((actions) => dispatch(actions.downloadDashboard('pdf')));
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
    return loadMenuActions().then((actions) => dispatch(actions.savePropertiesNow(payload)));
  };

  const items: MenuProps['items'] = [
    {
      key: 'refresh',
      icon: <ReloadOutlined />,
      label: t('Refresh dashboard'),
      disabled: isRefreshing,
    },
    { key: 'auto-refresh', icon: <ClockCircleOutlined />, label: t('Set auto-refresh interval') },
  ];
  const more: MenuProps['items'] = [
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
            children: shareMenuEntries({ embed: false }),
          },
        ]
      : []),
    // Changing embedding needs the right to edit the dashboard (owner or admin), as on the server.
    ...(embeddingOn && info.dash_edit_perm && !editMode
      ? [{ key: 'embed', icon: <ShareAltOutlined />, label: t('Embed dashboard') }]
      : []),
    ...(info.can_download_dashboard
      ? [
          {
            key: 'download',
            icon: <DownloadOutlined />,
            label: t('Download'),
            children: [
              { key: 'download-png', label: t('Download as image') },
              { key: 'download-pdf', label: t('Export to PDF') },
            ],
          },
        ]
      : []),
  ];
  // The divider only separates something: a guest has nothing below it.
  if (more.length > 0) items.push({ type: 'divider' }, ...more);

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
        {modal === 'embed' && info.id !== null && (
          <DashboardEmbedModal dashboardId={info.id} onClose={() => setModal(null)} />
        )}
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
