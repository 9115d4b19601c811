/** `/chart/list/`: every chart the user may see, as a table or as cards. */
import { BarChartOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
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
import { TitleWithTooltip } from '../../components/list-view/TitleWithTooltip';
import { t } from '../../i18n/t';
import { ImportButton } from '../import';
import { PATHS } from '../../routes/paths';
import { ChartPropertiesModal } from './ChartPropertiesModal';
import { chartPath } from './chartTypes';
import type { ChartListItem } from './chartTypes';
import { vizTypeChoices, vizTypeName } from './vizTypes';

function chartTitle(chart: ChartListItem): CertifiedTitleProps {
  return {
    text: chart.slice_name,
    to: chartPath(chart),
    certifiedBy: chart.certified_by,
    details: chart.certification_details,
  };
}

function DatasetLink({ chart }: { chart: ChartListItem }) {
  const name = chart.datasource_name_text;
  if (!name) return <Typography.Text type="secondary">—</Typography.Text>;
  return chart.datasource_url ? (
    <TitleWithTooltip title={name}>
      <Link to={chart.datasource_url} className="pn-cell-truncated">
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
          <Link to={`/dashboard/${dashboard.id}/`} className="pn-cell-truncated">
            {dashboard.dashboard_title}
          </Link>
        </TitleWithTooltip>
      ))}
    </span>
  );
}

export function ChartListPage() {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<ChartListItem | null>(null);

  const config: ListViewConfig<ChartListItem> = {
    resource: 'chart',
    noun: t('chart'),
    title: t('Charts'),
    itemName: (chart) => chart.slice_name,
    columns: [
      certifiedTitleColumn('slice_name', chartTitle),
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
      ownersColumn(),
      modifiedColumn(),
    ],
    search: { col: 'slice_name', opr: 'chart_all_text', placeholder: t('Type a value') },
    filters: [
      ...ownerFilters('chart'),
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
      ...favoriteAndCertifiedFilters('chart'),
    ],
    ownable: true,
    favorite: true,
    deletable: true,
    bulkDelete: true,
    exportable: true,
    onEdit: setEditing,
    headerButtons: writerCreateButton(
      { label: t('Chart'), testId: 'create-chart', onClick: () => void navigate(PATHS.chartAdd) },
      <ImportButton resource="chart" />,
    ),
    card: {
      cover: (chart) => (
        <div className="pn-card-cover-body">
          <BarChartOutlined className="pn-card-cover-icon" />
          <span className="pn-card-cover-label">{vizTypeName(chart.viz_type)}</span>
        </div>
      ),
      title: (chart) => <CertifiedTitle {...chartTitle(chart)} />,
      description: (chart) => <ModifiedText item={chart} />,
      extra: (chart) => <OwnerAvatars owners={chart.owners} />,
      sortOptions: cardSortOptions('slice_name'),
    },
  };

  return (
    <>
      <ListView config={config} />
      {editing !== null ? (
        <ChartPropertiesModal chart={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
