/**
 * One setting in a column's popover of the per-column editor, drawn by its kind: a width typed
 * as text (checked, then applied after a pause), a plain number, the three alignment buttons, a
 * checkbox, a d3 number format (a listed one or any typed), a currency, or a slider. A cleared value is sent
 * as null: the column then follows the chart again.
 */
import { AlignCenterOutlined, AlignLeftOutlined, AlignRightOutlined } from '@ant-design/icons';
import { NUMBER_FORMAT_CHOICES } from '@panorama/core/format/number-format';
import { Checkbox, Input, InputNumber, Radio, Select, Slider, Tooltip } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import type { ColumnConfigFieldSpec } from './columnConfigFields';
import { COLUMN_WIDTH_DEBOUNCE_MS, validateColumnWidth } from './columnConfigRules';
import { ControlHeader } from './ControlHeader';
import { CurrencyPicker } from './CurrencyControl';
import { useDebouncedCallback } from './useDebouncedCallback';
import { useReleasedSliderValue } from './useReleasedSliderValue';

export interface ColumnConfigFieldProps {
  field: ColumnConfigFieldSpec;
  column: string;
  /** The column's own value; undefined or null when it follows the chart. */
  value: unknown;
  /** What the column shows while it has no value of its own. */
  fallback: unknown;
  onChange: (value: unknown) => void;
}

/** The heading every setting starts with: its translated label and description. */
function headerOf(field: ColumnConfigFieldSpec) {
  return {
    name: field.key,
    label: t(field.label),
    description: field.description && t(field.description),
  };
}

/** The id tying a setting's label to its input, unique per column. */
function inputIdOf(column: string, field: ColumnConfigFieldSpec): string {
  return `column-config-${column}-${field.key}`;
}

function widthText(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

function WidthField({ field, column, value, onChange }: ColumnConfigFieldProps) {
  const [text, setText] = useState(() => widthText(value));
  const debounced = useDebouncedCallback(onChange, COLUMN_WIDTH_DEBOUNCE_MS);
  const error = validateColumnWidth(text);
  const id = inputIdOf(column, field);
  return (
    <div className="pn-column-config-field">
      <ControlHeader {...headerOf(field)} validationErrors={error ? [t(error)] : []} htmlFor={id} />
      <Input
        id={id}
        size="small"
        style={{ width: 120 }}
        value={text}
        placeholder={field.placeholder && t(field.placeholder)}
        status={error ? 'error' : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (validateColumnWidth(next)) return;
          debounced.run(next.trim() === '' ? null : Number(next));
        }}
      />
      {error && (
        <div className="pn-column-config-error" role="alert">
          {t(error)}
        </div>
      )}
    </div>
  );
}

function NumberField({ field, column, value, onChange }: ColumnConfigFieldProps) {
  return (
    <div className="pn-column-config-field">
      <ControlHeader {...headerOf(field)} />
      <InputNumber
        aria-label={`${column} ${t(field.label)}`}
        size="small"
        style={{ width: 120 }}
        placeholder={field.placeholder && t(field.placeholder)}
        value={typeof value === 'number' ? value : null}
        onChange={(next) =>
          onChange(typeof next === 'number' && Number.isFinite(next) ? next : null)
        }
      />
    </div>
  );
}

const ALIGNMENTS = [
  { value: 'left', label: 'Left', icon: <AlignLeftOutlined /> },
  { value: 'center', label: 'Center', icon: <AlignCenterOutlined /> },
  { value: 'right', label: 'Right', icon: <AlignRightOutlined /> },
] as const;

function AlignField({ field, value, fallback, onChange }: ColumnConfigFieldProps) {
  return (
    <div className="pn-column-config-field">
      <ControlHeader {...headerOf(field)} />
      <Radio.Group
        size="small"
        optionType="button"
        aria-label={t(field.label)}
        value={typeof value === 'string' ? value : fallback}
        onChange={(event) => onChange(event.target.value)}
      >
        {ALIGNMENTS.map((alignment) => (
          <Tooltip key={alignment.value} title={t(alignment.label)}>
            <Radio.Button value={alignment.value} aria-label={t(alignment.label)}>
              {alignment.icon}
            </Radio.Button>
          </Tooltip>
        ))}
      </Radio.Group>
    </div>
  );
}

function CheckboxField({ field, column, value, fallback, onChange }: ColumnConfigFieldProps) {
  const id = inputIdOf(column, field);
  return (
    <div className="pn-column-config-field">
      <ControlHeader
        {...headerOf(field)}
        htmlFor={id}
        leading={
          <Checkbox
            id={id}
            checked={typeof value === 'boolean' ? value : fallback === true}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
      />
    </div>
  );
}

function FormatField({ field, column, value, onChange }: ColumnConfigFieldProps) {
  const [search, setSearch] = useState('');
  const current = typeof value === 'string' && value !== '' ? value : undefined;
  const options = NUMBER_FORMAT_CHOICES.map(([format, label]) => ({
    value: format,
    label: t(label),
  }));
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: current });
  }
  // Any d3 format may be typed: what is being typed is offered as an option of its own.
  const typed = search.trim();
  if (typed && !options.some((option) => option.value === typed)) {
    options.unshift({ value: typed, label: typed });
  }
  const id = inputIdOf(column, field);
  return (
    <div className="pn-column-config-field">
      <ControlHeader {...headerOf(field)} htmlFor={id} />
      <Select<string>
        id={id}
        size="small"
        style={{ width: '100%' }}
        value={current}
        options={options}
        placeholder={t('Default')}
        allowClear
        showSearch={{ optionFilterProp: 'label', onSearch: setSearch, searchValue: search }}
        onChange={(next) => {
          setSearch('');
          onChange(next === undefined ? null : next);
        }}
      />
    </div>
  );
}

function CurrencyField({ field, column, value, onChange }: ColumnConfigFieldProps) {
  const id = inputIdOf(column, field);
  return (
    <div className="pn-column-config-field">
      <ControlHeader {...headerOf(field)} htmlFor={`${id}-symbol`} />
      <CurrencyPicker id={id} value={value} onChange={onChange} size="small" />
    </div>
  );
}

function SliderField({ field, value, fallback, onChange }: ColumnConfigFieldProps) {
  const saved = typeof value === 'number' ? value : typeof fallback === 'number' ? fallback : 0;
  const { shown, sliderProps } = useReleasedSliderValue(saved, onChange);
  return (
    <div className="pn-column-config-field">
      <ControlHeader {...headerOf(field)} label={`${t(field.label)}: ${shown}`} />
      <Slider
        ariaLabelForHandle={t(field.label)}
        min={field.min ?? 0}
        max={field.max ?? 100}
        step={1}
        {...sliderProps}
      />
    </div>
  );
}

const FIELD_COMPONENTS = {
  width: WidthField,
  number: NumberField,
  align: AlignField,
  checkbox: CheckboxField,
  format: FormatField,
  currency: CurrencyField,
  slider: SliderField,
} as const;

export function ColumnConfigField(props: ColumnConfigFieldProps) {
  const Component = FIELD_COMPONENTS[props.field.kind];
  return <Component {...props} />;
}
