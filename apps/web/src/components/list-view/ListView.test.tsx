/**
 * The shared list page as a user meets it: rows from the list endpoint, search and sort sent to
 * the server as the rison `q`, actions offered by `_info` permissions and ownership, and a bulk
 * delete that asks for confirmation, deletes the chosen ids and reloads the page.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import rison from 'rison';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listResponseSchema } from '@panorama/core/schemas/api-response';
import { z } from 'zod';
import { authApi } from '../../auth/authApi';
import { createStore } from '../../store/store';
import { stubApi } from '../../testing/apiStub';
import type { StubRequest, StubRoute } from '../../testing/apiStub';
import { ListView } from './ListView';
import type { ListViewConfig } from './listViewTypes';

interface Thing {
  id: number;
  name: string;
  owners: Array<{ id: number }>;
}

const ME = 7;
const ALL_THINGS: Thing[] = [
  { id: 1, name: 'Alpha', owners: [{ id: ME }] },
  { id: 2, name: 'Beta', owners: [{ id: ME }] },
  { id: 3, name: 'Gamma', owners: [{ id: 99 }] },
];

const thingListSchema = listResponseSchema(
  z.object({ id: z.number(), name: z.string(), owners: z.array(z.object({ id: z.number() })) }),
);

const CONFIG: ListViewConfig<Thing> = {
  resource: 'thing',
  noun: 'thing',
  title: 'Things',
  itemName: (item) => item.name,
  columns: [{ key: 'name', title: 'Name', render: (item) => item.name, sortable: true }],
  search: { col: 'name', opr: 'ct', placeholder: 'Search things' },
  ownable: true,
  deletable: true,
  bulkDelete: true,
  onEdit: () => undefined,
};

interface ListQueryOfTest {
  filters?: Array<{ col: string; opr: string; value: unknown }>;
  order_column?: string;
  order_direction?: string;
}

/** The list answered as the server would: rows whose name contains the search, in order. */
function serveThings(rows: () => Thing[], permissions: string[]): StubRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/v1/thing/_info',
      answer: () => ({ body: { permissions } }),
    },
    {
      method: 'GET',
      path: '/api/v1/thing/',
      answer: (request) => {
        const query = rison.decode(request.q) as ListQueryOfTest;
        const search = query.filters?.find((filter) => filter.col === 'name')?.value;
        const matching = rows().filter(
          (row) => typeof search !== 'string' || row.name.toLowerCase().includes(search),
        );
        if (query.order_column === 'name') {
          matching.sort((a, b) => a.name.localeCompare(b.name));
          if (query.order_direction === 'desc') matching.reverse();
        }
        const body = thingListSchema.parse({
          count: matching.length,
          ids: matching.map((row) => row.id),
          result: matching,
        });
        return { body };
      },
    },
    {
      method: 'POST',
      path: '/login/',
      answer: () => ({
        body: {
          result: {
            id: ME,
            username: 'alice',
            first_name: 'Alice',
            last_name: 'Doe',
            email: 'alice@example.com',
            is_active: true,
            is_anonymous: false,
          },
        },
      }),
    },
  ];
}

/** The list page for a signed-in user, with the server answering from `routes`. */
async function mountList(routes: StubRoute[], config: ListViewConfig<Thing> = CONFIG) {
  const requests = stubApi(routes);
  const store = createStore();
  await store.dispatch(authApi.endpoints.login.initiate({ username: 'alice', password: 'x' }));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ListView config={config} />
      </MemoryRouter>
    </Provider>,
  );
  return { requests, store };
}

/** The list page once its first rows are shown. */
async function renderList(routes: StubRoute[]) {
  const { requests } = await mountList(routes);
  await screen.findByRole('cell', { name: 'Alpha' });
  return requests;
}

function listQueries(requests: readonly StubRequest[]): ListQueryOfTest[] {
  return requests
    .filter((request) => request.method === 'GET' && request.path === '/api/v1/thing/')
    .map((request) => rison.decode(request.q) as ListQueryOfTest);
}

function visibleNames(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    )
    .map((cells) => cells.find((text) => ALL_THINGS.some((thing) => thing.name === text)) ?? '');
}

afterEach(() => vi.unstubAllGlobals());

// jsdom lays out every antd table and modal in JavaScript; on a busy machine a flow takes seconds.
describe('ListView', { timeout: 120_000 }, () => {
  it('shows the rows and total the list endpoint answers', async () => {
    await renderList(serveThings(() => ALL_THINGS, ['can_read']));
    expect(screen.getByTestId('list-count').textContent).toBe('3');
    expect(visibleNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('sends the search and the sort to the server and shows what it answers', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = await renderList(serveThings(() => ALL_THINGS, ['can_read']));

    await user.type(screen.getByPlaceholderText('Search things'), 'et{Enter}');
    await waitFor(() => expect(visibleNames()).toEqual(['Beta']));
    expect(listQueries(requests).at(-1)?.filters).toEqual([
      { col: 'name', opr: 'ct', value: 'et' },
    ]);

    await user.clear(screen.getByPlaceholderText('Search things'));
    await user.type(screen.getByPlaceholderText('Search things'), '{Enter}');
    await waitFor(() => expect(visibleNames()).toHaveLength(3));
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(nameHeader);
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toMatchObject({
        order_column: 'name',
        order_direction: 'asc',
      }),
    );
    await user.click(nameHeader);
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toMatchObject({
        order_column: 'name',
        order_direction: 'desc',
      }),
    );
    await waitFor(() => expect(visibleNames()).toEqual(['Gamma', 'Beta', 'Alpha']));
  });

  it('offers edit and delete only with write permission and only on rows the user owns', async () => {
    await renderList(serveThings(() => ALL_THINGS, ['can_read', 'can_write']));
    const actionsOf = (name: string) =>
      within(screen.getByRole('cell', { name }).closest('tr')!)
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(actionsOf('Alpha')).toEqual(['Edit', 'Delete']);
    expect(actionsOf('Gamma')).toEqual([]);
  });

  it('offers no actions to a reader without write permission', async () => {
    await renderList(serveThings(() => ALL_THINGS, ['can_read']));
    expect(screen.queryByTestId('bulk-select')).toBeNull();
    expect(screen.queryByTestId('row-action-delete')).toBeNull();
  });

  it('bulk deletes the selected rows after the user types DELETE, then reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    let rows = ALL_THINGS;
    const deleteRoute: StubRoute = {
      method: 'DELETE',
      path: '/api/v1/thing/',
      answer: (request) => {
        const ids = rison.decode(request.q) as number[];
        rows = rows.filter((row) => !ids.includes(row.id));
        return { body: { message: `Deleted ${ids.length} things` } };
      },
    };
    const requests = await renderList([
      ...serveThings(() => rows, ['can_read', 'can_write']),
      deleteRoute,
    ]);

    await user.click(screen.getByTestId('bulk-select'));
    for (const name of ['Alpha', 'Beta']) {
      const row = screen.getByRole('cell', { name }).closest('tr')!;
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByTestId('bulk-delete'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByTestId('delete-confirm');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByTestId('delete-modal-input'), 'delete');
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    await user.click(confirm);

    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('DELETE /api/v1/thing/'),
    );
    await waitFor(() => expect(visibleNames()).toEqual(['Gamma']));
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => rison.decode(request.q))).toEqual([[1, 2]]);
  });

  it('tells the user when the list cannot be loaded', async () => {
    const routes = serveThings(() => ALL_THINGS, ['can_read']).map((route) =>
      route.method === 'GET' && route.path === '/api/v1/thing/'
        ? { ...route, answer: () => ({ status: 500, body: { message: 'The store is down' } }) }
        : route,
    );
    const { store } = await mountList(routes);
    expect(await screen.findByText('Things could not be loaded')).toBeDefined();
    await waitFor(() =>
      expect(store.getState().messageToasts.map((toast) => toast.text)).toContain(
        'An error occurred while fetching things: The store is down',
      ),
    );
  });

  it('names an empty list with the plural of its noun', async () => {
    await mountList(
      serveThings(() => [], ['can_read']),
      {
        ...CONFIG,
        noun: 'query',
        nounPlural: 'queries',
      },
    );
    expect(await screen.findByText('No queries yet')).toBeDefined();
  });
});
