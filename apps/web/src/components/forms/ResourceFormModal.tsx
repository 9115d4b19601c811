/**
 * The dialog that creates or edits one resource of a list page: it submits the form, shows a
 * toast and closes on success, and puts the server's validation answers next to the fields they
 * name (any other failure is shown above the form).
 */
import { Form, Modal } from 'antd';
import type { FormInstance, FormProps } from 'antd';
import type { ReactNode } from 'react';
import { FormErrorAlert } from '../list-view/FormErrorAlert';
import { fieldErrorsOf } from '../list-view/fieldErrors';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';

export interface ResourceFormModalProps<Values> {
  form: FormInstance<Values>;
  /** The form's name, which prefixes its inputs' ids. */
  name: string;
  title: string;
  /** The resource in lower case, for the error sentence, e.g. "role". */
  noun: string;
  isNew: boolean;
  initialValues: FormProps<Values>['initialValues'];
  /** The server's field names whose errors are shown next to the inputs. */
  fields: readonly string[];
  /** The form field showing a server field's error, when the names differ; null hides it. */
  fieldOf?: (serverField: string) => string | null;
  error: unknown;
  saving: boolean;
  /** Sends the values; resolves with the success toast's text. */
  save: (values: Values) => Promise<string>;
  onClose: () => void;
  width?: number;
  okTestId?: string;
  requiredMark?: boolean;
  className?: string;
  children: ReactNode;
}

export function ResourceFormModal<Values>({
  form,
  name,
  title,
  noun,
  isNew,
  initialValues,
  fields,
  fieldOf = (field) => field,
  error,
  saving,
  save,
  onClose,
  width,
  okTestId,
  requiredMark,
  className,
  children,
}: ResourceFormModalProps<Values>) {
  const dispatch = useAppDispatch();

  const submit = (values: Values) => {
    save(values)
      .then((toast) => {
        dispatch(successToastAdded(toast));
        onClose();
      })
      .catch((err: unknown) =>
        form.setFields(
          fieldErrorsOf(err, fields).flatMap(({ name: serverField, errors }) => {
            const field = fieldOf(serverField);
            return field === null ? [] : [{ name: field as never, errors }];
          }),
        ),
      );
  };

  return (
    <Modal
      open
      width={width}
      title={title}
      okText={t('Save')}
      cancelText={t('Cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={okTestId === undefined ? undefined : { 'data-testid': okTestId }}
      destroyOnHidden
    >
      <FormErrorAlert
        error={error}
        fields={fields}
        describe={(message) =>
          isNew
            ? t('An error occurred while creating %ss: %s', noun, message)
            : t('An error occurred while saving %s: %s', noun, message)
        }
      />
      <Form<Values>
        form={form}
        layout="vertical"
        name={name}
        requiredMark={requiredMark}
        initialValues={initialValues}
        onFinish={submit}
        className={className}
      >
        {children}
      </Form>
    </Modal>
  );
}
