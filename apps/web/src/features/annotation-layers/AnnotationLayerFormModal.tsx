/** Create an annotation layer or edit its name and description. */
import { Form, Input } from 'antd';
import { ResourceFormModal } from '../../components/forms/ResourceFormModal';
import { requiredTextRule } from '../../components/forms/requiredRule';
import { t } from '../../i18n/t';
import { layerBody, layerFormValues, type LayerFormValues } from './annotationForm';
import {
  useCreateAnnotationLayerMutation,
  useUpdateAnnotationLayerMutation,
} from './annotationLayersApi';
import type { AnnotationLayerListItem } from './annotationLayerTypes';

const FIELDS: Array<keyof LayerFormValues> = ['name', 'descr'];

export function AnnotationLayerFormModal({
  layer,
  onClose,
}: {
  layer: AnnotationLayerListItem | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<LayerFormValues>();
  const [createLayer, creation] = useCreateAnnotationLayerMutation();
  const [updateLayer, update] = useUpdateAnnotationLayerMutation();
  const isNew = layer === null;

  const save = (values: LayerFormValues) => {
    const body = layerBody(values);
    const call = isNew ? createLayer(body) : updateLayer({ id: layer.id, body });
    return call
      .unwrap()
      .then(() =>
        isNew
          ? t('Annotation layer %s was created', body.name)
          : t('Annotation layer %s was saved', body.name),
      );
  };

  return (
    <ResourceFormModal
      form={form}
      name="annotation-layer-form"
      title={isNew ? t('Add annotation layer') : t('Edit annotation layer')}
      noun={t('annotation layer')}
      isNew={isNew}
      initialValues={layerFormValues(layer)}
      fields={FIELDS}
      error={isNew ? creation.error : update.error}
      saving={creation.isLoading || update.isLoading}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('Annotation layer name')} rules={[requiredTextRule()]}>
        <Input maxLength={250} autoFocus autoComplete="off" />
      </Form.Item>
      <Form.Item name="descr" label={t('Description')}>
        <Input.TextArea rows={4} placeholder={t('Description (this can be seen in the list)')} />
      </Form.Item>
    </ResourceFormModal>
  );
}
