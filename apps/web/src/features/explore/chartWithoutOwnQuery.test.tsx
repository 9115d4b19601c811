/**
 * What explore shows for a chart without a query of its own (a multi-layer map): the data pane's
 * Results tab says why it has no rows, and the chart menu greys out the entries that need the
 * chart's data (view query, view as table, CSV, Excel, SQL Lab), each giving that reason on hover,
 * while the image download stays. A chart with its own query keeps them all.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noOwnQueryReason } from '../../chart-runtime/ownQuery';
import { DataTablesPane } from './data-pane/DataTablesPane';
import { ExploreHeader, type ExploreHeaderProps } from './header/ExploreHeader';

const REASON = noOwnQueryReason();

function renderHeader(overrides: Partial<ExploreHeaderProps>) {
  const onAction = vi.fn();
  render(
    <ExploreHeader
      savedChartId={null}
      sliceName="Layers"
      onNameChange={() => undefined}
      canAdd
      canDownload
      canOverwrite
      canSqlLab
      hasResults
      noOwnQueryReason={null}
      onAction={onAction}
      onSave={() => undefined}
      {...overrides}
    />,
  );
  return { onAction, user: userEvent.setup({ delay: null }) };
}

/** The menu entry named `name`, once the menu (and the submenu it sits in) is open. */
async function entry(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('menuitem').find((item) => item.textContent?.trim() === name);
    if (!found) throw new Error(`no menu entry ${name}`);
    return found;
  });
}

describe('explore for a chart without its own query', () => {
  it('greys out the menu entries that need its data, saying why, and keeps the image', async () => {
    const { user, onAction } = renderHeader({ noOwnQueryReason: REASON });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    for (const name of ['View query', 'View as table', 'View in SQL Lab']) {
      expect((await entry(name)).getAttribute('aria-disabled')).toBe('true');
    }
    await user.click(await entry('View query'));
    expect(onAction).not.toHaveBeenCalled();
    await user.hover(within(await entry('View query')).getByText('View query'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(REASON);

    await user.hover(screen.getByText('Download'));
    for (const name of ['Export to .CSV', 'Export to Excel']) {
      expect((await entry(name)).getAttribute('aria-disabled')).toBe('true');
    }
    const image = await entry('Download as image');
    expect(image.getAttribute('aria-disabled')).not.toBe('true');
    await user.click(image);
    expect(onAction).toHaveBeenCalledWith('download-image');
  });

  it('keeps every entry for a chart with its own query', async () => {
    const { user, onAction } = renderHeader({});
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.hover(screen.getByText('Download'));
    const csv = await entry('Export to .CSV');
    expect(csv.getAttribute('aria-disabled')).not.toBe('true');
    await user.click(csv);
    expect(onAction).toHaveBeenCalledWith('download-csv');
  });

  it('says in the Results tab why there are no rows', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <DataTablesPane
        queriesResponse={[]}
        chartStatus="rendered"
        datasource={null}
        formData={{ datasource: '2__table', viz_type: 'deck_multi' }}
        noOwnQueryReason={REASON}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    const pane = await screen.findByTestId('data-pane-no-query');
    expect(pane.textContent).toBe(REASON);
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.queryByText(/row\(s\)/)).toBeNull();
  });
});
