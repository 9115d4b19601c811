/**
 * The upload form's option panels after "General information", with Superset's labels and tips:
 * "File Settings" (existing table, dates, decimal character, null values, CSV switches),
 * "Columns" (index, columns to read, data types) and "Rows" (header row, rows to read, rows to
 * skip). Fields another kind of file does not use are not shown.
 */
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import {
  alreadyExistsOptions,
  isFieldShown,
  nullValueOptions,
  type UploadField,
  type UploadFormValues,
} from './uploadForm';
import { problemStatus } from './problemStatus';
import type { UploadKind } from './uploadKinds';

export interface UploadOptionsProps {
  kind: UploadKind;
  values: UploadFormValues;
  onChange: <F extends keyof UploadFormValues>(field: F, value: UploadFormValues[F]) => void;
  /** The file's column names, offered where columns are picked. */
  columns: string[];
  problems: Partial<Record<keyof UploadFormValues | 'file', string>>;
}

function columnOptions(columns: string[]) {
  return columns.map((column) => ({ value: column, label: column }));
}

/** A list of values picked from `options` or typed in. */
function TagsSelect(props: {
  'aria-label': string;
  placeholder?: string;
  value: string[];
  options: { value: string; label: string }[];
  onChange: (value: string[]) => void;
}) {
  return <Select mode="tags" allowClear {...props} />;
}

type SwitchField = 'skip_initial_space' | 'skip_blank_lines' | 'day_first' | 'dataframe_index';

interface SwitchOption {
  field: SwitchField;
  /** The English label, translated when shown. */
  label: string;
  testId: string;
}

/** The CSV reading switches at the end of File Settings, in order. */
const FILE_SWITCHES: readonly SwitchOption[] = [
  {
    field: 'skip_initial_space',
    label: 'Skip spaces after delimiter',
    testId: 'upload-skip-initial-space',
  },
  {
    field: 'skip_blank_lines',
    label: 'Skip blank lines rather than interpreting them as Not A Number values',
    testId: 'upload-skip-blank-lines',
  },
  {
    field: 'day_first',
    label: 'DD/MM format dates, international and European format',
    testId: 'upload-day-first',
  },
];

function SwitchRow({
  option,
  values,
  onChange,
}: {
  option: SwitchOption;
  values: UploadFormValues;
  onChange: UploadOptionsProps['onChange'];
}) {
  return (
    <label className="pn-upload-switch">
      <Switch
        size="small"
        checked={values[option.field]}
        onChange={(checked) => onChange(option.field, checked)}
        data-testid={option.testId}
      />
      <span>{t(option.label)}</span>
    </label>
  );
}

/** Only the fields `kind` uses, each wrapped once. */
function shown(kind: UploadKind, field: UploadField, node: ReactNode): ReactNode {
  return isFieldShown(field, kind) ? node : null;
}

export function fileSettingsPanel({ kind, values, onChange, columns }: UploadOptionsProps) {
  return (
    <>
      <Form.Item
        label={t('If Table Already Exists')}
        tooltip={t('What should happen if the table already exists')}
      >
        <Select
          aria-label={t('Choose already exists')}
          value={values.already_exists}
          options={alreadyExistsOptions()}
          onChange={(value) => onChange('already_exists', value)}
          data-testid="upload-already-exists"
        />
      </Form.Item>
      {shown(
        kind,
        'column_dates',
        <Form.Item label={t('Columns To Be Parsed as Dates')}>
          <TagsSelect
            aria-label={t('Choose columns to be parsed as dates')}
            placeholder={t('A comma separated list of columns that should be parsed as dates')}
            value={values.column_dates}
            options={columnOptions(columns)}
            onChange={(value) => onChange('column_dates', value)}
          />
        </Form.Item>,
      )}
      {shown(
        kind,
        'decimal_character',
        <Form.Item
          label={t('Decimal Character')}
          tooltip={t('Character to interpret as decimal point')}
        >
          <Input
            maxLength={1}
            value={values.decimal_character}
            onChange={(event) => onChange('decimal_character', event.target.value)}
          />
        </Form.Item>,
      )}
      {shown(
        kind,
        'null_values',
        <Form.Item
          label={t('Null Values')}
          tooltip={t(
            'Choose values that should be treated as null. Warning: Hive database supports only a single value',
          )}
        >
          <TagsSelect
            aria-label={t('Null Values')}
            value={values.null_values}
            options={nullValueOptions()}
            onChange={(value) => onChange('null_values', value)}
          />
        </Form.Item>,
      )}
      {FILE_SWITCHES.map((option) =>
        shown(
          kind,
          option.field,
          <SwitchRow key={option.field} option={option} values={values} onChange={onChange} />,
        ),
      )}
    </>
  );
}

export function columnsPanel({ kind, values, onChange, columns, problems }: UploadOptionsProps) {
  return (
    <>
      {shown(
        kind,
        'index_column',
        <Form.Item
          label={t('Index Column')}
          tooltip={t(
            'Column to use as the row labels of the dataframe. Leave empty if no index column',
          )}
        >
          <Select
            allowClear
            showSearch
            aria-label={t('Choose index column')}
            value={values.index_column ?? undefined}
            options={columnOptions(columns)}
            onChange={(value: string | undefined) => onChange('index_column', value ?? null)}
          />
        </Form.Item>,
      )}
      <Form.Item
        label={t('Column Label(s)')}
        tooltip={t(
          'Column label for index column(s). If None is given and Dataframe Index is checked, Index Names are used',
        )}
      >
        <Input
          aria-label={t('Column labels')}
          value={values.index_label}
          onChange={(event) => onChange('index_label', event.target.value)}
        />
      </Form.Item>
      <Form.Item label={t('Columns To Read')}>
        <TagsSelect
          aria-label={t('Choose columns to read')}
          placeholder={t('List of the column names that should be read')}
          value={values.columns_read}
          options={columnOptions(columns)}
          onChange={(value) => onChange('columns_read', value)}
        />
      </Form.Item>
      {shown(
        kind,
        'column_data_types',
        <Form.Item
          label={t('Column Data Types')}
          tooltip={t(
            'A dictionary with column names and their data types if you need to change the defaults. Example: {"user_id":"int"}. Check Python\'s Pandas library for supported data types.',
          )}
          {...problemStatus(problems.column_data_types)}
        >
          <Input
            aria-label={t('Column data types')}
            value={values.column_data_types}
            onChange={(event) => onChange('column_data_types', event.target.value)}
          />
        </Form.Item>,
      )}
      <SwitchRow
        option={{
          field: 'dataframe_index',
          label: 'Write dataframe index as a column',
          testId: 'upload-dataframe-index',
        }}
        values={values}
        onChange={onChange}
      />
    </>
  );
}

type RowCountField = 'header_row' | 'rows_to_read' | 'skip_rows';

interface RowCountOption {
  field: RowCountField;
  /** The English label, tip and input name, translated when shown. */
  label: string;
  tooltip: string;
  inputLabel: string;
  min: number;
  required: boolean;
}

/** The Rows panel's counts, in order. */
const ROW_COUNTS: readonly RowCountOption[] = [
  {
    field: 'header_row',
    label: 'Header Row',
    tooltip: 'Row containing the headers to use as column names (0 is first line of data).',
    inputLabel: 'Header row',
    min: 0,
    required: true,
  },
  {
    field: 'rows_to_read',
    label: 'Rows to Read',
    tooltip: 'Number of rows of file to read. Leave empty (default) to read all rows',
    inputLabel: 'Rows to read',
    min: 1,
    required: false,
  },
  {
    field: 'skip_rows',
    label: 'Skip Rows',
    tooltip: 'Number of rows to skip at start of file.',
    inputLabel: 'Skip rows',
    min: 0,
    required: true,
  },
];

export function rowsPanel({ values, onChange, problems }: UploadOptionsProps) {
  return (
    <div className="pn-upload-rows">
      {ROW_COUNTS.map((option) => (
        <Form.Item
          key={option.field}
          label={t(option.label)}
          tooltip={t(option.tooltip)}
          required={option.required}
          {...problemStatus(problems[option.field])}
        >
          <InputNumber
            aria-label={t(option.inputLabel)}
            min={option.min}
            precision={0}
            className="pn-full-width"
            value={values[option.field]}
            onChange={(value) => onChange(option.field, value)}
          />
        </Form.Item>
      ))}
    </div>
  );
}
