/**
 * `/report/list/`: every report and alert the user may see, on
 * the shared list view — last run, schedule in words, recipients, an active toggle, owners;
 * filters by owner, creator, type and active; create and edit reports and alerts in the report
 * modal, delete and bulk delete, and each report's execution log.
 */
import { HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { booleanChoices } from '../../components/list-view/filterChoices';
import { modifiedColumn, ownersColumn } from '../../components/list-view/commonColumns';
import { canModifyItem } from '../../components/list-view/listPermissions';
import { ListView } from '../../components/list-view/ListView';
import type { ListViewConfig } from '../../components/list-view/listViewTypes';
import { rowTitleColumn } from '../../components/list-view/rowTitleColumn';
import { writerCreateButton } from '../../components/list-view/CreateButton';
import { useListPermissions } from '../../components/list-view/useListPermissions';
import { t } from '../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { selectCurrentUser } from '../../store/userSlice';
import {
  ActiveSwitch,
  LastRun,
  RecipientsText,
  ReportTypeTag,
  ScheduleText,
} from './reportColumns';
import { ReportModal } from './ReportModal';
import { REPORT_OPTION_SOURCES, useSetReportActiveMutation } from './reportsApi';
import {
  REPORTS_RESOURCE,
  reportLogPath,
  type ReportListItem,
  type ReportType,
} from './reportTypes';
import './reports.css';

type Editing = { id: number | null; type: ReportType } | null;

export function ReportListPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const noun = t('report');
  const permissions = useListPermissions(REPORTS_RESOURCE, noun);
  const [editing, setEditing] = useState<Editing>(null);
  const [setActive] = useSetReportActiveMutation();
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());

  const canModify = (report: ReportListItem) => canModifyItem(report, user, permissions, true);

  const toggle = (report: ReportListItem) => {
    setToggling((previous) => new Set(previous).add(report.id));
    setActive({ id: report.id, active: !report.active })
      .unwrap()
      .catch(() =>
        dispatch(dangerToastAdded(t('We were unable to active or deactivate this report.'))),
      )
      .finally(() =>
        setToggling((previous) => {
          const next = new Set(previous);
          next.delete(report.id);
          return next;
        }),
      );
  };

  const config: ListViewConfig<ReportListItem> = {
    resource: REPORTS_RESOURCE,
    noun,
    title: t('Alerts & reports'),
    itemName: (report) => report.name,
    columns: [
      {
        key: 'last_eval_dttm',
        title: t('Last run'),
        sortable: true,
        width: 190,
        render: (report) => <LastRun report={report} />,
      },
      rowTitleColumn('name', (report) => ({ text: report.name })),
      {
        key: 'type',
        title: t('Type'),
        sortable: true,
        width: 90,
        render: (report) => <ReportTypeTag type={report.type} />,
      },
      {
        key: 'crontab',
        title: t('Schedule'),
        sortable: true,
        render: (report) => <ScheduleText report={report} />,
      },
      {
        key: 'recipients',
        title: t('Recipients'),
        width: 180,
        render: (report) => <RecipientsText report={report} />,
      },
      ownersColumn(),
      modifiedColumn(),
      {
        key: 'active',
        title: t('Active'),
        sortable: true,
        width: 80,
        align: 'center',
        render: (report) => (
          <ActiveSwitch
            report={report}
            disabled={!canModify(report)}
            pending={toggling.has(report.id)}
            onToggle={() => toggle(report)}
          />
        ),
      },
    ],
    search: { col: 'name', opr: 'ct', placeholder: t('Type a value') },
    filters: [
      {
        id: 'owners',
        label: t('Owner'),
        col: 'owners',
        opr: 'rel_m_m',
        source: REPORT_OPTION_SOURCES.owners,
      },
      {
        id: 'created_by',
        label: t('Created by'),
        col: 'created_by',
        opr: 'rel_o_m',
        source: REPORT_OPTION_SOURCES.createdBy,
      },
      {
        id: 'type',
        label: t('Type'),
        col: 'type',
        opr: 'eq',
        choices: [
          { label: t('Report'), value: 'Report' },
          { label: t('Alert'), value: 'Alert' },
        ],
      },
      {
        id: 'active',
        label: t('Active'),
        col: 'active',
        opr: 'eq',
        choices: booleanChoices(t('Active'), t('Inactive')),
      },
    ],
    ownable: true,
    deletable: true,
    bulkDelete: true,
    onEdit: (report) => setEditing({ id: report.id, type: report.type }),
    extraActions: (report) => [
      {
        key: 'log',
        label: t('Execution log'),
        icon: <HistoryOutlined />,
        onClick: () => void navigate(reportLogPath(report.id)),
      },
    ],
    headerButtons: writerCreateButton(
      {
        label: t('Report'),
        testId: 'create-report',
        onClick: () => setEditing({ id: null, type: 'Report' }),
      },
      <Button
        icon={<PlusOutlined />}
        onClick={() => setEditing({ id: null, type: 'Alert' })}
        data-testid="create-alert"
      >
        {t('Alert')}
      </Button>,
    ),
  };

  return (
    <>
      <ListView config={config} />
      {editing !== null && (
        <ReportModal
          key={editing.id ?? `new-${editing.type}`}
          context={{ kind: 'list', type: editing.type }}
          reportId={editing.id}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
