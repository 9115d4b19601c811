/** `/dataset/list/`: every dataset the user may see: name, type, database, schema, owners. */
import { EditOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CertifiedBadge } from '../../components/list-view/CertifiedBadge';
import { modifiedColumn, ownersColumn } from '../../components/list-view/commonColumns';
import { relatedFilter, yesNoFilter } from '../../components/list-view/commonFilters';
import { writerCreateButton } from '../../components/list-view/CreateButton';
import { ListView } from '../../components/list-view/ListView';
import type { ListViewConfig } from '../../components/list-view/listViewTypes';
import { TitleWithTooltip } from '../../components/list-view/TitleWithTooltip';
import { CreateDatasetModal } from './CreateDatasetModal';
import { DatasetEditModal } from './DatasetEditModal';
import { DATASET_OWNER_REQUIRED } from './datasetOwnership';
import { ImportButton } from '../import';
import { UploadFileButton } from '../uploads';
import { t } from '../../i18n/t';
import { datasetExplorePath } from './datasetTypes';
import type { DatasetRow } from './datasetTypes';

function DatasetName({ dataset }: { dataset: DatasetRow }) {
  return (
    <div>
      <span className="pn-title-cell">
        <TitleWithTooltip title={dataset.table_name}>
          <Link to={datasetExplorePath(dataset)} className="pn-row-title" data-testid="row-title">
            <span className="pn-dataset-name">{dataset.table_name}</span>
          </Link>
        </TitleWithTooltip>
        <CertifiedBadge
          certifiedBy={dataset.certified_by}
          details={dataset.certification_details}
        />
      </span>
      {dataset.description ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} className="pn-cell-note">
          {dataset.description}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}

/** Which modal is open: none, "+ Dataset", or the editor of one dataset. */
type Dialog = { kind: 'create' } | { kind: 'edit'; dataset: DatasetRow } | null;

export function DatasetListPage() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const config: ListViewConfig<DatasetRow> = {
    resource: 'dataset',
    noun: t('dataset'),
    title: t('Datasets'),
    itemName: (dataset) => dataset.table_name,
    columns: [
      {
        key: 'table_name',
        title: t('Name'),
        sortable: true,
        render: (dataset) => <DatasetName dataset={dataset} />,
      },
      {
        key: 'kind',
        title: t('Type'),
        sortable: true,
        width: 100,
        render: (dataset) =>
          dataset.kind === 'virtual' ? (
            <Tag color="purple">{t('Virtual')}</Tag>
          ) : (
            <Tag>{t('Physical')}</Tag>
          ),
      },
      {
        key: 'database.database_name',
        title: t('Database'),
        sortable: true,
        width: 150,
        render: (dataset) => dataset.database.database_name,
      },
      {
        key: 'schema',
        title: t('Schema'),
        sortable: true,
        width: 120,
        render: (dataset) =>
          dataset.schema ?? <Typography.Text type="secondary">—</Typography.Text>,
      },
      ownersColumn(),
      modifiedColumn(),
    ],
    search: { col: 'table_name', opr: 'ct', placeholder: t('Search by name') },
    headerButtons: writerCreateButton(
      {
        label: t('Dataset'),
        testId: 'create-dataset',
        onClick: () => setDialog({ kind: 'create' }),
      },
      <>
        <UploadFileButton />
        <ImportButton resource="dataset" />
      </>,
    ),
    // Edit is shown to everyone who sees the row; non-owners get it inert with the reason
    // (why only owners may edit), so it is a page action rather than the list's owners-only onEdit.
    extraActions: (dataset, { canModify }) => [
      canModify
        ? {
            key: 'edit',
            label: t('Edit'),
            icon: <EditOutlined />,
            onClick: () => setDialog({ kind: 'edit', dataset }),
          }
        : {
            key: 'edit-disabled',
            label: t(DATASET_OWNER_REQUIRED),
            icon: <EditOutlined />,
            onClick: () => undefined,
          },
    ],
    filters: [
      relatedFilter('dataset', 'owners', t('Owner')),
      relatedFilter('dataset', 'database', t('Database'), 'rel_o_m'),
      {
        id: 'schema',
        label: t('Schema'),
        col: 'schema',
        opr: 'eq',
        source: { type: 'distinct', resource: 'dataset', column: 'schema' },
      },
      {
        id: 'type',
        label: t('Type'),
        col: 'sql',
        opr: 'dataset_is_null_or_empty',
        // The named filter selects datasets without SQL (physical) for true.
        choices: [
          { label: t('Virtual'), value: false },
          { label: t('Physical'), value: true },
        ],
      },
      yesNoFilter('certified', t('Certified'), 'dataset_is_certified', 'id'),
    ],
    ownable: true,
    deletable: true,
    bulkDelete: true,
    exportable: true,
  };
  return (
    <>
      <ListView config={config} />
      {dialog?.kind === 'create' ? <CreateDatasetModal onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <DatasetEditModal
          datasetId={dialog.dataset.id}
          knownOwners={dialog.dataset.owners}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
