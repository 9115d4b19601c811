/** `/dashboard/list/`: every dashboard the user may see, as a table or as cards. */
import { DashboardOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/errorMessage';
import { CertifiedContentList } from '../../components/list-view/CertifiedContentList';
import { ModifiedText } from '../../components/list-view/commonColumns';
import { writerCreateButton } from '../../components/list-view/CreateButton';
import { booleanChoices } from '../../components/list-view/filterChoices';
import { ThumbnailCover } from '../../components/thumbnail/ThumbnailCover';
import { t } from '../../i18n/t';
import { ImportButton } from '../import';
import { useAppDispatch } from '../../store/hooks';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { DashboardPropertiesModal } from './DashboardPropertiesModal';
import { useCreateDashboardMutation } from './dashboardsApi';
import { dashboardPath } from './dashboardTypes';
import type { DashboardListItem } from './dashboardTypes';

function StatusTag({ published }: { published: boolean }) {
  return published ? <Tag color="green">{t('Published')}</Tag> : <Tag>{t('Draft')}</Tag>;
}

export function DashboardListPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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

  return (
    <CertifiedContentList<DashboardListItem>
      resource="dashboard"
      noun={t('dashboard')}
      title={t('Dashboards')}
      nameColumn="dashboard_title"
      name={(dashboard) => dashboard.dashboard_title}
      path={dashboardPath}
      searchOperator="title_or_slug"
      columns={[
        {
          key: 'published',
          title: t('Status'),
          sortable: true,
          width: 120,
          render: (dashboard) => <StatusTag published={dashboard.published} />,
        },
      ]}
      filters={[
        {
          id: 'published',
          label: t('Status'),
          col: 'published',
          opr: 'eq',
          choices: booleanChoices(t('Published'), t('Draft')),
        },
      ]}
      headerButtons={writerCreateButton(
        { label: t('Dashboard'), testId: 'create-dashboard', onClick: create, loading: creating },
        <ImportButton resource="dashboard" />,
      )}
      cardCover={(dashboard) => (
        <ThumbnailCover
          url={dashboard.thumbnail_url}
          alt={dashboard.dashboard_title}
          fallback={<DashboardOutlined className="pn-card-cover-icon" />}
        />
      )}
      cardDescription={(dashboard) => (
        <span className="pn-card-line">
          <StatusTag published={dashboard.published} />
          <ModifiedText item={dashboard} />
        </span>
      )}
      editor={(dashboard, close) => (
        <DashboardPropertiesModal dashboard={dashboard} onClose={close} />
      )}
    />
  );
}
