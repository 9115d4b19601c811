/** Create a role or rename one. */
import { Form, Input, Modal } from 'antd';
import { FormErrorAlert } from '../../components/list-view/FormErrorAlert';
import { fieldErrorsOf } from '../../components/list-view/fieldErrors';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';
import { useCreateRoleMutation, useRenameRoleMutation } from './rolesApi';
import type { RoleListItem } from './roleTypes';

const FIELDS: Array<'name'> = ['name'];

export function RoleFormModal({
  role,
  onClose,
}: {
  role: RoleListItem | null;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<{ name: string }>();
  const [createRole, creation] = useCreateRoleMutation();
  const [renameRole, rename] = useRenameRoleMutation();
  const isNew = role === null;
  const error = isNew ? creation.error : rename.error;

  const submit = ({ name }: { name: string }) => {
    const trimmed = name.trim();
    const call = isNew ? createRole({ name: trimmed }) : renameRole({ id: role.id, name: trimmed });
    call
      .unwrap()
      .then(() => {
        dispatch(
          successToastAdded(
            isNew ? t('Role %s was created', trimmed) : t('Role %s was saved', trimmed),
          ),
        );
        onClose();
      })
      .catch((err: unknown) => form.setFields(fieldErrorsOf(err, FIELDS)));
  };

  return (
    <Modal
      open
      title={isNew ? t('Add role') : t('Edit role')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      confirmLoading={creation.isLoading || rename.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormErrorAlert
        error={error}
        fields={FIELDS}
        describe={(message) =>
          isNew
            ? t('An error occurred while creating %ss: %s', t('role'), message)
            : t('An error occurred while saving %s: %s', t('role'), message)
        }
      />
      <Form<{ name: string }>
        form={form}
        layout="vertical"
        name="role-form"
        initialValues={{ name: role?.name ?? '' }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('Name')}
          rules={[{ required: true, whitespace: true, message: t('This is a required field') }]}
        >
          <Input maxLength={64} autoFocus autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
