/**
 * The "Currency format" control as a user meets it: a saved currency shows its code and side,
 * picking a currency stores `{symbol, symbolPosition}` (before the number unless a side was
 * chosen), the side can be changed on its own, clearing the currency stores null so the saved
 * metric's currency applies again, and the chart types Superset gives it list it in their panels.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getControlConfig } from '../../../visualizations/shared/controls/sharedControls';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { getChartPlugin } from '../../../visualizations/registry';
import { CurrencyControl } from './CurrencyControl';
import { currencyOptions } from './currencyChoices';

function Harness({ initial, onChange }: { initial: unknown; onChange: (value: unknown) => void }) {
  const [value, setValue] = useState(initial);
  const props: ControlComponentProps = {
    name: 'currency_format',
    label: 'Currency format',
    value,
    onChange: (next) => {
      onChange(next);
      setValue(next);
    },
    validationErrors: [],
    config: getControlConfig('currency_format')!,
    formData: { datasource: '1__table', viz_type: 'big_number_total' },
    datasource: null,
  };
  return <CurrencyControl {...props} />;
}

function renderControl(initial: unknown) {
  const onChange = vi.fn();
  render(<Harness initial={initial} onChange={onChange} />);
  return { onChange, user: userEvent.setup({ delay: null }) };
}

describe('CurrencyControl', () => {
  it('shows a saved currency and its side', () => {
    renderControl({ symbol: 'EUR', symbolPosition: 'suffix' });
    expect(screen.getByText('Currency format')).toBeTruthy();
    expect(screen.getByTitle('EUR (€)')).toBeTruthy();
    expect(screen.getByTitle('Suffix')).toBeTruthy();
  });

  it('stores the picked currency, before the number unless a side is chosen', async () => {
    const { onChange, user } = renderControl(null);
    await user.type(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
    await user.click(await screen.findByTitle('GBP (£)'));
    expect(onChange).toHaveBeenLastCalledWith({ symbol: 'GBP', symbolPosition: 'prefix' });
    await user.click(screen.getByRole('combobox', { name: 'Prefix or suffix' }));
    await user.click(await screen.findByTitle('Suffix'));
    expect(onChange).toHaveBeenLastCalledWith({ symbol: 'GBP', symbolPosition: 'suffix' });
  });

  it('keeps a side chosen before the currency', async () => {
    const { onChange, user } = renderControl(null);
    await user.click(screen.getByRole('combobox', { name: 'Prefix or suffix' }));
    await user.click(await screen.findByTitle('Suffix'));
    expect(onChange).toHaveBeenLastCalledWith({ symbolPosition: 'suffix' });
    await user.type(screen.getByRole('combobox', { name: 'Currency' }), 'JPY');
    await user.click(await screen.findByTitle('JPY (¥)'));
    expect(onChange).toHaveBeenLastCalledWith({ symbol: 'JPY', symbolPosition: 'suffix' });
  });

  it('stores null when the currency is cleared', async () => {
    const { onChange, user } = renderControl({ symbol: 'USD', symbolPosition: 'prefix' });
    const clear = document.querySelector('.ant-select-clear');
    expect(clear).toBeTruthy();
    await user.click(clear!);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('offers the common currencies first, each with its symbol', () => {
    const labels = currencyOptions().map((option) => option.label);
    expect(labels.slice(0, 3)).toEqual(['USD ($)', 'EUR (€)', 'GBP (£)']);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('chart types with a Currency format control', () => {
  const types = [
    'big_number_total',
    'big_number',
    'pop_kpi',
    'pie',
    'pivot_table_v2',
    'echarts_timeseries_line',
    'echarts_timeseries_bar',
    'echarts_area',
    'gauge_chart',
    'funnel',
  ];
  for (const type of types) {
    it(`${type} lists currency_format`, () => {
      const panel = getChartPlugin(type)!.controlPanel;
      const names = panel.controlPanelSections.flatMap((section) =>
        section.controlSetRows.flat().map((item) => (typeof item === 'string' ? item : item?.name)),
      );
      expect(names).toContain('currency_format');
    });
  }
});
