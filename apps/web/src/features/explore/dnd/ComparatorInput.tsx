/**
 * The value part of the Simple filter tab: nothing to type for IS NULL / IS NOT NULL, a time
 * range text for TEMPORAL_RANGE, a multi select with free entry (and paste splitting) for IN /
 * NOT IN, otherwise a text input that suggests the column's values when they are loaded.
 */
import { AutoComplete, Input, Select } from 'antd';
import type { ClipboardEvent } from 'react';
import type { FilterComparator, OperatorId } from '@panorama/core/adhoc/adhoc-types';
import { MULTI_OPERATOR_IDS, UNARY_OPERATOR_IDS } from '@panorama/core/adhoc/filter-operators';
import { mergePastedValues, splitPastedValues } from '@panorama/core/adhoc/paste-values';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import { t } from '../../../i18n/t';
import { DateFilterControl } from '../../../components/time-range/DateFilterControl';
import type { ControlConfig } from '../../../visualizations/controlPanelTypes';
import { comparatorForSelect } from './filterOptions';

const TIME_RANGE_CONFIG: ControlConfig = { type: 'DateFilterControl' };
// The picker needs no chart context to edit a filter's range.
const EMPTY_FORM_DATA = { datasource: '', viz_type: '' };

export interface ComparatorInputProps {
  operatorId: OperatorId | null;
  comparator: FilterComparator | undefined;
  options: Array<{ value: string | number; label: string }>;
  loading: boolean;
  onChange: (comparator: FilterComparator | undefined) => void;
}

export function ComparatorInput({
  operatorId,
  comparator,
  options,
  loading,
  onChange,
}: ComparatorInputProps) {
  if (operatorId && UNARY_OPERATOR_IDS.has(operatorId)) {
    return <Input aria-label={t('Comparator option')} data-testid="filter-comparator" disabled />;
  }

  if (operatorId === 'TEMPORAL_RANGE') {
    // The range is edited with the same 'Edit time range' picker as the time range control.
    return (
      <div data-testid="filter-comparator">
        <DateFilterControl
          name="comparator"
          value={typeof comparator === 'string' && comparator ? comparator : NO_TIME_RANGE}
          onChange={(next) => onChange(typeof next === 'string' && next ? next : NO_TIME_RANGE)}
          validationErrors={[]}
          config={TIME_RANGE_CONFIG}
          formData={EMPTY_FORM_DATA}
          datasource={null}
        />
      </div>
    );
  }

  if (operatorId && MULTI_OPERATOR_IDS.has(operatorId)) {
    const selected = comparatorForSelect(comparator, true);
    const values = Array.isArray(selected) ? selected : [];
    const onPaste = (event: ClipboardEvent) => {
      const pasted = splitPastedValues(event.clipboardData.getData('text'));
      if (pasted.length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      onChange(mergePastedValues(values, pasted));
    };
    return (
      <div onPasteCapture={onPaste} data-testid="filter-comparator">
        <Select
          mode="tags"
          aria-label={t('Comparator option')}
          allowClear
          loading={loading}
          style={{ width: '100%' }}
          placeholder={
            options.length > 0 ? t('%s option(s)', options.length) : t('Type a value here')
          }
          notFoundContent={t('Type a value here')}
          value={values}
          onChange={(next: Array<string | number>) => onChange(next)}
          options={options}
        />
      </div>
    );
  }

  const single = comparatorForSelect(comparator, false);
  const text = single === undefined || Array.isArray(single) ? '' : String(single);
  if (options.length > 0) {
    return (
      <AutoComplete
        aria-label={t('Comparator option')}
        data-testid="filter-comparator"
        style={{ width: '100%' }}
        allowClear
        value={text}
        placeholder={t('Filter value (case sensitive)')}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
        showSearch={{
          filterOption: (input, option) =>
            String(option?.value ?? '')
              .toLowerCase()
              .includes(input.toLowerCase()),
        }}
        onChange={(next: string | undefined) => onChange(next ?? undefined)}
      />
    );
  }
  return (
    <Input
      aria-label={t('Comparator option')}
      data-testid="filter-comparator"
      value={text}
      placeholder={t('Filter value (case sensitive)')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
