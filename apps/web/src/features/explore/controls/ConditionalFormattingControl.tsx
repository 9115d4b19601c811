/**
 * Conditional formatting of table-like charts: rules listed with their colour and
 * condition, 'Add new color formatter' to add one and 'Edit formatter' to change one. The columns
 * offered come from the config's `columnOptions` (`{value, label}` pairs, column names or the
 * chart's metrics), else from the dataset's columns.
 */
import { PlusOutlined } from '@ant-design/icons';
import {
  formattingColor,
  formattingRuleSummary,
  type ConditionalFormattingRule,
} from '@panorama/core/explore/conditional-formatting';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import { FormattingRuleEditor } from './FormattingRuleEditor';
import { formattingColumnOptions, type ColumnOption } from './formattingColumns';

function columnOptionsOf({ config, datasource }: ControlComponentProps): ColumnOption[] {
  if (Array.isArray(config.columnOptions)) return formattingColumnOptions(config.columnOptions);
  return (datasource?.columns ?? []).map((column) => ({
    value: column.column_name,
    label: column.verbose_name || column.column_name,
  }));
}

function asRule(value: unknown): ConditionalFormattingRule {
  return typeof value === 'object' && value !== null ? (value as ConditionalFormattingRule) : {};
}

export function ConditionalFormattingControl(props: ControlComponentProps) {
  const { name, value, onChange } = props;
  const rules = (Array.isArray(value) ? value : []).map(asRule);
  const columnOptions = columnOptionsOf(props);
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const close = () => setOpen(null);

  const editor = (index: number | null, initial: ConditionalFormattingRule) => (
    <FormattingRuleEditor
      initial={initial}
      columnOptions={columnOptions}
      onCancel={close}
      onApply={(rule) => {
        onChange(index === null ? [...rules, rule] : rules.map((r, i) => (i === index ? rule : r)));
        close();
      }}
      onRemove={
        index === null
          ? undefined
          : () => {
              onChange(rules.filter((_, i) => i !== index));
              close();
            }
      }
    />
  );

  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} />
      <div className="pn-control-list">
        {rules.map((rule, index) => (
          <Popover
            key={index}
            trigger="click"
            placement="right"
            title={t('Edit formatter')}
            open={open === index}
            onOpenChange={(next) => setOpen(next ? index : null)}
            content={open === index ? editor(index, rule) : null}
            destroyOnHidden
          >
            <button type="button" className="pn-control-trigger" data-testid="formatter">
              <span
                className="pn-formatter-swatch"
                style={{ background: formattingColor(rule.colorScheme) ?? 'transparent' }}
              />
              <span>{formattingRuleSummary(rule)}</span>
            </button>
          </Popover>
        ))}
        <Popover
          trigger="click"
          placement="right"
          title={t('Add new color formatter')}
          open={open === 'new'}
          onOpenChange={(next) => setOpen(next ? 'new' : null)}
          content={open === 'new' ? editor(null, {}) : null}
          destroyOnHidden
        >
          <Button block type="dashed" icon={<PlusOutlined />} data-testid={`formatter-add-${name}`}>
            {t('Add new color formatter')}
          </Button>
        </Popover>
      </div>
    </div>
  );
}
