/**
 * The Columns and Calculated columns tabs. Both edit the dataset's one column list: physical
 * columns (no expression; name read-only, they come from the table) or calculated ones (an SQL
 * expression; added, renamed and deleted here).
 */
import { Checkbox, Form } from 'antd';
import { t } from '../../i18n/t';
import { newCalculatedColumn } from './datasetDraft';
import {
  AddItemButton,
  ItemTable,
  ItemTextInput,
  deleteItemColumn,
  patchItemAt,
  withoutItemAt,
} from './ItemTable';
import { isCalculated } from '../../models/datasourceTypes';
import type { DatasourceColumn } from '../../models/datasourceTypes';

export interface ColumnsTabProps {
  columns: DatasourceColumn[];
  onChange: (columns: DatasourceColumn[]) => void;
  /** Which part of the list this tab shows. */
  calculated: boolean;
  disabled: boolean;
  /** Told of each column the Add button creates, before it joins the list. */
  onAdded?: (column: DatasourceColumn) => void;
  /** Whether a column was just added and not yet edited: its row opens by itself. */
  isUntouched?: (column: DatasourceColumn) => boolean;
}

type TextKey = 'column_name' | 'verbose_name' | 'expression' | 'type' | 'description';
type FlagKey = 'is_dttm' | 'groupby' | 'filterable';

interface ColumnRow {
  column: DatasourceColumn;
  index: number;
}

const FLAGS: { key: FlagKey; title: string }[] = [
  { key: 'is_dttm', title: 'Is temporal' },
  { key: 'groupby', title: 'Is dimension' },
  { key: 'filterable', title: 'Is filterable' },
];

export function ColumnsTab({
  columns,
  onChange,
  calculated,
  disabled,
  onAdded = () => undefined,
  isUntouched = () => false,
}: ColumnsTabProps) {
  // Positions in the full list, so edits land on the right column of either kind.
  const rows: ColumnRow[] = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => isCalculated(column) === calculated);
  const set = (index: number, key: TextKey | FlagKey, value: string | boolean) =>
    onChange(patchItemAt(columns, index, { [key]: value }));
  const text = (index: number, key: TextKey, label: string, multiline = false) => (
    <ItemTextInput
      label={label}
      value={columns[index]?.[key] ?? ''}
      disabled={disabled}
      multiline={multiline}
      onChange={(value) => set(index, key, value)}
    />
  );

  return (
    <div>
      {calculated ? (
        <AddItemButton
          testId="add-calculated-column"
          disabled={disabled}
          onAdd={() => {
            const column = newCalculatedColumn(columns);
            onAdded(column);
            onChange([...columns, column]);
          }}
        />
      ) : null}
      <ItemTable
        rows={rows}
        openedAtFirst={({ column }) => isUntouched(column)}
        expandedRow={({ index }) => (
          <>
            {calculated ? (
              <Form.Item label={t('SQL expression')}>
                {text(index, 'expression', t('SQL expression'), true)}
              </Form.Item>
            ) : null}
            <Form.Item label={t('Description')}>
              {text(index, 'description', t('Description'), true)}
            </Form.Item>
          </>
        )}
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
          ...FLAGS.map(({ key, title }) => ({
            key,
            title: t(title),
            width: 90,
            align: 'center' as const,
            render: (_v: unknown, { index }: ColumnRow) => (
              <Checkbox
                aria-label={t(title)}
                checked={columns[index]?.[key] === true}
                disabled={disabled}
                onChange={(event) => set(index, key, event.target.checked)}
              />
            ),
          })),
          ...(calculated
            ? [
                deleteItemColumn<ColumnRow>(
                  ({ column }) => t('Delete column %s', column.column_name),
                  disabled,
                  (index) => onChange(withoutItemAt(columns, index)),
                ),
              ]
            : []),
        ]}
      />
    </div>
  );
}
