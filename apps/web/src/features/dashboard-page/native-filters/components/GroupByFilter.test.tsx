/**
 * The group-by filter's control as a user meets it: the dataset's columns as options (only the
 * target column when the filter names one), one column chosen by default or several with
 * multiSelect, and clearing gives an empty value.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FilterState, NativeFilter } from '@panorama/core/filters/filter-types';
import { nativeFilter } from '@panorama/core/filters/native-filter-fixture';
import { GroupByFilter } from './GroupByFilter';

vi.mock('../hooks/useFilterDataset', () => ({
  useFilterDataset: () => ({
    columns: [
      { column_name: 'origin', verbose_name: 'Origin airport' },
      { column_name: 'dest', verbose_name: null },
      { column_name: 'carrier' },
    ],
  }),
}));

function renderFilter(overrides: Partial<NativeFilter>, filterState?: FilterState) {
  const onChange = vi.fn();
  const filter = nativeFilter('NATIVE_FILTER-g', {
    name: 'Group by',
    filterType: 'filter_groupby',
    targets: [{ datasetId: 1 }],
    ...overrides,
  });
  render(
    <GroupByFilter
      filter={filter}
      dashboardId={1}
      filterState={filterState}
      appliedState={undefined}
      parentsExtraFormData={{}}
      onChange={onChange}
      onResolvedDefault={vi.fn()}
    />,
  );
  return { onChange, user: userEvent.setup({ delay: null }) };
}

describe('GroupByFilter', () => {
  it('offers every dataset column and emits the chosen one as a list', async () => {
    const { onChange, user } = renderFilter({});
    expect(screen.getByText('3 option(s)')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    expect(await screen.findByTitle('Origin airport')).toBeTruthy();
    expect(screen.getByTitle('carrier')).toBeTruthy();
    await user.click(screen.getByTitle('dest'));
    expect(onChange).toHaveBeenLastCalledWith({ value: ['dest'] });
  });

  it('offers only the target column when the configuration names one', async () => {
    const { user } = renderFilter({ targets: [{ datasetId: 1, column: { name: 'carrier' } }] });
    expect(screen.getByText('1 option(s)')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    expect(await screen.findByTitle('carrier')).toBeTruthy();
    expect(screen.queryByTitle('dest')).toBeNull();
  });

  it('keeps several columns with multiSelect, and clearing empties the value', async () => {
    const { onChange, user } = renderFilter(
      { controlValues: { multiSelect: true } },
      { value: ['origin'] },
    );
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(await screen.findByTitle('carrier'));
    expect(onChange).toHaveBeenLastCalledWith({ value: ['origin', 'carrier'] });
    await user.click(screen.getByLabelText('close'));
    expect(onChange).toHaveBeenLastCalledWith({ value: null });
  });
});
