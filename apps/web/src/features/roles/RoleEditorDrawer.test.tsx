/**
 * The role editor as an admin meets it: permissions in groups, searched on the server while
 * typing, ticked and unticked, a "granted only" view, the role's users, and Save sending the
 * whole new set of permissions and members.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import rison from 'rison';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RolePermission } from '@panorama/core/schemas/security';
import { createStore } from '../../store/store';
import { stubApi } from '../../testing/apiStub';
import type { StubRequest } from '../../testing/apiStub';
import { fakeSecurityRoutes } from '../../testing/securityApiFake';
import type { FakeSecurityState } from '../../testing/securityApiFake';
import { RoleEditorDrawer } from './RoleEditorDrawer';

const ROLE_ID = 5;

const pad = (n: number) => String(n).padStart(3, '0');

function pairs(): RolePermission[] {
  const datasets = Array.from({ length: 60 }, (_, i) => ({
    id: i + 1,
    permission_name: 'datasource_access',
    view_menu_name: `[examples].[table_${pad(i + 1)}](id:${i + 1})`,
  }));
  const other: Array<[number, string, string]> = [
    [201, 'database_access', '[examples].(id:1)'],
    [202, 'database_access', '[warehouse].(id:2)'],
    [301, 'schema_access', '[examples].[main]'],
    [401, 'menu_access', 'SQL Lab'],
    [501, 'can_read', 'Chart'],
    [502, 'can_write', 'Chart'],
    [503, 'can_read', 'Dashboard'],
    [504, 'can_write', 'Dataset'],
  ];
  return [
    ...datasets,
    ...other.map(([id, permission_name, view_menu_name]) => ({
      id,
      permission_name,
      view_menu_name,
    })),
  ];
}

function serverState(): FakeSecurityState {
  return {
    pairs: pairs(),
    users: [
      { id: 7, username: 'alice', first_name: 'Alice', last_name: 'A' },
      { id: 8, username: 'bob', first_name: 'Bob', last_name: 'B' },
      { id: 9, username: 'carol', first_name: 'Carol', last_name: 'C' },
    ],
    roleId: ROLE_ID,
    roleName: 'Analysts',
    granted: [5, 501, 503],
    members: [7],
  };
}

afterEach(() => vi.unstubAllGlobals());

async function openEditor(state: FakeSecurityState) {
  const requests = stubApi(fakeSecurityRoutes(state));
  const onClose = vi.fn();
  render(
    <Provider store={createStore()}>
      <RoleEditorDrawer
        role={{ id: ROLE_ID, name: 'Analysts', user_ids: [], permission_ids: [] }}
        onClose={onClose}
      />
    </Provider>,
  );
  await findBox('datasource_access on [examples].[table_001](id:1)');
  return { requests, onClose, user: userEvent.setup() };
}

function pairQueries(requests: readonly StubRequest[]) {
  return requests
    .filter((r) => r.path === '/api/v1/security/permissions-resources/')
    .map((r) => rison.decode(r.q) as { filters: unknown[]; order_column: string; page: number });
}

// Found by their accessible names through selectors: role queries over fifty antd rows take
// seconds each in jsdom.
const boxes = () => [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
const box = (name: string) => {
  const found = boxes().find((c) => c.getAttribute('aria-label') === name);
  if (!found) throw new Error(`No checkbox ${name}`);
  return found;
};
const findBox = (name: string) => waitFor(() => box(name));
const shownPairs = () =>
  boxes()
    .map((c) => c.getAttribute('aria-label') ?? '')
    .filter((label) => label.includes(' on '));

// jsdom lays out antd drawers, tables and popovers in JavaScript; on a busy machine a flow takes
// far longer than the 30 s default.
describe('role editor', { timeout: 120_000 }, () => {
  it('opens on the datasets the server lists, with what the role holds ticked', async () => {
    const { requests } = await openEditor(serverState());
    expect(pairQueries(requests)[0]).toMatchObject({
      filters: [{ col: 'permission', opr: 'eq', value: 'datasource_access' }],
      order_column: 'view_menu',
      page: 0,
    });
    expect(shownPairs()).toHaveLength(50);
    expect(box('datasource_access on [examples].[table_005](id:5)').checked).toBe(true);
    expect(box('datasource_access on [examples].[table_006](id:6)').checked).toBe(false);
    // Rows name the dataset first, then its database and id.
    expect(screen.getByText('table_005')).toBeTruthy();
    expect(screen.getAllByText('examples · dataset 5')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Permissions (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users (1)' })).toBeTruthy();
    expect(screen.getByLabelText('1 granted', { selector: '.pn-role-group-count' })).toBeTruthy();
    expect((screen.getByTestId('role-editor-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches on the server as the admin types and pages through long lists', async () => {
    const { requests, user } = await openEditor(serverState());
    await user.click(screen.getByTitle('2'));
    await findBox('datasource_access on [examples].[table_051](id:51)');
    expect(pairQueries(requests).at(-1)?.page).toBe(1);

    await user.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'table_05');
    // Page two held table_051 to table_060; the search's answer starts at table_050.
    await waitFor(() =>
      expect(shownPairs()[0]).toBe('datasource_access on [examples].[table_050](id:50)'),
    );
    expect(shownPairs()).toHaveLength(10);
    expect(pairQueries(requests).at(-1)).toMatchObject({
      filters: [
        { col: 'permission', opr: 'eq', value: 'datasource_access' },
        { col: 'view_menu', opr: 'ct', value: 'table_05' },
      ],
      page: 0,
    });
    // Typing sends one search once the admin pauses, not one per key.
    const searches = pairQueries(requests).filter((q) => q.filters.length === 2);
    expect(searches).toHaveLength(1);
  });

  it('finds features by resource or by permission name', async () => {
    const { requests, user } = await openEditor(serverState());
    await user.click(screen.getByText('Features'));
    await findBox('can_read on Chart');
    expect(shownPairs()).toEqual([
      'can_read on Chart',
      'can_write on Chart',
      'can_read on Dashboard',
      'can_write on Dataset',
    ]);
    const search = screen.getByRole('searchbox', { name: 'Search permissions' });
    await user.type(search, 'can_write');
    await waitFor(() =>
      expect(shownPairs()).toEqual(['can_write on Chart', 'can_write on Dataset']),
    );
    expect(pairQueries(requests).at(-1)?.filters).toContainEqual({
      col: 'permission',
      opr: 'ct',
      value: 'can_write',
    });
    await user.clear(search);
    await user.type(search, 'dash');
    await waitFor(() => expect(shownPairs()).toEqual(['can_read on Dashboard']));
  });

  it('saves the ticked and unticked permissions as the new set', async () => {
    const state = serverState();
    const { requests, onClose, user } = await openEditor(state);
    await user.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'table_050');
    await user.click(await findBox('datasource_access on [examples].[table_050](id:50)'));
    await user.click(screen.getByText('Features'));
    await user.click(await findBox('can_read on Dashboard'));
    expect(screen.getByText('2 permission changes')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Permissions (3)' })).toBeTruthy();

    await user.click(screen.getByTestId('role-editor-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect([...state.granted].sort((a, b) => a - b)).toEqual([5, 50, 501]);
    expect(requests.some((r) => r.path.endsWith('/users'))).toBe(false);
  });

  it('lists only what the role holds when asked, searched in place', async () => {
    const { user } = await openEditor(serverState());
    await user.click(screen.getByText('Features'));
    await findBox('can_write on Chart');
    await user.click(screen.getByRole('switch'));
    expect(shownPairs()).toEqual(['can_read on Chart', 'can_read on Dashboard']);
    await user.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'dash');
    expect(shownPairs()).toEqual(['can_read on Dashboard']);
    await user.click(screen.getByText('Menus'));
    expect(screen.getByText('This role has no menus permissions')).toBeTruthy();
  });

  it("shows the role's users, adds and removes them, and saves the members", async () => {
    const state = serverState();
    const { requests, onClose, user } = await openEditor(state);
    await user.click(screen.getByRole('tab', { name: 'Users (1)' }));
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByText('alice');
    expect(within(panel).getByText('Alice A')).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: 'Add a user' }), 'bo');
    await user.click(await screen.findByTitle('Bob B (bob)'));
    await user.click(screen.getByRole('button', { name: 'Remove alice' }));
    expect(within(panel).queryByText('alice')).toBeNull();
    expect(within(panel).getByText('bob')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users (1)' })).toBeTruthy();
    expect(screen.getByText('members changed')).toBeTruthy();

    await user.click(screen.getByTestId('role-editor-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(state.members).toEqual([8]);
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/permissions'))).toBe(
      false,
    );
  });
});
