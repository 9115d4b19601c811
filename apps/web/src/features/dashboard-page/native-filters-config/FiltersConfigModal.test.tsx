/**
 * The filter configuration modal as a dashboard editor meets it: a renamed filter is saved as
 * one modified item; Save refuses an unnamed new filter and sends nothing; a refused save keeps
 * every edit and shows the server's message; Cancel with unsaved changes asks first.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilterConfigChanges } from '@panorama/core/filters/filter-config-update';
import { nativeFiltersSavedResponseSchema } from '@panorama/core/schemas/dashboard-filters';
import { createStore } from '../../../store/store';
import { stubApi } from '../../../testing/apiStub';
import type { StubAnswer, StubRequest, StubRoute } from '../../../testing/apiStub';
import { testColumn, testDatasource } from '../../../testing/testDatasource';
import { dashboardLoaded } from '../state/dashboardEvents';
import { loadedPayload, testDashboard } from '../state/testDashboard';
import { FiltersConfigModal } from './FiltersConfigModal';

const ORIGIN_FILTER = {
  id: 'NATIVE_FILTER-origin',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: 'Origin',
  description: '',
  targets: [{ datasetId: 1, column: { name: 'origin' } }],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  chartsInScope: [11],
  controlValues: { multiSelect: true },
  defaultDataMask: { filterState: {} },
  cascadeParentIds: [],
};

const DATASET = testDatasource({
  id: 1,
  table_name: 'flights',
  columns: [testColumn({ column_name: 'origin' }), testColumn({ column_name: 'destination' })],
});

/** The server's side: the dataset the filter reads, and the save answered by `save`. */
function routes(save: (changes: FilterConfigChanges) => StubAnswer): StubRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/v1/dataset/',
      answer: () => ({
        body: { count: 1, ids: [1], result: [{ id: 1, table_name: 'flights', schema: 'main' }] },
      }),
    },
    { method: 'GET', path: '/datasource/get/table/1/', answer: () => ({ body: DATASET }) },
    {
      method: 'PUT',
      path: `/api/v1/dashboard/${testDashboard.id}/filters`,
      answer: (request) => save(request.body as FilterConfigChanges),
    },
  ];
}

/** Stores the changes as the server would and answers with the stored configuration. */
function storeChanges(changes: FilterConfigChanges): StubAnswer {
  return { body: nativeFiltersSavedResponseSchema.parse({ result: changes.modified }) };
}

function renderModal(save: (changes: FilterConfigChanges) => StubAnswer = storeChanges) {
  const requests = stubApi(routes(save));
  const store = createStore();
  store.dispatch(
    dashboardLoaded(
      loadedPayload({
        dashboard: {
          ...testDashboard,
          json_metadata: JSON.stringify({ native_filter_configuration: [ORIGIN_FILTER] }),
        },
      }),
    ),
  );
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <Provider store={store}>
      <FiltersConfigModal open dashboardId={testDashboard.id} onClose={onClose} onSaved={onSaved} />
    </Provider>,
  );
  const modal = screen.getByTestId('filters-config-modal');
  return { requests, onClose, onSaved, modal };
}

function saves(requests: readonly StubRequest[]): FilterConfigChanges[] {
  return requests
    .filter((request) => request.method === 'PUT')
    .map((request) => request.body as FilterConfigChanges);
}

async function rename(modal: HTMLElement, name: string) {
  const user = userEvent.setup({ delay: null });
  const input = await within(modal).findByTestId('filters-config-name');
  expect(input).toHaveProperty('value', 'Origin');
  await user.clear(input);
  await user.type(input, name);
  return user;
}

afterEach(() => vi.unstubAllGlobals());

// jsdom lays out every antd control in JavaScript; on a busy machine a flow takes seconds.
describe('FiltersConfigModal', { timeout: 120_000 }, () => {
  it('saves a renamed filter as one modified item and hands back what the server stored', async () => {
    const { requests, onClose, onSaved, modal } = renderModal();
    const user = await rename(modal, 'Departure');
    await user.click(within(modal).getByTestId('filters-config-save'));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [sent] = saves(requests);
    expect(sent?.deleted).toEqual([]);
    expect(sent?.modified).toHaveLength(1);
    expect(sent?.modified[0]).toMatchObject({
      id: ORIGIN_FILTER.id,
      name: 'Departure',
      targets: [{ datasetId: 1, column: { name: 'origin' } }],
    });
    expect(onSaved).toHaveBeenCalledWith([
      expect.objectContaining({ id: ORIGIN_FILTER.id, name: 'Departure' }),
    ]);
  });

  it('refuses to save a new filter without a name, shows why, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests, onClose, modal } = renderModal();
    await within(modal).findByTestId('filters-config-name');

    await user.click(within(modal).getByRole('button', { name: /Add filters and dividers/ }));
    await user.click(await screen.findByTestId('filters-config-add-filter'));
    await waitFor(() =>
      expect(within(modal).getByTestId('filters-config-name')).toHaveProperty('value', ''),
    );
    await user.click(within(modal).getByTestId('filters-config-save'));

    expect(await within(modal).findByTestId('filters-config-invalid')).toBeDefined();
    expect(within(modal).getByText('Name is required')).toBeDefined();
    expect(saves(requests)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps every edit and shows the message when the server refuses the save', async () => {
    const { onClose, onSaved, modal } = renderModal(() => ({
      status: 422,
      body: { message: 'A filter named Departure already exists' },
    }));
    const user = await rename(modal, 'Departure');
    await user.click(within(modal).getByTestId('filters-config-save'));

    const alert = await within(modal).findByTestId('filters-config-save-error');
    expect(alert.textContent).toContain('A filter named Departure already exists');
    expect(within(modal).getByTestId('filters-config-name')).toHaveProperty('value', 'Departure');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks before cancelling unsaved changes, and keeps editing when told to', async () => {
    const { onClose, modal } = renderModal();
    const user = await rename(modal, 'Departure');

    await user.click(within(modal).getByTestId('filters-config-cancel'));
    expect(within(modal).getByText('There are unsaved changes.')).toBeDefined();
    await user.click(within(modal).getByTestId('filters-config-keep-editing'));
    expect(within(modal).getByTestId('filters-config-name')).toHaveProperty('value', 'Departure');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(modal).getByTestId('filters-config-cancel'));
    await user.click(within(modal).getByTestId('filters-config-confirm-cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
