/**
 * The metric popover as a user meets it: write the metric's SQL, name the metric, and Save hands
 * the adhoc metric back to the control and closes the popover.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DatasourceColumn, DatasourceMetric } from '../../../models/datasourceTypes';
import { MetricPopover } from './MetricPopover';

function column(column_name: string, type: string): DatasourceColumn {
  return {
    column_name,
    verbose_name: null,
    description: null,
    expression: null,
    type,
    is_dttm: false,
    groupby: true,
    filterable: true,
  };
}

const COLUMNS = [column('name', 'VARCHAR'), column('num', 'BIGINT')];

function renderPopover(savedMetrics: DatasourceMetric[] = []) {
  const onSave = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <MetricPopover
      open
      onOpenChange={onOpenChange}
      metric={null}
      columns={COLUMNS}
      savedMetrics={savedMetrics}
      adhocDisallowed={false}
      onSave={onSave}
    >
      <button type="button">Add metric</button>
    </MetricPopover>,
  );
  return { onSave, onOpenChange, popover: screen.getByTestId('metric-popover') };
}

// jsdom lays out antd drawers, tables and popovers in JavaScript; on a busy machine a flow takes
// far longer than the 30 s default.
describe('MetricPopover', { timeout: 120_000 }, () => {
  it('saves a Custom SQL metric under the label the user typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSave, onOpenChange, popover } = renderPopover();
    const save = within(popover).getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);

    await user.click(within(popover).getByRole('tab', { name: 'Custom SQL' }));
    await user.type(within(popover).getByRole('textbox', { name: 'Custom SQL' }), 'SUM(num) / 2');
    // The title shows the expression until the user names the metric.
    await user.click(within(popover).getByRole('button', { name: /SUM\(num\) \/ 2/ }));
    await user.type(within(popover).getByRole('textbox', { name: 'Label' }), 'Half{Enter}');
    await user.click(save);

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      expressionType: 'SQL',
      sqlExpression: 'SUM(num) / 2',
      column: null,
      aggregate: null,
      hasCustomLabel: true,
      label: 'Half',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
