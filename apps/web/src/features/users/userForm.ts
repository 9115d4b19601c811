/** The user form's values and how they become the create / update bodies. */
import type { LabeledId } from '../../components/list-view/RelatedSelect';
import type { UserCreateBody, UserListItem, UserUpdateBody } from './userTypes';

export interface UserFormValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: LabeledId[];
  password?: string;
  confirm_password?: string;
}

/** Server field names the form shows errors for. */
export const USER_FORM_FIELDS: Array<keyof UserFormValues> = [
  'first_name',
  'last_name',
  'username',
  'email',
  'active',
  'roles',
  'password',
];

/** Spec'd by the server's schema: `Password must be at least 8 characters long.` */
export const MIN_PASSWORD_LENGTH = 8;

/** The form's starting values: a user's editable fields, or blanks for a new user. */
type EditableUser = Pick<
  UserListItem,
  'first_name' | 'last_name' | 'username' | 'email' | 'active' | 'roles'
>;

export function userFormValues(user: EditableUser | null): UserFormValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    active: user?.active ?? true,
    roles: (user?.roles ?? []).map((role) => ({ value: role.id, label: role.name })),
    password: '',
    confirm_password: '',
  };
}

function common(values: UserFormValues) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    active: values.active,
    roles: values.roles.map((role) => role.value),
  };
}

export function userCreateBody(values: UserFormValues): UserCreateBody {
  return { ...common(values), password: values.password ?? '' };
}

/** An empty password on edit keeps the current one (the field is simply not sent). */
export function userUpdateBody(values: UserFormValues): UserUpdateBody {
  const password = values.password ?? '';
  return password === '' ? common(values) : { ...common(values), password };
}
