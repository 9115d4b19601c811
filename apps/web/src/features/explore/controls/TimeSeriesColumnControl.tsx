/**
 * One time-series table column: a title line that opens a popover with the options of its kind
 * (comparison, contribution, sparkline or average). Usually an item of a CollectionControl; each
 * change is sent at once.
 */
import { Checkbox, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { BoundsControl } from './BoundsControl';
import { headerPropsOf } from './ControlHeader';
import { PopoverFormControl } from './PopoverFormControl';
import {
  asTimeSeriesColumn,
  colTypeChoices,
  comparisonChoices,
  fieldsFor,
  sparklineTypeChoices,
  timeSeriesColumnTitle,
  type TimeSeriesColumn,
  type TimeSeriesField,
} from './timeSeriesColumn';

export function TimeSeriesColumnControl(props: ControlComponentProps) {
  const { name, value, onChange } = props;
  const column = asTimeSeriesColumn(value);
  const set = <K extends TimeSeriesField>(field: K, next: TimeSeriesColumn[K]) =>
    onChange({ ...column, [field]: next });
  const text = (field: TimeSeriesField, fieldLabel: string, placeholder?: string) => (
    <Form.Item key={field} label={fieldLabel}>
      <Input
        aria-label={fieldLabel}
        placeholder={placeholder}
        value={String(column[field] ?? '')}
        onChange={(event) => set(field, event.target.value)}
      />
    </Form.Item>
  );
  const bounds = (field: 'bounds' | 'yAxisBounds', fieldLabel: string, hint: string) => (
    <div key={field} className="pn-control-popover-field">
      <BoundsControl
        {...props}
        name={`${name}-${field}`}
        label={fieldLabel}
        description={hint}
        value={column[field]}
        validationErrors={[]}
        config={{ type: 'BoundsControl' }}
        onChange={(next) => set(field, next as TimeSeriesColumn[typeof field])}
      />
    </div>
  );

  const editors: Record<TimeSeriesField, () => ReactNode> = {
    label: () => text('label', t('Label')),
    tooltip: () => text('tooltip', t('Tooltip')),
    colType: () => (
      <Form.Item key="colType" label={t('Type')}>
        <Select
          aria-label={t('Type')}
          value={column.colType || undefined}
          placeholder={t('Select ...')}
          options={colTypeChoices().map(([v, l]) => ({ value: v, label: l }))}
          onChange={(next) => set('colType', next)}
        />
      </Form.Item>
    ),
    width: () => text('width', t('Width'), t('Width')),
    height: () => text('height', t('Height'), t('Height')),
    timeLag: () => text('timeLag', t('Time lag'), t('Number of periods to compare against')),
    timeRatio: () => text('timeRatio', t('Time ratio'), t('Number of periods to ratio against')),
    comparisonType: () => (
      <Form.Item key="comparisonType" label={t('Type of comparison')}>
        <Select
          aria-label={t('Type of comparison')}
          value={column.comparisonType || undefined}
          placeholder={t('Select ...')}
          options={comparisonChoices().map(([v, l]) => ({ value: v, label: l }))}
          onChange={(next) => set('comparisonType', next)}
        />
      </Form.Item>
    ),
    sparkType: () => (
      <Form.Item key="sparkType" label={t('Sparkline type')}>
        <Select
          aria-label={t('Sparkline type')}
          value={column.sparkType}
          options={sparklineTypeChoices().map(([v, l]) => ({ value: v, label: l }))}
          onChange={(next) => set('sparkType', next)}
        />
      </Form.Item>
    ),
    showYAxis: () => (
      <Form.Item key="showYAxis">
        <Checkbox
          checked={column.showYAxis}
          onChange={(event) => set('showYAxis', event.target.checked)}
        >
          {t('Show Y-axis')}
        </Checkbox>
      </Form.Item>
    ),
    yAxisBounds: () =>
      bounds(
        'yAxisBounds',
        t('Y-axis bounds'),
        t('Manually set the y-axis range of the sparkline.'),
      ),
    bounds: () =>
      bounds(
        'bounds',
        t('Color bounds'),
        t('Values outside these bounds take the extreme colour.'),
      ),
    d3format: () => text('d3format', t('Number format'), ',.2f'),
    dateFormat: () => text('dateFormat', t('Date format'), '%Y-%m-%d'),
  };

  const fields = <>{fieldsFor(column.colType).map((field) => editors[field]())}</>;

  return (
    <PopoverFormControl
      header={headerPropsOf(props)}
      title={t('Column configuration')}
      summary={timeSeriesColumnTitle(column)}
      destroyOnHidden
    >
      {fields}
    </PopoverFormControl>
  );
}
