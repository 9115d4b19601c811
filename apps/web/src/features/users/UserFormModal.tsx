/** Create or edit a user: names, username, email, active, roles and password (Admins only). */
import { Checkbox, Form, Input } from 'antd';
import { ResourceFormModal } from '../../components/forms/ResourceFormModal';
import { requiredTextRule } from '../../components/forms/requiredRule';
import { RelatedSelect } from '../../components/list-view/RelatedSelect';
import { t } from '../../i18n/t';
import {
  MIN_PASSWORD_LENGTH,
  USER_FORM_FIELDS,
  userCreateBody,
  userFormValues,
  userUpdateBody,
} from './userForm';
import type { UserFormValues } from './userForm';
import { USERS_RESOURCE, useCreateUserMutation, useUpdateUserMutation } from './usersApi';
import type { UserListItem } from './userTypes';

export interface UserFormModalProps {
  /** The user to edit, or null to create one. */
  user: UserListItem | null;
  onClose: () => void;
}

export function UserFormModal({ user, onClose }: UserFormModalProps) {
  const [form] = Form.useForm<UserFormValues>();
  const [createUser, creation] = useCreateUserMutation();
  const [updateUser, update] = useUpdateUserMutation();
  const isNew = user === null;

  const save = (values: UserFormValues) => {
    const call = isNew
      ? createUser(userCreateBody(values))
      : updateUser({ id: user.id, body: userUpdateBody(values) });
    return call
      .unwrap()
      .then(() =>
        isNew
          ? t('User %s was created', values.username.trim())
          : t('User %s was saved', values.username.trim()),
      );
  };

  const required = requiredTextRule();

  return (
    <ResourceFormModal
      form={form}
      name="user-form"
      title={isNew ? t('Add user') : t('Edit user')}
      noun={t('user')}
      isNew={isNew}
      initialValues={userFormValues(user)}
      fields={USER_FORM_FIELDS}
      error={isNew ? creation.error : update.error}
      saving={creation.isLoading || update.isLoading}
      save={save}
      onClose={onClose}
      okTestId="user-form-save"
      requiredMark
      className="pn-form-grid"
    >
      <Form.Item name="first_name" label={t('First name')} rules={[required]}>
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item name="last_name" label={t('Last name')} rules={[required]}>
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="username"
        label={t('Username')}
        rules={[required, { pattern: /^\S+$/, message: t('Username cannot contain spaces') }]}
      >
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('Email')}
        rules={[required, { type: 'email', message: t('Please enter a valid email address') }]}
      >
        <Input maxLength={320} autoComplete="off" />
      </Form.Item>
      <Form.Item name="roles" label={t('Roles')} className="pn-form-wide">
        <RelatedSelect
          source={{ type: 'related', resource: USERS_RESOURCE, column: 'roles' }}
          what={t('Roles')}
          aria-label={t('Roles')}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('Password')}
        extra={isNew ? undefined : t('Leave empty to keep the current password.')}
        rules={[
          ...(isNew ? [{ required: true, message: t('This is a required field') }] : []),
          {
            min: MIN_PASSWORD_LENGTH,
            message: t('Password must be at least 8 characters long.'),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={t('Confirm password')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              (value ?? '') === ((getFieldValue('password') as string | undefined) ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error(t('Passwords must match'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="active" valuePropName="checked" className="pn-form-wide">
        <Checkbox>{t('Active')}</Checkbox>
      </Form.Item>
    </ResourceFormModal>
  );
}
