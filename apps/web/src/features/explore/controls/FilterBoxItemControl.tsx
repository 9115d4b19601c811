/**
 * One filter-box item in the `filter_configs` collection: a title line that opens a popover with
 * the column, its label, a default value, the sort metric and order, and whether the box is
 * multi-select, clearable and searches all options.
 */
import { Checkbox, Form, Input, Select } from 'antd';
import type { FilterBoxItem } from '@panorama/core/filters/filter-box';
import { headerPropsOf } from './ControlHeader';
import { PopoverFormControl } from './PopoverFormControl';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import {
  asFilterBoxItem,
  filterBoxItemTitle,
} from '../../../visualizations/filter_box/filterBoxItem';

type Flag = 'asc' | 'clearable' | 'multiple' | 'searchAllOptions';

export function FilterBoxItemControl(props: ControlComponentProps) {
  const { value, onChange, datasource } = props;
  const item = asFilterBoxItem(value);
  const set = (patch: Partial<FilterBoxItem>) => onChange({ ...item, ...patch });
  const columns = (datasource?.columns ?? []).filter((c) => c.groupby !== false);
  const metrics = datasource?.metrics ?? [];
  const flag = (field: Flag, text: string) => (
    <Form.Item key={field} style={{ marginBottom: 4 }}>
      <Checkbox
        checked={item[field] !== false && (field !== 'searchAllOptions' || item[field] === true)}
        onChange={(event) => set({ [field]: event.target.checked })}
      >
        {text}
      </Checkbox>
    </Form.Item>
  );

  const fields = (
    <>
      <Form.Item label={t('Column')}>
        <Select
          aria-label={t('Column')}
          showSearch
          value={item.column || undefined}
          placeholder={t('Select a column')}
          options={columns.map((c) => ({
            value: c.column_name,
            label: c.verbose_name || c.column_name,
          }))}
          onChange={(next: string) => set({ column: next })}
        />
      </Form.Item>
      <Form.Item label={t('Label')}>
        <Input
          aria-label={t('Label')}
          value={item.label ?? ''}
          placeholder={item.column}
          onChange={(event) => set({ label: event.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={t('Default')}
        tooltip={t('A value picked when the dashboard opens; separate several with ";".')}
      >
        <Input
          aria-label={t('Default')}
          value={item.defaultValue === undefined ? '' : String(item.defaultValue)}
          onChange={(event) => set({ defaultValue: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('Sort metric')}>
        <Select
          aria-label={t('Sort metric')}
          allowClear
          value={item.metric}
          placeholder={t('Alphabetical')}
          options={metrics.map((m) => ({
            value: m.metric_name,
            label: m.verbose_name || m.metric_name,
          }))}
          onChange={(next: string | undefined) => set({ metric: next })}
        />
      </Form.Item>
      {flag('asc', t('Sort ascending'))}
      {flag('multiple', t('Allow multiple selections'))}
      {flag('clearable', t('Allow clearing'))}
      {flag('searchAllOptions', t('Search all filter options'))}
    </>
  );

  return (
    <PopoverFormControl
      header={headerPropsOf(props)}
      title={t('Filter configuration')}
      summary={filterBoxItemTitle(item) || t('Choose a column')}
      destroyOnHidden
    >
      {fields}
    </PopoverFormControl>
  );
}
