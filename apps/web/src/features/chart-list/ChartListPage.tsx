/** `/chart/list/`: every chart the user may see, as a table or as cards. */
import { BarChartOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { CertifiedContentList } from '../../components/list-view/CertifiedContentList';
import { ModifiedText } from '../../components/list-view/commonColumns';
import { writerCreateButton } from '../../components/list-view/CreateButton';
import { TitleWithTooltip } from '../../components/list-view/TitleWithTooltip';
import { ThumbnailCover } from '../../components/thumbnail/ThumbnailCover';
import { t } from '../../i18n/t';
import { ImportButton } from '../import';
import { PATHS } from '../../routes/paths';
import { ChartPropertiesModal } from './ChartPropertiesModal';
import { chartPath } from './chartTypes';
import type { ChartListItem } from './chartTypes';
import { vizTypeChoices, vizTypeName } from './vizTypes';

function DatasetLink({ chart }: { chart: ChartListItem }) {
  const name = chart.datasource_name_text;
  if (!name) return <Typography.Text type="secondary">—</Typography.Text>;
  return chart.datasource_url ? (
    <TitleWithTooltip title={name}>
      <Link to={chart.datasource_url} className="pn-cell-ellipsis">
        {name}
      </Link>
    </TitleWithTooltip>
  ) : (
    <span>{name}</span>
  );
}

function DashboardLinks({ chart }: { chart: ChartListItem }) {
  if (chart.dashboards.length === 0) {
    return <Typography.Text type="secondary">—</Typography.Text>;
  }
  return (
    <span className="pn-link-list">
      {chart.dashboards.map((dashboard) => (
        <TitleWithTooltip key={dashboard.id} title={dashboard.dashboard_title}>
          <Link to={`/dashboard/${dashboard.id}/`} className="pn-cell-ellipsis">
            {dashboard.dashboard_title}
          </Link>
        </TitleWithTooltip>
      ))}
    </span>
  );
}

export function ChartListPage() {
  const navigate = useNavigate();
  return (
    <CertifiedContentList<ChartListItem>
      resource="chart"
      noun={t('chart')}
      title={t('Charts')}
      nameColumn="slice_name"
      name={(chart) => chart.slice_name}
      path={chartPath}
      searchOperator="chart_all_text"
      columns={[
        {
          key: 'viz_type',
          title: t('Type'),
          sortable: true,
          width: 130,
          render: (chart) => vizTypeName(chart.viz_type),
        },
        {
          key: 'datasource_name',
          title: t('Dataset'),
          sortable: true,
          width: 160,
          render: (chart) => <DatasetLink chart={chart} />,
        },
        {
          key: 'dashboards',
          title: t('On dashboards'),
          width: 180,
          render: (chart) => <DashboardLinks chart={chart} />,
        },
      ]}
      filters={[
        {
          id: 'viz_type',
          label: t('Type'),
          col: 'viz_type',
          opr: 'eq',
          choices: vizTypeChoices().map((choice) => ({ label: choice.name, value: choice.key })),
        },
        {
          id: 'dataset',
          label: t('Dataset'),
          col: 'datasource_id',
          opr: 'eq',
          source: { type: 'list', resource: 'dataset', labelColumn: 'table_name' },
        },
        {
          id: 'dashboard',
          label: t('Dashboard'),
          col: 'dashboards',
          opr: 'rel_m_m',
          source: { type: 'list', resource: 'dashboard', labelColumn: 'dashboard_title' },
        },
      ]}
      headerButtons={writerCreateButton(
        { label: t('Chart'), testId: 'create-chart', onClick: () => void navigate(PATHS.chartAdd) },
        <ImportButton resource="chart" />,
      )}
      cardCover={(chart) => (
        <ThumbnailCover
          url={chart.thumbnail_url}
          alt={chart.slice_name}
          fallback={
            <div className="pn-card-cover-body">
              <BarChartOutlined className="pn-card-cover-icon" />
              <span className="pn-card-cover-label">{vizTypeName(chart.viz_type)}</span>
            </div>
          }
        />
      )}
      cardDescription={(chart) => <ModifiedText item={chart} />}
      editor={(chart, close) => <ChartPropertiesModal chart={chart} onClose={close} />}
    />
  );
}
