/**
 * The editable table the Columns, Calculated columns and Metrics tabs share: one row per item of a
 * list, with inline text inputs, an expanded row for the longer fields, and add/delete buttons.
 * Rows carry their position in the full list, so an edit lands on the right item even when the
 * table shows only part of it.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
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
  /** Rows open without a click (a just-added item, whose longer fields need filling in). */
  openedAtFirst?: (row: Row) => boolean;
}

export function ItemTable<Row extends ItemRow>({
  rows,
  columns,
  expandedRow,
  openedAtFirst = () => false,
}: ItemTableProps<Row>) {
  // Rows the user toggled, and rows opened at first, stay as they are once shown: an edit
  // makes an added item no longer "just added", and its row must not close under the cursor.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const keyOf = (row: Row) => String(row.index);
  const firstShown = rows.filter((row) => !toggled.has(keyOf(row)) && openedAtFirst(row));
  if (firstShown.length > 0)
    setToggled((map) => new Map([...map, ...firstShown.map((row) => [keyOf(row), true] as const)]));
  const expandedRowKeys = rows
    .filter((row) => toggled.get(keyOf(row)) ?? openedAtFirst(row))
    .map(keyOf);
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={keyOf}
      dataSource={rows}
      scroll={{ y: 360 }}
      expandable={{
        expandedRowKeys,
        onExpand: (expanded, row) => setToggled((map) => new Map(map).set(keyOf(row), expanded)),
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
