import { describe, expect, it } from 'vitest';
import { userCreateBody, userFormValues, userUpdateBody } from './userForm';

const ada = {
  id: 5,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  active: true,
  roles: [{ id: 3, name: 'Gamma' }],
  last_login: null,
};

describe('user form', () => {
  it('starts a new user active with no roles', () => {
    expect(userFormValues(null)).toMatchObject({ active: true, roles: [], username: '' });
  });

  it('edits an existing user with their roles labelled', () => {
    expect(userFormValues(ada).roles).toEqual([{ value: 3, label: 'Gamma' }]);
  });

  it('trims names and sends roles as ids on create', () => {
    expect(
      userCreateBody({
        ...userFormValues(null),
        first_name: ' Grace ',
        last_name: 'Hopper',
        username: ' grace ',
        email: ' grace@example.com ',
        roles: [{ value: 2, label: 'Alpha' }],
        password: 'pw-12345678',
        confirm_password: 'pw-12345678',
      }),
    ).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      username: 'grace',
      email: 'grace@example.com',
      active: true,
      roles: [2],
      password: 'pw-12345678',
    });
  });

  it('keeps the password unless a new one is typed', () => {
    const values = { ...userFormValues(ada), active: false };
    expect(userUpdateBody(values)).not.toHaveProperty('password');
    expect(userUpdateBody(values).active).toBe(false);
    expect(userUpdateBody({ ...values, password: 'new-password-1' }).password).toBe(
      'new-password-1',
    );
  });
});
