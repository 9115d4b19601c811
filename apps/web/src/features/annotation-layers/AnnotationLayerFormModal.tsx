/** Create an annotation layer or edit its name and description. */
import { Form, Input, Modal } from 'antd';
import { FormErrorAlert } from '../../components/list-view/FormErrorAlert';
import { fieldErrorsOf } from '../../components/list-view/fieldErrors';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';
import { REQUIRED, layerBody, layerFormValues, type LayerFormValues } from './annotationForm';
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
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<LayerFormValues>();
  const [createLayer, creation] = useCreateAnnotationLayerMutation();
  const [updateLayer, update] = useUpdateAnnotationLayerMutation();
  const isNew = layer === null;
  const error = isNew ? creation.error : update.error;

  const submit = (values: LayerFormValues) => {
    const body = layerBody(values);
    const call = isNew ? createLayer(body) : updateLayer({ id: layer.id, body });
    call
      .unwrap()
      .then(() => {
        dispatch(
          successToastAdded(
            isNew
              ? t('Annotation layer %s was created', body.name)
              : t('Annotation layer %s was saved', body.name),
          ),
        );
        onClose();
      })
      .catch((err: unknown) => form.setFields(fieldErrorsOf(err, FIELDS)));
  };

  return (
    <Modal
      open
      title={isNew ? t('Add annotation layer') : t('Edit annotation layer')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      confirmLoading={creation.isLoading || update.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormErrorAlert
        error={error}
        fields={FIELDS}
        describe={(message) =>
          isNew
            ? t('An error occurred while creating %ss: %s', t('annotation layer'), message)
            : t('An error occurred while saving %s: %s', t('annotation layer'), message)
        }
      />
      <Form<LayerFormValues>
        form={form}
        layout="vertical"
        name="annotation-layer-form"
        initialValues={layerFormValues(layer)}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('Annotation layer name')}
          rules={[{ required: true, whitespace: true, message: t(REQUIRED) }]}
        >
          <Input maxLength={250} autoFocus autoComplete="off" />
        </Form.Item>
        <Form.Item name="descr" label={t('Description')}>
          <Input.TextArea rows={4} placeholder={t('Description (this can be seen in the list)')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
