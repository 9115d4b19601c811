/** Create a role or rename one. */
import { Form, Input } from 'antd';
import { ResourceFormModal } from '../../components/forms/ResourceFormModal';
import { requiredTextRule } from '../../components/forms/requiredRule';
import { t } from '../../i18n/t';
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
  const [form] = Form.useForm<{ name: string }>();
  const [createRole, creation] = useCreateRoleMutation();
  const [renameRole, rename] = useRenameRoleMutation();
  const isNew = role === null;

  const save = ({ name }: { name: string }) => {
    const trimmed = name.trim();
    const call = isNew ? createRole({ name: trimmed }) : renameRole({ id: role.id, name: trimmed });
    return call
      .unwrap()
      .then(() => (isNew ? t('Role %s was created', trimmed) : t('Role %s was saved', trimmed)));
  };

  return (
    <ResourceFormModal
      form={form}
      name="role-form"
      title={isNew ? t('Add role') : t('Edit role')}
      noun={t('role')}
      isNew={isNew}
      initialValues={{ name: role?.name ?? '' }}
      fields={FIELDS}
      error={isNew ? creation.error : rename.error}
      saving={creation.isLoading || rename.isLoading}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('Name')} rules={[requiredTextRule()]}>
        <Input maxLength={64} autoFocus autoComplete="off" />
      </Form.Item>
    </ResourceFormModal>
  );
}
