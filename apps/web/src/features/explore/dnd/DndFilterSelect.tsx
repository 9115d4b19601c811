/**
 * The adhoc filter drop zone (`adhoc_filters`): a column dropped here starts a filter on it (IN,
 * or a time range for a time column), a saved metric a HAVING filter on its SQL; both open the
 * filter popover to finish. A time range filter's pill opens the time range editor directly.
 * Filters a dashboard added (`isExtra`) show the inherited-filter notice and cannot be edited. An optional `config.canDelete(filter, filters)` may veto a removal with a
 * message, shown in a 'Warning' dialog.
 */
import { Modal } from 'antd';
import { useState } from 'react';
import {
  adhocFilterForColumn,
  adhocFilterForMetric,
  defaultFilterLabel,
  emptyAdhocFilter,
} from '@panorama/core/adhoc/adhoc-filter';
import type { AdhocFilter } from '@panorama/core/adhoc/adhoc-types';
import { isFilterAbsent } from '@panorama/core/adhoc/datasource-compat';
import { t } from '../../../i18n/t';
import { useAppSelector } from '../../../store/hooks';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import {
  addEntry,
  configColumns,
  configFunction,
  configMetricValues,
  datasourceFields,
  filtersOf,
  moveEntry,
  removeEntry,
  replaceEntry,
} from './controlValue';
import { useGetTableExtraQuery } from './dndApi';
import { headerPropsOf } from '../controls/ControlHeader';
import { DndZone, ghostText, type DndZoneEntry } from './DndZone';
import type { DatasourceDragItem } from './dragItems';
import { FilterPopover } from './FilterPopover';
import { isTimeRangeFilter, TimeRangeFilterPill } from './TimeRangeFilterPill';
import { chartMetrics, filterableColumns, metricLabels, partitionColumnOf } from './filterOptions';

type Editing = number | 'new' | null;
type DeleteGuard = (filter: AdhocFilter, filters: AdhocFilter[]) => true | string;

export function DndFilterSelect(props: ControlComponentProps) {
  const { value, onChange, config, formData, datasource } = props;
  const [editing, setEditing] = useState<Editing>(null);
  const [draftNew, setDraftNew] = useState<AdhocFilter | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const defaultTimeRange = useAppSelector((state) => state.common.conf.DEFAULT_TIME_FILTER);
  const list = filtersOf(value);
  const columns = configColumns(config, 'columns') ?? filterableColumns(datasource?.columns ?? []);
  const labels = metricLabels(
    configMetricValues(config, 'selectedMetrics') ?? chartMetrics(formData),
  );
  const fields = datasourceFields(datasource);
  const canDelete = configFunction<DeleteGuard>(config, 'canDelete');

  const tableExtraArgs =
    datasource && datasource.schema && !datasource.sql && datasource.kind !== 'virtual'
      ? {
          databaseId: datasource.database.id,
          table: datasource.table_name,
          schema: datasource.schema,
        }
      : null;
  const { data: tableExtra } = useGetTableExtraQuery(
    tableExtraArgs ?? { databaseId: 0, table: '', schema: '' },
    { skip: tableExtraArgs === null },
  );
  const partitionColumn = tableExtraArgs ? partitionColumnOf(tableExtra) : null;

  const commit = (next: AdhocFilter[]) => onChange(next);
  const openNew = (filter: AdhocFilter) => {
    setDraftNew(filter);
    setEditing('new');
  };

  const onDropItem = (item: DatasourceDragItem) => {
    if (item.kind === 'column') {
      const range = typeof defaultTimeRange === 'string' ? defaultTimeRange : undefined;
      openNew(adhocFilterForColumn(item.column, range));
    } else {
      openNew(adhocFilterForMetric(item.metric));
    }
  };

  const onRemove = (index: number) => {
    const filter = list[index];
    if (!filter) return;
    const verdict = canDelete?.(filter, list);
    if (typeof verdict === 'string') {
      void modal.warning({ title: t('Warning'), content: verdict });
      return;
    }
    commit(removeEntry(list, index));
  };

  const popoverProps = { columns, metricLabels: labels, datasource, partitionColumn };

  const entries: DndZoneEntry[] = list.map((filter, index) => ({
    key: String(index),
    label: defaultFilterLabel(filter, datasource),
    warning:
      datasource && isFilterAbsent(filter, fields)
        ? t('This column might be incompatible with current dataset')
        : null,
    notice: filter.isExtra
      ? t(
          "This filter was inherited from the dashboard's context. It won't be saved when saving the chart.",
        )
      : null,
    wrapLabel: filter.isExtra
      ? undefined
      : isTimeRangeFilter(filter)
        ? (labelButton) => (
            <TimeRangeFilterPill
              filter={filter}
              onSave={(next) => commit(replaceEntry(list, index, next))}
            >
              {labelButton}
            </TimeRangeFilterPill>
          )
        : (labelButton) => (
            <FilterPopover
              {...popoverProps}
              open={editing === index}
              onOpenChange={(open) => setEditing(open ? index : null)}
              filter={filter}
              isNew={false}
              onSave={(next) => commit(replaceEntry(list, index, next))}
            >
              {labelButton}
            </FilterPopover>
          ),
  }));

  return (
    <>
      {modalHolder}
      <DndZone
        {...headerPropsOf(props)}
        entries={entries}
        accepts={() => true}
        onDropItem={onDropItem}
        onRemove={onRemove}
        onReorder={(from, to) => commit(moveEntry(list, from, to))}
        ghostText={ghostText('filter', true)}
        showGhost
        onGhostClick={() => openNew(emptyAdhocFilter())}
        wrapNewItemAnchor={(anchor) => (
          <FilterPopover
            {...popoverProps}
            open={editing === 'new'}
            onOpenChange={(open) => {
              setEditing(open ? 'new' : null);
              if (!open) setDraftNew(null);
            }}
            filter={draftNew ?? emptyAdhocFilter()}
            isNew
            onSave={(next) => commit(addEntry(list, next, true))}
          >
            {anchor}
          </FilterPopover>
        )}
      />
    </>
  );
}
