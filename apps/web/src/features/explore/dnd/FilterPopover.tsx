/**
 * The filter popover: tabs Simple and Custom SQL, Close and Save,
 * Save enabled only when the filter is valid, its Simple tab has no advanced data type error and
 * something changed (a new filter always counts as changed).
 */
import { Form } from 'antd';
import { useState, type ReactNode } from 'react';
import type { AdhocFilter } from '@panorama/core/adhoc/adhoc-types';
import {
  canSaveFilter,
  filterEditorDefaultTab,
  findColumn,
  type FilterEditorContext,
  type FilterEditorTab,
} from '@panorama/core/adhoc/filter-editor';
import { t } from '../../../i18n/t';
import type { DatasourceColumn, DatasourceJson } from '../../../models/datasourceTypes';
import { EditPopoverFrame } from './EditPopoverFrame';
import { EditorPopover } from './EditorPopover';
import { FilterSimpleTab } from './FilterSimpleTab';
import { FilterSqlTab } from './FilterSqlTab';
import { useAdvancedDataType } from './useAdvancedDataType';

export interface FilterPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filter: AdhocFilter;
  isNew: boolean;
  /** Filterable dataset columns. */
  columns: readonly DatasourceColumn[];
  metricLabels: readonly string[];
  datasource: DatasourceJson | null;
  partitionColumn: string | null;
  onSave: (filter: AdhocFilter) => void;
  children: ReactNode;
}

export function FilterPopover({
  open,
  onOpenChange,
  children,
  onSave,
  ...rest
}: FilterPopoverProps) {
  return (
    <EditorPopover<AdhocFilter>
      open={open}
      onOpenChange={onOpenChange}
      onSave={onSave}
      editor={(session, callbacks) => (
        <FilterPopoverContent key={session} {...rest} {...callbacks} />
      )}
    >
      {children}
    </EditorPopover>
  );
}

type ContentProps = Omit<FilterPopoverProps, 'open' | 'onOpenChange' | 'children'> & {
  onClose: () => void;
};

function FilterPopoverContent({
  filter,
  isNew,
  columns,
  metricLabels,
  datasource,
  partitionColumn,
  onSave,
  onClose,
}: ContentProps) {
  const [draft, setDraft] = useState(filter);
  const [tab, setTab] = useState<FilterEditorTab>(() => filterEditorDefaultTab(filter));
  const column = draft.clause === 'WHERE' ? findColumn(columns, draft.subject) : null;
  const advanced = useAdvancedDataType(
    tab === 'SIMPLE' ? column?.advanced_data_type : null,
    draft.comparator,
  );
  const ctx: FilterEditorContext = {
    columns,
    partitionColumn,
    datasource,
    advancedTypeOperators: advanced.operators,
  };

  const tabs = [
    {
      key: 'SIMPLE',
      label: t('Simple'),
      children: (
        <FilterSimpleTab
          filter={draft}
          onChange={setDraft}
          columns={columns}
          metricLabels={metricLabels}
          datasource={datasource}
          ctx={ctx}
          advanced={advanced}
        />
      ),
    },
    {
      key: 'SQL',
      label: t('Custom SQL'),
      children: <FilterSqlTab filter={draft} onChange={setDraft} />,
    },
  ];

  return (
    <Form layout="vertical" component="div">
      <EditPopoverFrame
        testId="filter-popover"
        tabs={tabs}
        activeTab={tab}
        onTabChange={(key) => setTab(key === 'SQL' ? 'SQL' : 'SIMPLE')}
        canSave={canSaveFilter({
          initial: filter,
          draft,
          isNew,
          simpleTabValid: advanced.errorMessage === '',
        })}
        onSave={() => onSave({ ...draft, isNew: false })}
        onClose={onClose}
        resizable
      />
    </Form>
  );
}
