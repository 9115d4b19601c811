/**
 * `/annotationlayer/{id}/annotation/`: one layer's annotations with search, create and edit
 * (descriptions and a date-time range) in a modal, delete and bulk delete. Times are shown as
 * stored, in UTC.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { modifiedColumn } from '../../components/list-view/commonColumns';
import { ListView } from '../../components/list-view/ListView';
import { useFormDialog } from '../../components/list-view/useFormDialog';
import type { ListViewConfig } from '../../components/list-view/listViewTypes';
import { rowTitleColumn } from '../../components/list-view/rowTitleColumn';
import { CreateButton } from '../../components/list-view/CreateButton';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/paths';
import { AnnotationFormModal } from './AnnotationFormModal';
import { useGetAnnotationLayerQuery } from './annotationLayersApi';
import { annotationsResource, type AnnotationListItem } from './annotationLayerTypes';
import { displayTime } from './annotationTimes';

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** The layer id of the route, or null when it is not a positive integer. */
function layerIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function Annotations({ layerId }: { layerId: number }) {
  const navigate = useNavigate();
  const dialog = useFormDialog<AnnotationListItem>();
  const layer = useGetAnnotationLayerQuery(layerId);

  if (layer.error !== undefined) {
    return (
      <Result
        status="404"
        title={t('Annotation layer not found.')}
        extra={<Link to={PATHS.annotationLayerList}>{t('Back to all')}</Link>}
      />
    );
  }

  const config: ListViewConfig<AnnotationListItem> = {
    resource: annotationsResource(layerId),
    noun: t('annotation'),
    title: layer.data ? t('Annotation layer %s', layer.data.name) : t('Annotation layer'),
    itemName: (annotation) => annotation.short_descr,
    columns: [
      rowTitleColumn('short_descr', (annotation) => ({ text: annotation.short_descr }), t('Label')),
      {
        key: 'long_descr',
        title: t('Description'),
        sortable: true,
        render: (annotation) => annotation.long_descr?.trim() || none,
      },
      {
        key: 'start_dttm',
        title: t('Start'),
        sortable: true,
        width: 180,
        render: (annotation) => displayTime(annotation.start_dttm),
      },
      {
        key: 'end_dttm',
        title: t('End'),
        sortable: true,
        width: 180,
        render: (annotation) => displayTime(annotation.end_dttm),
      },
      modifiedColumn(),
    ],
    defaultSort: { column: 'start_dttm', direction: 'desc' },
    search: { col: 'short_descr', opr: 'annotation_all_text', placeholder: t('Type a value') },
    deletable: true,
    bulkDelete: true,
    onEdit: dialog.edit,
    headerButtons: (permissions) => (
      <>
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(PATHS.annotationLayerList)}
        >
          {t('Back to all')}
        </Button>
        {permissions.canWrite ? (
          <CreateButton
            label={t('Annotation')}
            testId="create-annotation"
            onClick={dialog.create}
          />
        ) : null}
      </>
    ),
  };

  return (
    <>
      <ListView config={config} />
      {dialog.open ? (
        <AnnotationFormModal layerId={layerId} annotation={dialog.item} onClose={dialog.close} />
      ) : null}
    </>
  );
}

export function AnnotationListPage() {
  const layerId = layerIdOf(useParams().layerId);
  if (layerId === null) {
    return <Result status="404" title={t('Annotation layer not found.')} />;
  }
  // Keyed by layer so list state (page, search) never leaks from one layer to another.
  return <Annotations key={layerId} layerId={layerId} />;
}
