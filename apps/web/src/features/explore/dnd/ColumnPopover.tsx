/**
 * The column popover of the column drop zones: tabs Saved (the dataset's
 * calculated columns), Simple (its physical columns) and Custom SQL (an adhoc SQL column), an
 * editable title defaulting to 'My column', and Close / Save.
 */
import { Empty, Form, Input, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Column } from '@panorama/core/query/query-object';
import { t } from '../../../i18n/t';
import type { DatasourceColumn } from '../../../models/datasourceTypes';
import {
  canSaveColumn,
  columnDraftFrom,
  columnFromDraft,
  columnPopoverDefaultTab,
  splitColumns,
  type ColumnDraft,
  type ColumnPopoverTab,
} from './columnOptions';
import { EditableTitle } from './EditableTitle';
import { EditPopoverFrame } from './EditPopoverFrame';
import { EditorPopover } from './EditorPopover';

export interface ColumnPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The column being edited; null for a new one. */
  column: Column | null;
  columns: readonly DatasourceColumn[];
  onSave: (column: Column) => void;
  children: ReactNode;
}

export function ColumnPopover({
  open,
  onOpenChange,
  column,
  columns,
  onSave,
  children,
}: ColumnPopoverProps) {
  return (
    <EditorPopover<Column>
      open={open}
      onOpenChange={onOpenChange}
      onSave={onSave}
      editor={(session, callbacks) => (
        <ColumnPopoverContent key={session} column={column} columns={columns} {...callbacks} />
      )}
    >
      {children}
    </EditorPopover>
  );
}

function columnOptions(columns: readonly DatasourceColumn[]) {
  return columns.map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }));
}

function ColumnPopoverContent({
  column,
  columns,
  onClose,
  onSave,
}: {
  column: Column | null;
  columns: readonly DatasourceColumn[];
  onClose: () => void;
  onSave: (column: Column) => void;
}) {
  const [draft, setDraft] = useState<ColumnDraft>(() => columnDraftFrom(column));
  const [tab, setTab] = useState<ColumnPopoverTab>(() =>
    columnPopoverDefaultTab(columnDraftFrom(column), columns),
  );
  const { saved, simple } = splitColumns(columns);
  const chosen = columns.find((c) => c.column_name === draft.columnName);
  const select = (name: string | undefined) =>
    setDraft((current) => ({ ...current, columnName: name ?? null }));

  const columnSelect = (
    options: readonly DatasourceColumn[],
    ariaLabel: string,
    formLabel: string,
  ) => (
    <Form.Item label={formLabel}>
      <Select
        aria-label={ariaLabel}
        data-testid="column-select"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('%s column(s)', options.length)}
        value={
          options.some((c) => c.column_name === draft.columnName) ? draft.columnName : undefined
        }
        onChange={select}
        options={columnOptions(options)}
      />
    </Form.Item>
  );

  const tabs = [
    {
      key: 'saved',
      label: t('Saved'),
      children:
        saved.length > 0 ? (
          columnSelect(saved, t('Saved expressions'), t('Saved expressions'))
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('No saved expressions found')}
          />
        ),
    },
    {
      key: 'simple',
      label: t('Simple'),
      children: columnSelect(simple, t('Select column'), t('Column')),
    },
    {
      key: 'sqlExpression',
      label: t('Custom SQL'),
      children: (
        <Input.TextArea
          aria-label={t('Custom SQL')}
          data-testid="sql-editor"
          autoSize={{ minRows: 4, maxRows: 12 }}
          value={draft.sqlExpression}
          placeholder={t('Enter a SQL expression')}
          onChange={(event) =>
            setDraft((current) => ({ ...current, sqlExpression: event.target.value }))
          }
        />
      ),
    },
  ];

  return (
    <Form layout="vertical" component="div">
      <EditPopoverFrame
        testId="column-popover"
        title={
          <EditableTitle
            value={tab === 'sqlExpression' ? draft.label : ''}
            defaultText={
              tab === 'sqlExpression' ? '' : chosen?.verbose_name || chosen?.column_name || ''
            }
            placeholder={t('My column')}
            disabled={tab !== 'sqlExpression'}
            onChange={(label) => setDraft((current) => ({ ...current, label }))}
          />
        }
        tabs={tabs}
        activeTab={tab}
        onTabChange={(key) => setTab(key as ColumnPopoverTab)}
        canSave={canSaveColumn(column, draft, tab)}
        onSave={() => {
          const next = columnFromDraft(draft, tab);
          if (next !== null) onSave(next);
        }}
        onClose={onClose}
      />
    </Form>
  );
}
