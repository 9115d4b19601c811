/**
 * The table's per-column settings editor as a user meets it: the result's columns listed (ten of
 * more than twelve until "Show all columns"), a column's popover with the settings its kind gets,
 * each change stored under Superset's key, and a width checked before it is applied after a pause.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ColumnConfigControl } from './ColumnConfigControl';

interface HarnessProps {
  colnames: string[];
  coltypes: number[];
  initial?: unknown;
  formData?: Record<string, unknown>;
  /** A chart's own fields and layout, as the radar passes them. */
  extraConfig?: Record<string, unknown>;
  onChange: (value: unknown) => void;
}

/** The control over a value it keeps, as the control panel keeps the form data's. */
function Harness(props: HarnessProps) {
  const { colnames, coltypes, initial = {}, formData = {}, extraConfig = {}, onChange } = props;
  const [value, setValue] = useState(initial);
  const controlProps: ControlComponentProps = {
    name: 'column_config',
    label: 'Customize columns',
    value,
    onChange: (next) => {
      onChange(next);
      setValue(next);
    },
    validationErrors: [],
    config: {
      type: 'ColumnConfigControl',
      renderTrigger: true,
      columnsPropsObject: { colnames, coltypes },
      ...extraConfig,
    },
    formData: { datasource: '1__table', viz_type: 'table', ...formData },
    datasource: null,
  };
  return <ColumnConfigControl {...controlProps} />;
}

function renderControl(props: Omit<HarnessProps, 'onChange'>) {
  const onChange = vi.fn();
  render(<Harness {...props} onChange={onChange} />);
  const user = userEvent.setup({ delay: null });
  const listed = () =>
    screen
      .queryAllByTestId('column-config-row')
      .map((row) => row.querySelector('.pn-column-config-name')?.textContent);
  return { onChange, user, listed };
}

async function openPopover(user: ReturnType<typeof userEvent.setup>, column: string) {
  const row = screen
    .getAllByTestId('column-config-row')
    .find((item) => item.textContent?.includes(column));
  if (!row) throw new Error(`No line for ${column}`);
  await user.click(row);
  return screen.findByTestId('column-config-popover');
}

const names = (count: number) => Array.from({ length: count }, (_, i) => `col_${i + 1}`);

describe('ColumnConfigControl', () => {
  it('lists ten of more than twelve columns until all are shown, and hides again', async () => {
    const { user, listed } = renderControl({
      colnames: names(14),
      coltypes: Array<number>(14).fill(1),
    });
    expect(listed()).toEqual(names(10));
    await user.click(screen.getByRole('button', { name: /Show all columns/ }));
    expect(listed()).toEqual(names(14));
    await user.click(screen.getByRole('button', { name: /Show less columns/ }));
    expect(listed()).toHaveLength(10);
  });

  it('lists up to twelve columns without a toggle', () => {
    const { listed } = renderControl({ colnames: names(12), coltypes: Array<number>(12).fill(0) });
    expect(listed()).toHaveLength(12);
    expect(screen.queryByText('Show all columns')).toBeNull();
    screen.getByText('Customize columns');
  });

  it('renders nothing when the chart has no result yet', () => {
    const { listed } = renderControl({ colnames: [], coltypes: [] });
    expect(listed()).toEqual([]);
    expect(screen.queryByText('Customize columns')).toBeNull();
  });

  it("stores a numeric column's alignment and cell bars under Superset's keys", async () => {
    const { user, onChange } = renderControl({
      colnames: ['name', 'total'],
      coltypes: [1, 0],
      initial: { name: { horizontalAlign: 'center' } },
      formData: { show_cell_bars: false },
    });
    const popover = await openPopover(user, 'total');
    expect(within(popover).getByRole('tab', { name: 'Display' })).toBeTruthy();
    expect(within(popover).getByRole('tab', { name: 'Number formatting' })).toBeTruthy();
    // Numbers are drawn right-aligned until the column says otherwise.
    expect(within(popover).getByRole('radio', { name: 'Right' })).toHaveProperty('checked', true);
    // The radio input itself is hidden under its button, which takes the click.
    await user.click(within(popover).getByRole('radio', { name: 'Center' }).closest('label')!);
    expect(onChange).toHaveBeenLastCalledWith({
      name: { horizontalAlign: 'center' },
      total: { horizontalAlign: 'center' },
    });
    // The chart-wide 'Cell bars' is off, so the column's box starts unticked.
    // Without a chart-wide value, a box shows what the table does by default.
    expect(within(popover).getByRole('checkbox', { name: 'Color +/-' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(popover).getByRole('checkbox', { name: 'Align +/-' })).toHaveProperty(
      'checked',
      false,
    );
    const bars = within(popover).getByRole('checkbox', { name: 'Show cell bars' });
    expect(bars).toHaveProperty('checked', false);
    await user.click(bars);
    expect(onChange).toHaveBeenLastCalledWith({
      name: { horizontalAlign: 'center' },
      total: { horizontalAlign: 'center', showCellBars: true },
    });
  });

  it('stores a typed d3 format and the fraction digits of a numeric column', async () => {
    const { user, onChange } = renderControl({ colnames: ['total'], coltypes: [0] });
    const popover = await openPopover(user, 'total');
    await user.click(within(popover).getByRole('tab', { name: 'Number formatting' }));
    const format = await within(popover).findByLabelText('D3 format');
    await user.type(format, ',.2f');
    await user.click(await screen.findByTitle(',.2f'));
    expect(onChange).toHaveBeenLastCalledWith({ total: { d3NumberFormat: ',.2f' } });
    const slider = within(popover).getByRole('slider', { name: 'Fraction digits' });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    expect(within(popover).getByText('Fraction digits: 100')).toBeTruthy();
  });

  it("stores a numeric column's currency", async () => {
    const { user, onChange } = renderControl({ colnames: ['total'], coltypes: [0] });
    const popover = await openPopover(user, 'total');
    await user.click(within(popover).getByRole('tab', { name: 'Number formatting' }));
    expect(within(popover).getByText('Currency format')).toBeTruthy();
    await user.type(within(popover).getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.click(await screen.findByTitle('EUR (€)'));
    expect(onChange).toHaveBeenLastCalledWith({
      total: { currencyFormat: { symbol: 'EUR', symbolPosition: 'prefix' } },
    });
  });

  it('checks a typed width and applies a valid one after a pause', async () => {
    const { user, onChange } = renderControl({ colnames: ['city'], coltypes: [1] });
    const popover = await openPopover(user, 'city');
    // Text columns get no tabs: width and alignment only.
    expect(within(popover).queryByRole('tab')).toBeNull();
    expect(within(popover).queryByText('Show cell bars')).toBeNull();
    expect(within(popover).getByRole('radio', { name: 'Left' })).toHaveProperty('checked', true);
    const width = within(popover).getByLabelText('Min Width');
    await user.type(width, 'abc');
    expect(within(popover).getByRole('alert').textContent).toBe('is expected to be a number');
    fireEvent.change(width, { target: { value: '0' } });
    expect(within(popover).getByRole('alert').textContent).toBe(
      'is expected to be a positive number',
    );
    fireEvent.change(width, { target: { value: '150' } });
    expect(within(popover).queryByRole('alert')).toBeNull();
    // Nothing is applied while the user may still be typing.
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ city: { columnWidth: 150 } }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("shows a chart's own number fields, such as the radar's axis bounds", async () => {
    const { user, onChange } = renderControl({
      colnames: ['SUM(num)'],
      coltypes: [0],
      extraConfig: {
        configFields: [{ key: 'radarMetricMaxValue', kind: 'number', label: 'Max' }],
        configFormLayout: { 0: [{ rows: [['radarMetricMaxValue']] }] },
      },
    });
    const popover = await openPopover(user, 'SUM(num)');
    expect(within(popover).queryByRole('tab')).toBeNull();
    await user.type(within(popover).getByLabelText('SUM(num) Max'), '80');
    expect(onChange).toHaveBeenLastCalledWith({ 'SUM(num)': { radarMetricMaxValue: 80 } });
  });
});
