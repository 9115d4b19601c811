/**
 * The email report entry of a chart's or a dashboard's header, once its code is in
 * (ReportHeaderMenu.tsx decides whether it shows and loads it). The user's own
 * report of this object is fetched (filtered by creator); without one the entry offers 'Set up an
 * email report', with one a menu toggles it active, edits it or deletes it after confirmation.
 * Shown only with the ALERT_REPORTS flag and permission to write reports. The report form and the
 * delete confirmation load when first opened: the entry sits in every dashboard's header.
 */
import { CalendarOutlined, DeleteOutlined, EditOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Dropdown, Switch, Tooltip, type MenuProps } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../components/lazyComponent';
import { t } from '../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { dangerToastAdded, successToastAdded } from '../../store/messageToastsSlice';
import { selectCurrentUser } from '../../store/userSlice';
import type { ReportContext } from './reportForm';
import {
  useDeleteReportMutation,
  useGetResourceReportQuery,
  useSetReportActiveMutation,
} from './reportsApi';
import { selectResourceReport } from './reportsSlice';
import './reportsState';
import './reports.css';

const ReportModal = lazyComponent(() => import('./ReportModal').then((m) => m.ReportModal));
const DeleteConfirmModal = lazyComponent(() =>
  import('../../components/list-view/DeleteConfirmModal').then((m) => m.DeleteConfirmModal),
);

export type ReportTarget = Extract<ReportContext, { kind: 'chart' } | { kind: 'dashboard' }>;

/** Drawn through a function so that the lazy caller declares no component during its render. */
export function renderReportHeaderEntry(target: ReportTarget) {
  return <ReportHeaderEntry target={target} />;
}

function creationMethodOf(target: ReportTarget) {
  return target.kind === 'chart' ? ('charts' as const) : ('dashboards' as const);
}

function resourceIdOf(target: ReportTarget): number {
  return target.kind === 'chart' ? target.chartId : target.dashboardId;
}

function ReportHeaderEntry({ target }: { target: ReportTarget }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const creationMethod = creationMethodOf(target);
  const resourceId = resourceIdOf(target);
  const fetched = useGetResourceReportQuery(
    { creationMethod, resourceId, userId: user?.id ?? 0 },
    { skip: user === null, refetchOnMountOrArgChange: true },
  );
  const stored = useAppSelector((state) => selectResourceReport(state, creationMethod, resourceId));
  const report = stored === undefined ? (fetched.data ?? null) : stored;
  const [modal, setModal] = useState<'create' | 'edit' | 'delete' | null>(null);
  const [setActive, activation] = useSetReportActiveMutation();
  const [deleteReport, deletion] = useDeleteReportMutation();

  useEffect(() => {
    if (fetched.error === undefined) return;
    // Superset words this failure the same way for charts' reports too.
    dispatch(
      dangerToastAdded(t('There was an issue fetching reports attached to this dashboard.')),
    );
  }, [dispatch, fetched.error]);

  const toggleActive = () => {
    if (report === null || activation.isLoading) return;
    setActive({ id: report.id, active: !report.active })
      .unwrap()
      .catch(() =>
        dispatch(dangerToastAdded(t('We were unable to active or deactivate this report.'))),
      );
  };

  const confirmDelete = () => {
    if (report === null) return;
    deleteReport(report.id)
      .unwrap()
      .then(() => dispatch(successToastAdded(t('Deleted: %s', report.name))))
      .catch(() => dispatch(dangerToastAdded(t('Your report could not be deleted'))))
      .finally(() => setModal(null));
  };

  const items: MenuProps['items'] =
    report === null
      ? []
      : [
          {
            key: 'active',
            label: (
              <span className="pn-report-menu-toggle" data-testid="report-active-toggle">
                <span>{t('Email reports active')}</span>
                <Switch
                  size="small"
                  checked={report.active}
                  loading={activation.isLoading}
                  aria-label={t('Email reports active')}
                />
              </span>
            ),
          },
          {
            key: 'edit',
            icon: <EditOutlined />,
            label: <span data-testid="report-edit">{t('Edit email report')}</span>,
          },
          { type: 'divider' },
          {
            key: 'delete',
            icon: <DeleteOutlined />,
            danger: true,
            label: <span data-testid="report-delete">{t('Delete email report')}</span>,
          },
        ];

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'active') toggleActive();
    else if (key === 'edit') setModal('edit');
    else if (key === 'delete') setModal('delete');
  };

  return (
    <>
      {report === null ? (
        <Tooltip title={t('Set up an email report')}>
          <Button
            icon={<CalendarOutlined />}
            aria-label={t('Set up an email report')}
            disabled={fetched.isLoading}
            onClick={() => setModal('create')}
            data-testid="report-setup"
          />
        </Tooltip>
      ) : (
        <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick: onMenu }}>
          <Button
            icon={<MailOutlined />}
            aria-label={t('Manage email report')}
            className={report.active ? undefined : 'pn-report-inactive'}
            data-testid="report-menu"
            data-report-active={report.active ? 'true' : 'false'}
          />
        </Dropdown>
      )}
      <Suspense fallback={null}>
        {(modal === 'create' || modal === 'edit') && (
          <ReportModal
            key={modal === 'edit' && report ? report.id : 'new'}
            context={target}
            reportId={modal === 'edit' && report ? report.id : null}
            onClose={() => setModal(null)}
          />
        )}
        {modal === 'delete' && report !== null && (
          <DeleteConfirmModal
            title={t('Delete Report?')}
            description={t('This action will permanently delete %s.', report.name)}
            loading={deletion.isLoading}
            onConfirm={confirmDelete}
            onCancel={() => setModal(null)}
          />
        )}
      </Suspense>
    </>
  );
}
