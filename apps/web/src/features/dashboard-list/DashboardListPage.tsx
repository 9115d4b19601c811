/** `/dashboard/list/`: every dashboard the user may see, as a table or as cards. */
import { DashboardOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/errorMessage';
import { CertifiedTitle, certifiedTitleColumn } from '../../components/list-view/CertifiedTitle';
import type { CertifiedTitleProps } from '../../components/list-view/CertifiedTitle';
import {
  ModifiedText,
  modifiedColumn,
  ownersColumn,
} from '../../components/list-view/commonColumns';
import { cardSortOptions } from '../../components/list-view/cardSortOptions';
import {
  favoriteAndCertifiedFilters,
  ownerFilters,
} from '../../components/list-view/commonFilters';
import { writerCreateButton } from '../../components/list-view/CreateButton';
import { ListView } from '../../components/list-view/ListView';
import type { ListViewConfig } from '../../components/list-view/listViewTypes';
import { OwnerAvatars } from '../../components/list-view/OwnerAvatars';
import { t } from '../../i18n/t';
import { ImportButton } from '../import';
import { useAppDispatch } from '../../store/hooks';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { DashboardPropertiesModal } from './DashboardPropertiesModal';
import { useCreateDashboardMutation } from './dashboardsApi';
import { dashboardPath } from './dashboardTypes';
import type { DashboardListItem } from './dashboardTypes';

function dashboardTitle(dashboard: DashboardListItem): CertifiedTitleProps {
  return {
    text: dashboard.dashboard_title,
    to: dashboardPath(dashboard),
    certifiedBy: dashboard.certified_by,
    details: dashboard.certification_details,
  };
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
      certifiedTitleColumn('dashboard_title', dashboardTitle),
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
      ...ownerFilters('dashboard'),
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
      ...favoriteAndCertifiedFilters('dashboard'),
    ],
    ownable: true,
    favorite: true,
    deletable: true,
    bulkDelete: true,
    exportable: true,
    onEdit: setEditing,
    headerButtons: writerCreateButton(
      { label: t('Dashboard'), testId: 'create-dashboard', onClick: create, loading: creating },
      <ImportButton resource="dashboard" />,
    ),
    card: {
      cover: () => <DashboardOutlined className="pn-card-cover-icon" />,
      title: (dashboard) => <CertifiedTitle {...dashboardTitle(dashboard)} />,
      description: (dashboard) => (
        <span className="pn-card-line">
          <StatusTag published={dashboard.published} />
          <ModifiedText item={dashboard} />
        </span>
      ),
      extra: (dashboard) => <OwnerAvatars owners={dashboard.owners} />,
      sortOptions: cardSortOptions('dashboard_title'),
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
