/**
 * The editable table the Columns, Calculated columns and Metrics tabs share: one row per item of a
 * list, with inline text inputs, an expanded row for the longer fields, and add/delete buttons.
 * Rows carry their position in the full list, so an edit lands on the right item even when the
 * table shows only part of it.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../i18n/t';

export interface ItemRow {
  index: number;
}

export interface ItemTableProps<Row extends ItemRow> {
  rows: Row[];
  columns: TableColumnsType<Row>;
  /** The fields of the expanded row, laid out as a vertical form. */
  expandedRow: (row: Row) => ReactNode;
}

export function ItemTable<Row extends ItemRow>({
  rows,
  columns,
  expandedRow,
}: ItemTableProps<Row>) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(row) => String(row.index)}
      dataSource={rows}
      scroll={{ y: 360 }}
      expandable={{
        expandedRowRender: (row) => (
          <Form layout="vertical" component="div" className="pn-dataset-expanded">
            {expandedRow(row)}
          </Form>
        ),
      }}
      columns={columns}
    />
  );
}

export interface ItemTextInputProps {
  label: string;
  value: string;
  disabled: boolean;
  /** A text area growing up to six rows, for expressions and descriptions. */
  multiline?: boolean;
  onChange: (value: string) => void;
}

export function ItemTextInput({
  label,
  value,
  disabled,
  multiline = false,
  onChange,
}: ItemTextInputProps) {
  const Control = multiline ? Input.TextArea : Input;
  return (
    <Control
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      {...(multiline ? { autoSize: { minRows: 1, maxRows: 6 } } : {})}
    />
  );
}

export function AddItemButton({
  testId,
  disabled,
  onAdd,
}: {
  testId: string;
  disabled: boolean;
  onAdd: () => void;
}) {
  return (
    <div className="pn-dataset-tab-actions">
      <Button icon={<PlusOutlined />} disabled={disabled} data-testid={testId} onClick={onAdd}>
        {t('Add item')}
      </Button>
    </div>
  );
}

/** `items` with the one at `index` changed by `patch`. */
export function patchItemAt<Item>(items: Item[], index: number, patch: Partial<Item>): Item[] {
  return items.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

/** `items` without the one at `index`. */
export function withoutItemAt<Item>(items: Item[], index: number): Item[] {
  return items.filter((_item, i) => i !== index);
}

/** The last column: a button deleting the row's item. */
export function deleteItemColumn<Row extends ItemRow>(
  labelOf: (row: Row) => string,
  disabled: boolean,
  onDelete: (index: number) => void,
): TableColumnsType<Row>[number] {
  return {
    key: 'actions',
    title: '',
    width: 48,
    render: (_v: unknown, row: Row) => (
      <Button
        type="text"
        danger
        disabled={disabled}
        icon={<DeleteOutlined />}
        aria-label={labelOf(row)}
        onClick={() => onDelete(row.index)}
      />
    ),
  };
}
