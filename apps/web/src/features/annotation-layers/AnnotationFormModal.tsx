/** Create or edit one annotation of a layer: descriptions, a start–end range and JSON metadata. */
import { Form, Input, Modal } from 'antd';
import { FormErrorAlert } from '../../components/list-view/FormErrorAlert';
import { fieldErrorsOf } from '../../components/list-view/fieldErrors';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';
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
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<AnnotationFormValues>();
  const [createAnnotation, creation] = useCreateAnnotationMutation();
  const [updateAnnotation, update] = useUpdateAnnotationMutation();
  const isNew = annotation === null;
  const error = isNew ? creation.error : update.error;

  const submit = (values: AnnotationFormValues) => {
    const body = annotationBody(values);
    const call = isNew
      ? createAnnotation({ layerId, body })
      : updateAnnotation({ layerId, id: annotation.id, body });
    call
      .unwrap()
      .then(() => {
        dispatch(
          successToastAdded(
            isNew
              ? t('Annotation %s was created', body.short_descr)
              : t('Annotation %s was saved', body.short_descr),
          ),
        );
        onClose();
      })
      .catch((err: unknown) =>
        form.setFields(
          fieldErrorsOf(err, SERVER_FIELDS).flatMap(({ name, errors }) => {
            const field = formFieldOf(name);
            return field ? [{ name: field, errors }] : [];
          }),
        ),
      );
  };

  return (
    <Modal
      open
      title={isNew ? t('Add annotation') : t('Edit annotation')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      confirmLoading={creation.isLoading || update.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormErrorAlert
        error={error}
        fields={SERVER_FIELDS}
        describe={(message) =>
          isNew
            ? t('An error occurred while creating %ss: %s', t('annotation'), message)
            : t('An error occurred while saving %s: %s', t('annotation'), message)
        }
      />
      <Form<AnnotationFormValues>
        form={form}
        layout="vertical"
        name="annotation-form"
        initialValues={annotationFormValues(annotation)}
        onFinish={submit}
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
        <Form.Item
          name="json_metadata"
          label={t('JSON metadata')}
          rules={[ruleFor('json_metadata')]}
        >
          <Input.TextArea rows={3} className="pn-annotation-json" placeholder="{}" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
