/**
 * `/annotationlayer/list/`: annotation layers with search by name, a creator filter, create and
 * edit in a modal, delete and bulk delete. A layer's name opens its annotations.
 */
import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { modifiedColumn } from '../../components/list-view/commonColumns';
import { ListView } from '../../components/list-view/ListView';
import type { ListViewConfig } from '../../components/list-view/listViewTypes';
import { ownerName } from '../../components/list-view/ownerNames';
import { TitleWithTooltip } from '../../components/list-view/TitleWithTooltip';
import { t } from '../../i18n/t';
import { AnnotationLayerFormModal } from './AnnotationLayerFormModal';
import {
  ANNOTATION_LAYERS_RESOURCE,
  annotationListPath,
  type AnnotationLayerListItem,
} from './annotationLayerTypes';

type Editing = { layer: AnnotationLayerListItem | null } | null;

const none = <Typography.Text type="secondary">—</Typography.Text>;

export function AnnotationLayerListPage() {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);

  const config: ListViewConfig<AnnotationLayerListItem> = {
    resource: ANNOTATION_LAYERS_RESOURCE,
    noun: t('annotation layer'),
    title: t('Annotation layers'),
    itemName: (layer) => layer.name,
    columns: [
      {
        key: 'name',
        title: t('Name'),
        sortable: true,
        render: (layer) => (
          <TitleWithTooltip title={layer.name}>
            <Link
              className="pn-row-title"
              data-testid="row-title"
              to={annotationListPath(layer.id)}
            >
              {layer.name}
            </Link>
          </TitleWithTooltip>
        ),
      },
      {
        key: 'descr',
        title: t('Description'),
        sortable: true,
        render: (layer) => layer.descr?.trim() || none,
      },
      modifiedColumn(),
      {
        key: 'created_by',
        title: t('Created by'),
        sortable: true,
        sortColumn: 'created_by.first_name',
        width: 160,
        render: (layer) => (layer.created_by ? ownerName(layer.created_by) : none),
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    search: { col: 'name', opr: 'ct', placeholder: t('Type a value') },
    filters: [
      {
        id: 'created_by',
        label: t('Created by'),
        col: 'created_by',
        opr: 'rel_o_m',
        source: { type: 'related', resource: ANNOTATION_LAYERS_RESOURCE, column: 'created_by' },
      },
    ],
    deletable: true,
    bulkDelete: true,
    onEdit: (layer) => setEditing({ layer }),
    extraActions: (layer) => [
      {
        key: 'annotations',
        label: t('Show annotations'),
        icon: <UnorderedListOutlined />,
        onClick: () => void navigate(annotationListPath(layer.id)),
      },
    ],
    headerButtons: (permissions) =>
      permissions.canWrite ? (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ layer: null })}
          data-testid="create-annotation-layer"
        >
          {t('Annotation layer')}
        </Button>
      ) : null,
  };

  return (
    <>
      <ListView config={config} />
      {editing !== null ? (
        <AnnotationLayerFormModal layer={editing.layer} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
