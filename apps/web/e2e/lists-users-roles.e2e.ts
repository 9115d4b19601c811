/**
 * Users and roles in a real browser (Admins): the user and role lists (paging, sort, search,
 * filters), creating a user through the form and signing in as them, editing and deleting users,
 * creating / renaming / deleting roles and reading a role's permissions in its editor.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { q } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import {
  chooseFilter,
  confirmDeletion,
  listCallAfter,
  listCount,
  openSecondPage,
  rowByTitle,
  rowTitles,
  searchList,
  sortByColumn,
  toast,
} from './support/listPage';
import { openSettingsItem } from './support/menus';
import { screenshot, useListTestSession } from './support/listTestSession';

let page: Page;
let api: ApiSession;

const usernames: string[] = ['admin'];
const inactive: string[] = [];
const roleNames: string[] = ['Admin', 'Alpha', 'Gamma', 'Public', 'sql_lab'];
let gammaRoleId = 0;

/** Strong enough for the server's password rules (zxcvbn score 3 or more). */
const MEMBER_PASSWORD = 'member-harbor-lantern-42';

const byLower = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
const shot = (target: Page, name: string) => screenshot(target, name);

interface NewUserFields {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

/** Opens "+ User" on the user list and fills the form, the password typed twice; answers it. */
async function fillNewUser(user: NewUserFields): Promise<Locator> {
  await page.getByTestId('create-user').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill(user.firstName);
  await dialog.getByLabel('Last name').fill(user.lastName);
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Confirm password').fill(user.password);
  return dialog;
}

const session = useListTestSession(
  async (admin) => {
    api = admin;
    const roles = await api.get<{ result: Array<{ text: string; value: number }> }>(
      '/api/v1/security/users/related/roles',
    );
    gammaRoleId = roles.result.find((r) => r.text === 'Gamma')?.value ?? 0;

    // 25 members (every fifth inactive), 23 team roles, and one user with an extra role.
    for (let i = 1; i <= 25; i += 1) {
      const n = String(i).padStart(2, '0');
      await api.post('/api/v1/security/users/', {
        first_name: 'Member',
        last_name: n,
        username: `member_${n}`,
        email: `member_${n}@example.com`,
        password: MEMBER_PASSWORD,
        active: i % 5 !== 0,
        roles: [gammaRoleId],
      });
      usernames.push(`member_${n}`);
      if (i % 5 === 0) inactive.push(`member_${n}`);
    }
    for (let i = 1; i <= 23; i += 1) {
      const name = `Team ${String(i).padStart(2, '0')}`;
      await api.post('/api/v1/security/roles/', { name });
      roleNames.push(name);
    }
    const readers = await api.post<{ id: number }>('/api/v1/security/roles/', { name: 'readers' });
    roleNames.push('readers');
    await api.post('/api/v1/security/users/', {
      first_name: 'Rita',
      last_name: 'Reader',
      username: 'reader_user',
      email: 'rita@example.com',
      password: MEMBER_PASSWORD,
      roles: [gammaRoleId, readers.id],
    });
    usernames.push('reader_user');
  },
  { opened: (opened) => (page = opened.page) },
);

describe('user list', () => {
  const open = (query = '') =>
    listCallAfter(page, 'security/users', () => page.goto(`/user/list/${query}`));

  it('opens from Settings, sorted by username, 25 per page', async () => {
    const query = await listCallAfter(page, 'security/users', () =>
      openSettingsItem(page, 'Users', '/user/list/'),
    );
    expect(query).toEqual({
      order_column: 'username',
      order_direction: 'asc',
      page: 0,
      page_size: 25,
    });
    expect(await listCount(page)).toBe(usernames.length);
    const sorted = [...usernames].sort(byLower);
    expect(await rowTitles(page)).toEqual(sorted.slice(0, 25));
    // Nobody deletes themselves.
    expect(await rowByTitle(page, 'admin').getByTestId('row-action-delete').count()).toBe(0);
    expect(await rowByTitle(page, 'admin').getByTestId('row-action-edit').count()).toBe(1);
    await shot(page, 'user-list.png');

    const next = await openSecondPage(page, 'security/users');
    expect(next.page).toBe(1);
    expect(await rowTitles(page)).toEqual(sorted.slice(25));
  });

  it('sorts, searches and filters', async () => {
    await open();
    let query = await sortByColumn(page, 'security/users', 'Username');
    expect(query).toMatchObject({ order_column: 'username', order_direction: 'desc' });
    expect(await rowTitles(page)).toEqual([...usernames].sort(byLower).reverse().slice(0, 25));

    await open();
    query = await searchList(page, 'security/users', 'member_1', 'Search by username');
    expect(query.filters).toEqual([{ col: 'username', opr: 'ct', value: 'member_1' }]);
    expect(await rowTitles(page)).toEqual(
      usernames.filter((u) => u.includes('member_1')).sort(byLower),
    );

    await open();
    query = await listCallAfter(page, 'security/users', () => chooseFilter(page, 'Active', 'No'));
    expect(query.filters).toEqual([{ col: 'active', opr: 'eq', value: false }]);
    expect(await rowTitles(page)).toEqual([...inactive].sort(byLower));

    await open();
    query = await listCallAfter(page, 'security/users', () =>
      chooseFilter(page, 'Role', 'readers'),
    );
    expect(query.filters).toEqual([{ col: 'roles', opr: 'rel_m_m', value: expect.any(Number) }]);
    expect(await rowTitles(page)).toEqual(['reader_user']);
  });

  it('creates a user through the form, who can then sign in', async () => {
    await open();
    const dialog = await fillNewUser({
      firstName: 'Nora',
      lastName: 'Analyst',
      username: 'nora',
      email: 'nora@example.com',
      password: 'nora-password-1',
    });
    await chooseFilter(page, 'Roles', 'Gamma');
    await dialog.getByText('Add user').click(); // closes the roles dropdown
    await shot(page, 'user-create.png');
    await listCallAfter(page, 'security/users', () => page.getByTestId('user-form-save').click());
    await toast(page, 'User nora was created');
    const found = await api.get<{
      result: Array<{ username: string; active: boolean; roles: Array<{ name: string }> }>;
    }>(
      `/api/v1/security/users/?q=${q({ filters: [{ col: 'username', opr: 'eq', value: 'nora' }] })}`,
    );
    expect(found.result).toEqual([
      expect.objectContaining({
        username: 'nora',
        active: true,
        roles: [expect.objectContaining({ name: 'Gamma' })],
      }),
    ]);
    usernames.push('nora');

    const [noraContext, noraPage] = await session.signIn('nora', 'nora-password-1');
    await noraPage.getByRole('heading', { name: 'Welcome, Nora' }).waitFor();
    await noraContext.close();
  });

  it('shows why a password is refused under the password field, and creates nothing', async () => {
    await open();
    const dialog = await fillNewUser({
      firstName: 'Wes',
      lastName: 'Weak',
      username: 'wes',
      email: 'wes@example.com',
      password: 'password-123',
    });
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/v1/security/users') && r.request().method() === 'POST',
    );
    await page.getByTestId('user-form-save').click();
    expect((await answer).status()).toBe(400);
    const message = dialog.getByText(
      'This password is too common. This is similar to a commonly used password. Add more words that are less common.',
    );
    await message.waitFor();
    // Shown as the password field's own error.
    expect(
      await message.evaluate((el) =>
        Boolean(el.closest('.ant-form-item')?.querySelector('#user-form_password')),
      ),
    ).toBe(true);
    await shot(page, 'user-weak-password.png');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const found = await api.get<{ count: number }>(
      `/api/v1/security/users/?q=${q({ filters: [{ col: 'username', opr: 'eq', value: 'wes' }] })}`,
    );
    expect(found.count).toBe(0);
  });

  it('refuses a duplicate username next to the field', async () => {
    await open();
    const dialog = await fillNewUser({
      firstName: 'Other',
      lastName: 'Nora',
      username: 'nora',
      email: 'other.nora@example.com',
      password: 'nora-password-2',
    });
    await page.getByTestId('user-form-save').click();
    await dialog.getByText('Username already exists').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('deactivates a user with the edit form and deletes another', async () => {
    await open();
    await rowByTitle(page, 'member_02').getByTestId('row-action-edit').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Active').uncheck();
    await listCallAfter(page, 'security/users', () => page.getByTestId('user-form-save').click());
    await toast(page, 'User member_02 was saved');
    const edited = await api.get<{ result: { active: boolean } }>(
      `/api/v1/security/users/${await userId('member_02')}`,
    );
    expect(edited.result.active).toBe(false);
    // A deactivated user cannot sign in.
    const login = await fetch(`${session.server.baseUrl}/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'member_02', password: MEMBER_PASSWORD }),
    });
    expect(login.status).toBe(401);

    const id = await userId('member_03');
    await rowByTitle(page, 'member_03').getByTestId('row-action-delete').click();
    await listCallAfter(page, 'security/users', () => confirmDeletion(page));
    await toast(page, 'Deleted: member_03');
    expect((await api.fetch(`/api/v1/security/users/${id}`)).status).toBe(404);
  });
});

async function userId(username: string): Promise<number> {
  const found = await api.get<{ ids: number[] }>(
    `/api/v1/security/users/?q=${q({ filters: [{ col: 'username', opr: 'eq', value: username }] })}`,
  );
  const [id] = found.ids;
  if (id === undefined) throw new Error(`No user ${username}`);
  return id;
}

describe('role list', () => {
  const open = (query = '') =>
    listCallAfter(page, 'security/roles', () => page.goto(`/role/list/${query}`));

  it('lists roles by name with their counts, and pages', async () => {
    const query = await open();
    expect(query).toEqual({ order_column: 'name', order_direction: 'asc', page: 0, page_size: 25 });
    expect(roleNames.length).toBe(29);
    expect(await listCount(page)).toBe(29);
    const sorted = [...roleNames].sort(byLower);
    expect(await rowTitles(page)).toEqual(sorted.slice(0, 25));
    await shot(page, 'role-list.png');
    await openSecondPage(page, 'security/roles');
    expect(await rowTitles(page)).toEqual(sorted.slice(25));

    await sortByColumn(page, 'security/roles', 'Name');
    expect(await rowTitles(page)).toEqual([...sorted].reverse().slice(0, 25));
  });

  it('searches roles', async () => {
    await open();
    const query = await searchList(page, 'security/roles', 'Team 1');
    expect(query.filters).toEqual([{ col: 'name', opr: 'ct', value: 'Team 1' }]);
    expect(await rowTitles(page)).toEqual(
      roleNames.filter((n) => n.includes('Team 1')).sort(byLower),
    );
  });

  it("shows a role's permissions in its editor", async () => {
    await open();
    const gamma = await api.get<{ result: { permission_ids: number[] } }>(
      `/api/v1/security/roles/${gammaRoleId}`,
    );
    const row = rowByTitle(page, 'Gamma');
    const held = gamma.result.permission_ids.length;
    expect(await row.locator('td').nth(2).textContent()).toBe(String(held));
    await row.getByTestId('row-action-permissions').click();
    const drawer = page.getByTestId('role-editor');
    await drawer.getByText('Edit role Gamma').waitFor();
    await drawer.getByRole('tab', { name: `Permissions (${held})` }).waitFor();
    await drawer.getByText('Features').click();
    await drawer.getByRole('switch').click();
    await drawer.getByRole('searchbox', { name: 'Search permissions' }).fill('Dashboard');
    await drawer.getByRole('checkbox', { name: 'can_read on Dashboard', exact: true }).waitFor();
    await shot(page, 'role-permissions.png');
    const visible = await drawer.locator('.ant-table-tbody tr').allTextContents();
    expect(visible.length).toBeGreaterThan(0);
    for (const text of visible) expect(text.toLowerCase()).toContain('dashboard');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
  });

  it('creates, renames and deletes roles', async () => {
    await open();
    await page.getByTestId('create-role').click();
    await page.getByRole('dialog').getByLabel('Name').fill('Auditors');
    await listCallAfter(page, 'security/roles', () =>
      page.getByRole('dialog').getByRole('button', { name: 'Save' }).click(),
    );
    await toast(page, 'Role Auditors was created');
    expect(await rowTitles(page)).toContain('Auditors');

    await rowByTitle(page, 'Team 01').getByTestId('row-action-edit').click();
    await page.getByRole('dialog').getByLabel('Name').fill('Team One');
    await listCallAfter(page, 'security/roles', () =>
      page.getByRole('dialog').getByRole('button', { name: 'Save' }).click(),
    );
    await toast(page, 'Role Team One was saved');
    const renamed = await api.get<{ count: number }>(
      `/api/v1/security/roles/?q=${q({ filters: [{ col: 'name', opr: 'eq', value: 'Team One' }] })}`,
    );
    expect(renamed.count).toBe(1);

    await rowByTitle(page, 'Team 02').getByTestId('row-action-delete').click();
    await listCallAfter(page, 'security/roles', () => confirmDeletion(page));
    await toast(page, 'Deleted: Team 02');
    const remaining = await api.get<{ count: number }>(
      `/api/v1/security/roles/?q=${q({ filters: [{ col: 'name', opr: 'eq', value: 'Team 02' }] })}`,
    );
    expect(remaining.count).toBe(0);
  });
});
