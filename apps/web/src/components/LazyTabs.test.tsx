/**
 * Tabs whose code was loaded ahead (as a dashboard with tabs does when its layout arrives) are
 * drawn on the first render, with no fallback in between; tabs rendered before anyone loaded
 * them show the fallback until their code is in.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyTabs, loadTabs } from './LazyTabs';

const ITEMS = [
  { key: 'sales', label: 'Sales', children: <p>Sales charts</p> },
  { key: 'costs', label: 'Costs', children: <p>Cost charts</p> },
];

describe('LazyTabs', () => {
  // One module per test file: the first case sees the code before it arrives.
  it('shows the fallback until the code arrives, then the tabs', async () => {
    render(<LazyTabs items={ITEMS} fallback={<p>Loading tabs</p>} />);
    expect(screen.getByText('Loading tabs')).toBeTruthy();
    // The first import of antd's Tabs in jsdom takes a few seconds on a busy machine.
    expect(await screen.findByRole('tab', { name: 'Sales' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Loading tabs')).toBeNull();
  });

  it('draws preloaded tabs on the first render', async () => {
    await loadTabs();
    render(<LazyTabs items={ITEMS} activeKey="costs" fallback={<p>Loading tabs</p>} />);
    expect(screen.queryByText('Loading tabs')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Costs', selected: true })).toBeTruthy();
    expect(screen.getByText('Cost charts')).toBeTruthy();
  });
});
