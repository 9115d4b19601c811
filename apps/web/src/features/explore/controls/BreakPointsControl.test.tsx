/**
 * The polygon chart's break points editor as a user meets it: the saved break points show in
 * ascending order, a typed number is added in its place by value (Enter or Add), text that is not
 * a number and a value already listed are refused with a message, and each break point (or an
 * imported entry that is not a number) is removed by its own button.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { BreakPointsControl } from './BreakPointsControl';

/** The control over a value it keeps, as the control panel keeps the form data's. */
function Harness({ initial, onChange }: { initial: unknown; onChange: (value: unknown) => void }) {
  const [value, setValue] = useState(initial);
  const props: ControlComponentProps = {
    name: 'break_points',
    label: 'Bucket break points',
    value,
    onChange: (next) => {
      onChange(next);
      setValue(next);
    },
    validationErrors: [],
    config: { type: 'BreakPointsControl', renderTrigger: true },
    formData: { datasource: '1__table', viz_type: 'deck_polygon' },
    datasource: null,
  };
  return <BreakPointsControl {...props} />;
}

function renderEditor(initial: unknown) {
  const onChange = vi.fn();
  render(<Harness initial={initial} onChange={onChange} />);
  const user = userEvent.setup({ delay: null });
  const input = screen.getByLabelText('Bucket break points');
  const shown = () => screen.queryAllByTestId('break-point').map((tag) => tag.textContent);
  return { onChange, user, input, shown };
}

describe('BreakPointsControl', () => {
  it('shows the saved break points in ascending order and what they make', () => {
    const { shown } = renderEditor(['100', '0', '15']);
    expect(shown()).toEqual(['0', '15', '100']);
    expect(screen.getByText(/2 buckets from 0 to 100/)).toBeTruthy();
  });

  it('adds a typed number in its place, with Enter or the Add button', async () => {
    const { user, input, shown, onChange } = renderEditor(['0', '100']);
    await user.type(input, '50{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['0', '50', '100']);
    expect(shown()).toEqual(['0', '50', '100']);
    expect((input as HTMLInputElement).value).toBe('');
    await user.type(input, ' -2.5 ');
    await user.click(screen.getByRole('button', { name: /Add/ }));
    expect(onChange).toHaveBeenLastCalledWith(['-2.5', '0', '50', '100']);
    expect(screen.getByText(/3 buckets from -2.5 to 100/)).toBeTruthy();
  });

  it('refuses text that is not a number and a value already listed, and says why', async () => {
    const { user, input, shown, onChange } = renderEditor(['0', '10']);
    await user.type(input, 'ten{Enter}');
    expect(screen.getByText('Enter a number')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    expect(screen.queryByText('Enter a number')).toBeNull();
    await user.type(input, '10.0{Enter}');
    expect(screen.getByText('10 is already a break point')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(shown()).toEqual(['0', '10']);
  });

  it('removes a break point, and an imported entry that is not a number, by its button', async () => {
    const { user, shown, onChange } = renderEditor(['0', 'ten', '15', '100']);
    expect(shown()).toEqual(['0', '15', '100', 'ten']);
    await user.click(screen.getByRole('button', { name: 'Remove break point ten' }));
    expect(onChange).toHaveBeenLastCalledWith(['0', '15', '100']);
    await user.click(screen.getByRole('button', { name: 'Remove break point 15' }));
    expect(onChange).toHaveBeenLastCalledWith(['0', '100']);
    expect(shown()).toEqual(['0', '100']);
  });

  it('explains that fewer than two break points leave the buckets equal', async () => {
    const { user, shown } = renderEditor(['5']);
    expect(screen.getByText(/Add at least two break points/)).toBeTruthy();
    const tag = screen.getAllByTestId('break-point')[0] as HTMLElement;
    await user.click(within(tag).getByRole('button'));
    expect(shown()).toEqual([]);
  });
});
