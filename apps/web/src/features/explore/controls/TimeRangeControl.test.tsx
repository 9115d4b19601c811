/**
 * The time-of-day range control as a user meets it: the saved times show in the two inputs,
 * picking a time, confirming it with OK and leaving the picker stores `[start, end]` as `HH:mm:ss` text, and clearing stores
 * two empty sides.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { TimeRangeControl } from './TimeRangeControl';

function renderControl(value: unknown) {
  const onChange = vi.fn();
  const props: ControlComponentProps = {
    name: 'x_axis_time_bounds',
    label: 'Bounds',
    value,
    onChange,
    validationErrors: [],
    config: { type: 'TimeRangeControl', renderTrigger: true },
    formData: { datasource: '1__table', viz_type: 'gantt_chart' },
    datasource: null,
  };
  const view = render(<TimeRangeControl {...props} />);
  const inputs = screen.getAllByRole<HTMLInputElement>('textbox');
  return { onChange, inputs, view };
}

describe('TimeRangeControl', () => {
  it('shows the saved start and end', () => {
    const { inputs } = renderControl(['08:30:00', '17:45:10']);
    expect(screen.getByText('Bounds')).toBeTruthy();
    expect(inputs.map((input) => input.value)).toEqual(['08:30:00', '17:45:10']);
  });

  it('shows open sides as empty inputs', () => {
    const { inputs } = renderControl(['', '03:00:00']);
    expect(inputs.map((input) => input.value)).toEqual(['', '03:00:00']);
    expect(inputs[0]!.placeholder).toBe('Start');
  });

  it('stores a picked end time as HH:mm:ss text beside the saved start', async () => {
    const user = userEvent.setup({ delay: null });
    const { inputs, onChange } = renderControl(['08:30:00', '']);
    await user.click(inputs[1]!);
    // The panel's columns: hours, minutes, seconds.
    const columns = document.querySelectorAll<HTMLElement>('.ant-picker-time-panel-column');
    expect(columns).toHaveLength(3);
    const pick = async (column: HTMLElement, text: string) =>
      user.click(within(column).getByText(text));
    await pick(columns[0]!, '18');
    await pick(columns[1]!, '15');
    await pick(columns[2]!, '07');
    // OK confirms the end and moves to the start; leaving the picker stores the pair.
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(document.body);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['08:30:00', '18:15:07']));
  });

  it('clears both sides to empty strings', () => {
    const { onChange, view } = renderControl(['08:30:00', '17:45:10']);
    const clear = view.container.querySelector('.ant-picker-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear!);
    fireEvent.mouseUp(clear!);
    fireEvent.click(clear!);
    expect(onChange).toHaveBeenLastCalledWith(['', '']);
  });
});
