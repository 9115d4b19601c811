/**
 * The popover form of one conditional-format rule: column, colour, operator and target values,
 * with Superset's messages ('Required', left smaller than right, ...) shown once the user tries
 * to apply an invalid rule, not while a rule is still being typed.
 */
import {
  COMPARATORS,
  FORMATTING_COLOR_SCHEMES,
  isBetweenComparator,
  normalizeFormattingRule,
  validateFormattingRule,
  type ConditionalFormattingRule,
  type RuleField,
} from '@panorama/core/explore/conditional-formatting';
import { Form, InputNumber, Select } from 'antd';
import { PopoverFormActions } from './PopoverFormActions';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import type { ColumnOption } from './formattingColumns';

export interface FormattingRuleEditorProps {
  initial: ConditionalFormattingRule;
  columnOptions: ColumnOption[];
  onApply: (rule: ConditionalFormattingRule) => void;
  onRemove: (() => void) | undefined;
  onCancel: () => void;
}

type TargetField = 'targetValue' | 'targetValueLeft' | 'targetValueRight';

export function FormattingRuleEditor({
  initial,
  columnOptions,
  onApply,
  onRemove,
  onCancel,
}: FormattingRuleEditorProps) {
  const [rule, setRule] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const errors = validateFormattingRule(rule);
  const status = (field: RuleField) =>
    attempted && errors[field] ? { validateStatus: 'error' as const, help: t(errors[field]) } : {};
  const set = (patch: Partial<ConditionalFormattingRule>) => setRule({ ...rule, ...patch });
  const target = (field: TargetField, label: string) => (
    <Form.Item label={label} required {...status(field)}>
      <InputNumber
        aria-label={label}
        className="pn-control-full"
        value={typeof rule[field] === 'number' ? rule[field] : null}
        onChange={(value) => set({ [field]: typeof value === 'number' ? value : null })}
      />
    </Form.Item>
  );
  const operator = rule.operator;

  return (
    <Form layout="vertical" size="small" className="pn-control-popover" component="div">
      <Form.Item label={t('Column')} required {...status('column')}>
        <Select
          aria-label={t('Column')}
          showSearch={{ optionFilterProp: 'label' }}
          value={rule.column ?? undefined}
          options={columnOptions}
          placeholder={t('Select ...')}
          onChange={(column) => set({ column })}
        />
      </Form.Item>
      <Form.Item label={t('Color scheme')} required {...status('colorScheme')}>
        <Select
          aria-label={t('Color scheme')}
          value={rule.colorScheme ?? undefined}
          placeholder={t('Select ...')}
          options={FORMATTING_COLOR_SCHEMES.map((scheme) => ({
            value: scheme.value,
            label: (
              <span className="pn-scheme-option">
                <span className="pn-formatter-swatch" style={{ background: scheme.color }} />
                {t(scheme.label)}
              </span>
            ),
          }))}
          onChange={(colorScheme) => set({ colorScheme })}
        />
      </Form.Item>
      <Form.Item label={t('Operator')} required {...status('operator')}>
        <Select
          aria-label={t('Operator')}
          value={operator ?? undefined}
          placeholder={t('Select ...')}
          options={COMPARATORS.map((value) => ({
            value,
            label: value === 'None' ? t('None') : value,
          }))}
          onChange={(next) => set({ operator: next })}
        />
      </Form.Item>
      {operator &&
        operator !== 'None' &&
        !isBetweenComparator(operator) &&
        target('targetValue', t('Target value'))}
      {operator && isBetweenComparator(operator) && (
        <div className="pn-bounds">
          {target('targetValueLeft', t('Left value'))}
          {target('targetValueRight', t('Right value'))}
        </div>
      )}
      <PopoverFormActions
        onRemove={onRemove}
        onCancel={onCancel}
        onApply={() => {
          setAttempted(true);
          if (Object.keys(errors).length === 0) onApply(normalizeFormattingRule(rule));
        }}
        applyLabel={t('Apply')}
      />
    </Form>
  );
}
