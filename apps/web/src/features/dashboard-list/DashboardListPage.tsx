/** `/dashboard/list/`: every dashboard the user may see, as a table or as cards. */
import { DashboardOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/errorMessage';
import { CertifiedBadge } from '../../components/list-view/CertifiedBadge';
import {
  ModifiedText,
  modifiedColumn,
  ownersColumn,
} from '../../components/list-view/commonColumns';
import { yesNoChoices } from '../../components/list-view/filterChoices';
import { ListView } from '../../components/list-view/ListView';
import type { ListViewConfig } from '../../components/list-view/listViewTypes';
import { OwnerAvatars } from '../../components/list-view/OwnerAvatars';
import { TitleWithTooltip } from '../../components/list-view/TitleWithTooltip';
import { t } from '../../i18n/t';
import { ImportButton } from '../import';
import { useAppDispatch } from '../../store/hooks';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { DashboardPropertiesModal } from './DashboardPropertiesModal';
import { useCreateDashboardMutation } from './dashboardsApi';
import { dashboardPath } from './dashboardTypes';
import type { DashboardListItem } from './dashboardTypes';

function DashboardTitle({ dashboard }: { dashboard: DashboardListItem }) {
  return (
    <span className="pn-title-cell">
      <TitleWithTooltip title={dashboard.dashboard_title}>
        <Link to={dashboardPath(dashboard)} className="pn-row-title" data-testid="row-title">
          {dashboard.dashboard_title}
        </Link>
      </TitleWithTooltip>
      <CertifiedBadge
        certifiedBy={dashboard.certified_by}
        details={dashboard.certification_details}
      />
    </span>
  );
}

function StatusTag({ published }: { published: boolean }) {
  return published ? <Tag color="green">{t('Published')}</Tag> : <Tag>{t('Draft')}</Tag>;
}

export function DashboardListPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<DashboardListItem | null>(null);
  const [createDashboard, { isLoading: creating }] = useCreateDashboardMutation();

  const create = () => {
    createDashboard()
      .unwrap()
      .then(({ id }) => navigate(`/dashboard/${id}/?edit=true`))
      .catch((err: unknown) =>
        dispatch(
          dangerToastAdded(
            t('An error occurred while creating %ss: %s', t('dashboard'), errorMessage(err)),
          ),
        ),
      );
  };

  const config: ListViewConfig<DashboardListItem> = {
    resource: 'dashboard',
    noun: t('dashboard'),
    title: t('Dashboards'),
    itemName: (dashboard) => dashboard.dashboard_title,
    columns: [
      {
        key: 'dashboard_title',
        title: t('Name'),
        sortable: true,
        render: (dashboard) => <DashboardTitle dashboard={dashboard} />,
      },
      {
        key: 'published',
        title: t('Status'),
        sortable: true,
        width: 120,
        render: (dashboard) => <StatusTag published={dashboard.published} />,
      },
      ownersColumn(),
      modifiedColumn(),
    ],
    search: { col: 'dashboard_title', opr: 'title_or_slug', placeholder: t('Type a value') },
    filters: [
      {
        id: 'owners',
        label: t('Owner'),
        col: 'owners',
        opr: 'rel_m_m',
        source: { type: 'related', resource: 'dashboard', column: 'owners' },
      },
      {
        id: 'created_by',
        label: t('Created by'),
        col: 'created_by',
        opr: 'rel_o_m',
        source: { type: 'related', resource: 'dashboard', column: 'created_by' },
      },
      {
        id: 'published',
        label: t('Status'),
        col: 'published',
        opr: 'eq',
        choices: [
          { label: t('Published'), value: true },
          { label: t('Draft'), value: false },
        ],
      },
      {
        id: 'favorite',
        label: t('Favorite'),
        col: 'id',
        opr: 'dashboard_is_favorite',
        choices: yesNoChoices(),
      },
      {
        id: 'certified',
        label: t('Certified'),
        col: 'id',
        opr: 'dashboard_is_certified',
        choices: yesNoChoices(),
      },
    ],
    ownable: true,
    favorite: true,
    deletable: true,
    bulkDelete: true,
    exportable: true,
    onEdit: setEditing,
    headerButtons: (permissions) =>
      permissions.canWrite ? (
        <>
          <ImportButton resource="dashboard" />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            loading={creating}
            onClick={create}
            data-testid="create-dashboard"
          >
            {t('Dashboard')}
          </Button>
        </>
      ) : null,
    card: {
      cover: () => <DashboardOutlined className="pn-card-cover-icon" />,
      title: (dashboard) => <DashboardTitle dashboard={dashboard} />,
      description: (dashboard) => (
        <span className="pn-card-line">
          <StatusTag published={dashboard.published} />
          <ModifiedText item={dashboard} />
        </span>
      ),
      extra: (dashboard) => <OwnerAvatars owners={dashboard.owners} />,
      sortOptions: [
        { label: t('Alphabetical'), column: 'dashboard_title', direction: 'asc' },
        { label: t('Recently modified'), column: 'changed_on_delta_humanized', direction: 'desc' },
        {
          label: t('Least recently modified'),
          column: 'changed_on_delta_humanized',
          direction: 'asc',
        },
      ],
    },
  };

  return (
    <>
      <ListView config={config} />
      {editing !== null ? (
        <DashboardPropertiesModal dashboard={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
