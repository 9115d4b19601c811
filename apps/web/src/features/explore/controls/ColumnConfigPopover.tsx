/**
 * What a column's popover in the per-column editor holds: the fields its kind of column gets,
 * on tabs when the layout has several (numbers: Display, Number formatting), each showing the
 * column's own value or, without one, what the chart applies to it.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { Tabs } from 'antd';
import { t } from '../../../i18n/t';
import { ColumnConfigField } from './ColumnConfigField';
import type { ColumnConfigFieldSpec, ColumnConfigTab, ConfigColumn } from './columnConfigFields';
import { defaultAlignment } from './columnConfigFields';

export interface ColumnConfigPopoverProps {
  column: ConfigColumn;
  tabs: ColumnConfigTab[];
  fields: Record<string, ColumnConfigFieldSpec>;
  settings: Record<string, unknown>;
  formData: QueryFormData;
  onChange: (key: string, value: unknown) => void;
}

function fallbackOf(field: ColumnConfigFieldSpec, column: ConfigColumn, formData: QueryFormData) {
  if (field.kind === 'align') return defaultAlignment(column.dataType);
  if (field.formDataDefault && typeof formData[field.formDataDefault] === 'boolean') {
    return formData[field.formDataDefault];
  }
  return field.defaultValue;
}

export function ColumnConfigPopover(props: ColumnConfigPopoverProps) {
  const { column, tabs, fields, settings, formData, onChange } = props;
  const renderRows = (tab: ColumnConfigTab) =>
    tab.rows.map((row) => (
      <div key={row.join('|')} className="pn-column-config-row">
        {row.map((key) => {
          const field = fields[key];
          if (!field) return null;
          return (
            <ColumnConfigField
              key={key}
              field={field}
              column={column.name}
              value={settings[key]}
              fallback={fallbackOf(field, column, formData)}
              onChange={(value) => onChange(key, value)}
            />
          );
        })}
      </div>
    ));

  const [first] = tabs;
  if (tabs.length === 1 && first && !first.tab) {
    return <div className="pn-column-config-popover">{renderRows(first)}</div>;
  }
  return (
    <Tabs
      className="pn-column-config-popover"
      size="small"
      items={tabs.map((tab, index) => ({
        key: String(index),
        label: tab.tab ? t(tab.tab) : String(index + 1),
        children: renderRows(tab),
      }))}
    />
  );
}
