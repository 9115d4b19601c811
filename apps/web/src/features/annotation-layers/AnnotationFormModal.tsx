/** Create or edit one annotation of a layer: descriptions, a start–end range and JSON metadata. */
import { Form, Input } from 'antd';
import { ResourceFormModal } from '../../components/forms/ResourceFormModal';
import { t } from '../../i18n/t';
import {
  annotationBody,
  annotationFormErrors,
  annotationFormValues,
  formFieldOf,
  type AnnotationField,
  type AnnotationFormValues,
} from './annotationForm';
import { useCreateAnnotationMutation, useUpdateAnnotationMutation } from './annotationLayersApi';
import type { AnnotationListItem } from './annotationLayerTypes';
import { TimeRangeInput } from './TimeRangeInput';

/** The server's field names; start and end errors show on the range picker. */
const SERVER_FIELDS = ['short_descr', 'long_descr', 'start_dttm', 'end_dttm', 'json_metadata'];

/** An antd rule checking one field with the form's pure validation. */
function ruleFor(field: AnnotationField) {
  return ({ getFieldsValue }: { getFieldsValue: () => AnnotationFormValues }) => ({
    validator: () => {
      const problem = annotationFormErrors(getFieldsValue())[field];
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  });
}

export function AnnotationFormModal({
  layerId,
  annotation,
  onClose,
}: {
  layerId: number;
  annotation: AnnotationListItem | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AnnotationFormValues>();
  const [createAnnotation, creation] = useCreateAnnotationMutation();
  const [updateAnnotation, update] = useUpdateAnnotationMutation();
  const isNew = annotation === null;

  const save = (values: AnnotationFormValues) => {
    const body = annotationBody(values);
    const call = isNew
      ? createAnnotation({ layerId, body })
      : updateAnnotation({ layerId, id: annotation.id, body });
    return call
      .unwrap()
      .then(() =>
        isNew
          ? t('Annotation %s was created', body.short_descr)
          : t('Annotation %s was saved', body.short_descr),
      );
  };

  return (
    <ResourceFormModal
      form={form}
      name="annotation-form"
      title={isNew ? t('Add annotation') : t('Edit annotation')}
      noun={t('annotation')}
      isNew={isNew}
      initialValues={annotationFormValues(annotation)}
      fields={SERVER_FIELDS}
      fieldOf={formFieldOf}
      error={isNew ? creation.error : update.error}
      saving={creation.isLoading || update.isLoading}
      save={save}
      onClose={onClose}
    >
      <Form.Item
        name="short_descr"
        label={t('Annotation name')}
        required
        rules={[ruleFor('short_descr')]}
      >
        <Input maxLength={500} autoFocus autoComplete="off" />
      </Form.Item>
      <Form.Item name="range" label={t('Date')} required rules={[ruleFor('range')]}>
        <TimeRangeInput />
      </Form.Item>
      <Form.Item name="long_descr" label={t('Description')}>
        <Input.TextArea rows={4} placeholder={t('Description (this can be seen in the list)')} />
      </Form.Item>
      <Form.Item name="json_metadata" label={t('JSON metadata')} rules={[ruleFor('json_metadata')]}>
        <Input.TextArea rows={3} className="pn-annotation-json" placeholder="{}" />
      </Form.Item>
    </ResourceFormModal>
  );
}
