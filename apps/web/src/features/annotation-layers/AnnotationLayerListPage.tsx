/**
 * `/annotationlayer/list/`: annotation layers with search by name, a creator filter, create and
 * edit in a modal, delete and bulk delete. A layer's name opens its annotations.
 */
import { UnorderedListOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { modifiedColumn } from '../../components/list-view/commonColumns';
import { ListViewWithForm } from '../../components/list-view/ListViewWithForm';
import type { FormListViewConfig } from '../../components/list-view/ListViewWithForm';
import { ownerName } from '../../components/list-view/ownerNames';
import { rowTitleColumn } from '../../components/list-view/rowTitleColumn';
import { relatedFilter } from '../../components/list-view/commonFilters';
import { t } from '../../i18n/t';
import { AnnotationLayerFormModal } from './AnnotationLayerFormModal';
import {
  ANNOTATION_LAYERS_RESOURCE,
  annotationListPath,
  type AnnotationLayerListItem,
} from './annotationLayerTypes';

const none = <Typography.Text type="secondary">—</Typography.Text>;

export function AnnotationLayerListPage() {
  const navigate = useNavigate();

  const config: FormListViewConfig<AnnotationLayerListItem> = {
    resource: ANNOTATION_LAYERS_RESOURCE,
    noun: t('annotation layer'),
    title: t('Annotation layers'),
    itemName: (layer) => layer.name,
    columns: [
      rowTitleColumn('name', (layer) => ({ text: layer.name, to: annotationListPath(layer.id) })),
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
    filters: [relatedFilter(ANNOTATION_LAYERS_RESOURCE, 'created_by', t('Created by'), 'rel_o_m')],
    deletable: true,
    bulkDelete: true,
    extraActions: (layer) => [
      {
        key: 'annotations',
        label: t('Show annotations'),
        icon: <UnorderedListOutlined />,
        onClick: () => void navigate(annotationListPath(layer.id)),
      },
    ],
  };

  return (
    <ListViewWithForm
      config={config}
      create={{ label: t('Annotation layer'), testId: 'create-annotation-layer' }}
      form={(layer, close) => <AnnotationLayerFormModal layer={layer} onClose={close} />}
    />
  );
}
