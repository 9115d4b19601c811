/**
 * The Columns and Calculated columns tabs. Both edit the dataset's one column list: physical
 * columns (no expression; name read-only, they come from the table) or calculated ones (an SQL
 * expression; added, renamed and deleted here).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Table } from 'antd';
import { t } from '../../i18n/t';
import { newCalculatedColumn } from './datasetDraft';
import { isCalculated } from '../../models/datasourceTypes';
import type { DatasourceColumn } from '../../models/datasourceTypes';

export interface ColumnsTabProps {
  columns: DatasourceColumn[];
  onChange: (columns: DatasourceColumn[]) => void;
  /** Which part of the list this tab shows. */
  calculated: boolean;
  disabled: boolean;
}

type TextKey = 'column_name' | 'verbose_name' | 'expression' | 'type' | 'description';
type FlagKey = 'is_dttm' | 'groupby' | 'filterable';

export function ColumnsTab({ columns, onChange, calculated, disabled }: ColumnsTabProps) {
  // Positions in the full list, so edits land on the right column of either kind.
  const rows = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => isCalculated(column) === calculated);
  const set = (index: number, key: TextKey | FlagKey, value: string | boolean) =>
    onChange(columns.map((c, i) => (i === index ? { ...c, [key]: value } : c)));
  const text = (index: number, key: TextKey, label: string, multiline = false) => {
    const column = columns[index];
    const value = column ? (column[key] ?? '') : '';
    const Control = multiline ? Input.TextArea : Input;
    return (
      <Control
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => set(index, key, event.target.value)}
        {...(multiline ? { autoSize: { minRows: 1, maxRows: 6 } } : {})}
      />
    );
  };
  const flag = (index: number, key: FlagKey, label: string) => (
    <Checkbox
      aria-label={label}
      checked={columns[index]?.[key] === true}
      disabled={disabled}
      onChange={(event) => set(index, key, event.target.checked)}
    />
  );

  return (
    <div>
      {calculated ? (
        <div className="pn-dataset-tab-actions">
          <Button
            icon={<PlusOutlined />}
            disabled={disabled}
            data-testid="add-calculated-column"
            onClick={() => onChange([...columns, newCalculatedColumn(columns)])}
          >
            {t('Add item')}
          </Button>
        </div>
      ) : null}
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => String(row.index)}
        dataSource={rows}
        scroll={{ y: 360 }}
        expandable={{
          expandedRowRender: ({ index }) => (
            <Form layout="vertical" component="div" className="pn-dataset-expanded">
              <Form.Item label={t('Description')}>
                {text(index, 'description', t('Description'), true)}
              </Form.Item>
              {calculated ? (
                <Form.Item label={t('SQL expression')}>
                  {text(index, 'expression', t('SQL expression'), true)}
                </Form.Item>
              ) : null}
            </Form>
          ),
        }}
        columns={[
          {
            key: 'column_name',
            title: t('Column'),
            width: 200,
            render: (_v, { column, index }) =>
              calculated ? (
                text(index, 'column_name', t('Column name'))
              ) : (
                <span className="pn-dataset-column-name">{column.column_name}</span>
              ),
          },
          {
            key: 'verbose_name',
            title: t('Label'),
            render: (_v, { index }) => text(index, 'verbose_name', t('Label')),
          },
          {
            key: 'type',
            title: t('Data type'),
            width: 130,
            render: (_v, { index }) => text(index, 'type', t('Data type')),
          },
          {
            key: 'is_dttm',
            title: t('Is temporal'),
            width: 90,
            align: 'center',
            render: (_v, { index }) => flag(index, 'is_dttm', t('Is temporal')),
          },
          {
            key: 'groupby',
            title: t('Is dimension'),
            width: 90,
            align: 'center',
            render: (_v, { index }) => flag(index, 'groupby', t('Is dimension')),
          },
          {
            key: 'filterable',
            title: t('Is filterable'),
            width: 90,
            align: 'center',
            render: (_v, { index }) => flag(index, 'filterable', t('Is filterable')),
          },
          ...(calculated
            ? [
                {
                  key: 'actions',
                  title: '',
                  width: 48,
                  render: (
                    _v: unknown,
                    { column, index }: { column: DatasourceColumn; index: number },
                  ) => (
                    <Button
                      type="text"
                      danger
                      disabled={disabled}
                      icon={<DeleteOutlined />}
                      aria-label={t('Delete column %s', column.column_name)}
                      onClick={() => onChange(columns.filter((_c, i) => i !== index))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
