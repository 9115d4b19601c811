/**
 * The right-click menu's drill-by and cross-filter entries: columns offered without the one in
 * use, a disabled entry with its reason for charts that cannot drill, and the cross filter a
 * click on the point would emit.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { DrillContextMenu } from './DrillContextMenu';

const bars: QueryFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'origin',
  metrics: ['count'],
};
const columns = [
  { column_name: 'origin', groupby: true },
  { column_name: 'destination', verbose_name: 'Destination', groupby: true },
  { column_name: 'delay', groupby: false },
];
const clicked = [{ col: 'origin', op: '==', val: 'SEA' }];

describe('DrillContextMenu', () => {
  it('emits the mask a click on the point would emit', () => {
    const mask = {
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SEA'] }] },
      filterState: { value: [['SEA']] },
    };
    const onCrossFilter = vi.fn();
    const onClose = vi.fn();
    render(
      <DrillContextMenu
        request={{ x: 10, y: 10, filters: clicked, crossFilter: mask }}
        formData={bars}
        columns={columns}
        onDrillBy={vi.fn()}
        onCrossFilter={onCrossFilter}
        onClose={onClose}
      />,
    );
    fireEvent.click(screen.getByText('Add cross-filter'));
    expect(onCrossFilter).toHaveBeenCalledWith(mask);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers no cross filter where the point emits none, and says why a chart cannot drill', () => {
    render(
      <DrillContextMenu
        request={{ x: 10, y: 10, filters: [] }}
        formData={{ ...bars, viz_type: 'big_number_total' }}
        columns={columns}
        onDrillBy={vi.fn()}
        onCrossFilter={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.queryByText('Add cross-filter')).toBeNull();
    expect(screen.getByTitle('Drill by is not supported by this chart type.')).toBeTruthy();
  });

  it('drills by a column other than the one in use', async () => {
    const onDrillBy = vi.fn();
    render(
      <DrillContextMenu
        request={{ x: 10, y: 10, filters: clicked }}
        formData={bars}
        columns={columns}
        onDrillBy={onDrillBy}
        onClose={vi.fn()}
      />,
    );
    fireEvent.mouseEnter(screen.getByText('Drill by'));
    fireEvent.click(await screen.findByText('Destination'));
    expect(onDrillBy).toHaveBeenCalledWith('destination', clicked);
    expect(screen.queryByText('origin', { exact: true })).toBeNull();
  });

  it('searches the columns when there are many', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      column_name: `col_${String(i).padStart(2, '0')}`,
      groupby: true,
    }));
    render(
      <DrillContextMenu
        request={{ x: 10, y: 10, filters: clicked }}
        formData={bars}
        columns={many}
        onDrillBy={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    fireEvent.mouseEnter(screen.getByText('Drill by'));
    const search = await screen.findByRole('textbox', { name: 'Search columns' });
    expect(screen.getByText('col_00')).toBeTruthy();
    fireEvent.change(search, { target: { value: '11' } });
    expect(await screen.findByText('col_11')).toBeTruthy();
    expect(screen.queryByText('col_00')).toBeNull();
  });
});
