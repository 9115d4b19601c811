/**
 * A DYNAMIC layout item draws the component registered under its key, at its size, with the
 * dashboard's layout and a way to navigate; the built-in table of contents lists the tabs and
 * headers and switches to the tab of the one clicked; an unknown key says so in place.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutFrom, root, grid, tabs, tab } from '@panorama/core/layout/layout-test-fixtures';
import type { DashboardLayout, LayoutItem } from '@panorama/core/layout/layout-types';
import {
  registerDashboardComponent,
  TABLE_OF_CONTENTS_KEY,
  type DashboardComponentProps,
} from '../../../dashboard-components';
import { createDashboardTestStore, loadedPayload } from '../state/testDashboard';
import { DynamicComponent } from './DynamicComponent';

const dynamicItem = (id: string, componentKey: string): LayoutItem => ({
  id,
  type: 'DYNAMIC',
  children: [],
  parents: ['ROOT_ID', 'GRID_ID'],
  meta: { componentKey, width: 6, height: 30, background: 'BACKGROUND_WHITE' },
});

function dashboardWith(item: LayoutItem): DashboardLayout {
  const layout = layoutFrom(
    root([
      grid([
        tabs('TABS-1', [
          tab('TAB-a', [{ id: 'HEADER-a', type: 'HEADER', meta: { text: 'Revenue' } }]),
          tab('TAB-b', [{ id: 'HEADER-b', type: 'HEADER', meta: { text: 'Costs' } }]),
        ]),
      ]),
    ]),
  );
  layout.GRID_ID = { ...layout.GRID_ID!, children: [item.id, ...layout.GRID_ID!.children] };
  return { ...layout, [item.id]: item };
}

function renderItem(item: LayoutItem, editMode = false) {
  const store = createDashboardTestStore(
    loadedPayload({ layout: dashboardWith(item), editMode, activeTabs: ['TAB-a'] }),
  );
  render(
    <Provider store={store}>
      <DynamicComponent item={item} parentId="GRID_ID" />
    </Provider>,
  );
  return store;
}

const removers: Array<() => void> = [];
afterEach(() => removers.splice(0).forEach((remove) => remove()));

describe('DynamicComponent', () => {
  it('draws the registered component with its size, meta and the layout', async () => {
    const seen: DashboardComponentProps[] = [];
    removers.push(
      registerDashboardComponent('probe', {
        metadata: { name: 'Probe', description: 'Shows what it was given.' },
        loadComponent: () =>
          Promise.resolve((props: DashboardComponentProps) => {
            seen.push(props);
            return <p>probe for {props.componentId}</p>;
          }),
      }),
    );
    const item = dynamicItem('DYNAMIC-probe', 'probe');
    renderItem(item);
    expect(await screen.findByText('probe for DYNAMIC-probe')).toBeTruthy();
    const props = seen.at(-1)!;
    expect(props).toMatchObject({ componentKey: 'probe', height: 240, editMode: false });
    expect(props.meta).toBe(item.meta);
    expect(Object.keys(props.layout)).toContain('HEADER-b');
    const box = screen.getByTestId('dashboard-dynamic');
    expect(box.className).toContain('pn-dash-bg-white');
    expect(box.getAttribute('data-component-key')).toBe('probe');
  });

  it('shows the built-in table of contents; a click reveals the entry’s tab', async () => {
    const store = renderItem(dynamicItem('DYNAMIC-toc', TABLE_OF_CONTENTS_KEY));
    const costs = await screen.findByRole('button', { name: 'Costs' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'TAB-a',
      'Revenue',
      'TAB-b',
      'Costs',
    ]);
    fireEvent.click(costs);
    const { activeTabs, anchor } = store.getState().dashboardState;
    expect(activeTabs).toEqual(['TAB-b']);
    expect(anchor).toBe('HEADER-b');
  });

  it('names an unknown key in place instead of failing', () => {
    renderItem(dynamicItem('DYNAMIC-gone', 'acme.weather_widget'), true);
    expect(screen.getByText('Unknown dashboard component "acme.weather_widget"')).toBeTruthy();
  });

  it('shows a component that throws as a message naming it', async () => {
    removers.push(
      registerDashboardComponent('broken', {
        metadata: { name: 'Broken widget', description: 'Throws.' },
        loadComponent: () =>
          Promise.resolve(() => {
            throw new Error('no data source');
          }),
      }),
    );
    const errors = console.error;
    console.error = () => undefined;
    try {
      renderItem(dynamicItem('DYNAMIC-broken', 'broken'));
      expect(
        await screen.findByText('The component "Broken widget" could not be drawn.'),
      ).toBeTruthy();
      expect(screen.getByText('no data source')).toBeTruthy();
    } finally {
      console.error = errors;
    }
  });
});
