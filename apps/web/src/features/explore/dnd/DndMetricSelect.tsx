/**
 * The metric drop zone (`metrics` multi, `metric` single): takes saved metrics (added at once;
 * one already in the zone is refused) and columns (a new SIMPLE metric with SUM for numbers or
 * COUNT_DISTINCT otherwise, opened in the popover to confirm). When the dataset disallows adhoc
 * metrics only saved metrics are taken.
 */
import { useState } from 'react';
import { adhocMetricFromColumn } from '@panorama/core/adhoc/adhoc-metric';
import { isMetricAbsent } from '@panorama/core/adhoc/datasource-compat';
import { adhocMetricsDisallowed } from '@panorama/core/adhoc/metric-editor';
import type { AdhocMetric, Metric } from '@panorama/core/query/query-object';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import {
  addEntry,
  configColumns,
  configSavedMetrics,
  datasourceFields,
  isMultiControl,
  listToValue,
  metricsOf,
  moveEntry,
  removeEntry,
  replaceEntry,
} from './controlValue';
import { headerPropsOf } from '../controls/ControlHeader';
import { DndZone, ghostText, type DndZoneEntry } from './DndZone';
import type { DatasourceDragItem } from './dragItems';
import { MetricPopover } from './MetricPopover';
import { hasSavedMetric, metricDisplayLabel, savedMetricOptions } from './metricOptions';

type Editing = number | 'new' | null;

export function DndMetricSelect(props: ControlComponentProps) {
  const { value, onChange, config, datasource } = props;
  const [editing, setEditing] = useState<Editing>(null);
  const [dropped, setDropped] = useState<AdhocMetric | null>(null);
  const multi = isMultiControl(config, value);
  const list = metricsOf(value);
  const columns = configColumns(config, 'columns') ?? datasource?.columns ?? [];
  const savedMetrics = configSavedMetrics(config) ?? datasource?.metrics ?? [];
  const adhocDisallowed = adhocMetricsDisallowed(datasource?.extra);
  const fields = datasourceFields(datasource);
  const commit = (next: Metric[]) => onChange(listToValue(next, multi));

  const accepts = (item: DatasourceDragItem) =>
    item.kind === 'metric' ? !hasSavedMetric(list, item.metric.metric_name) : !adhocDisallowed;

  const onDropItem = (item: DatasourceDragItem) => {
    if (item.kind === 'metric') {
      commit(addEntry(list, item.metric.metric_name, multi));
      return;
    }
    setDropped(adhocMetricFromColumn(item.column));
    setEditing('new');
  };

  const entries: DndZoneEntry[] = list.map((metric, index) => ({
    key: String(index),
    label: metricDisplayLabel(metric, savedMetrics),
    warning:
      datasource && isMetricAbsent(metric, fields)
        ? t('This column might be incompatible with current dataset')
        : null,
    wrapLabel: (labelButton) => (
      <MetricPopover
        open={editing === index}
        onOpenChange={(open) => setEditing(open ? index : null)}
        metric={metric}
        columns={columns}
        savedMetrics={savedMetricOptions(savedMetrics, list, metric)}
        adhocDisallowed={adhocDisallowed}
        onSave={(next) => commit(replaceEntry(list, index, next))}
      >
        {labelButton}
      </MetricPopover>
    ),
  }));

  return (
    <DndZone
      {...headerPropsOf(props)}
      entries={entries}
      accepts={accepts}
      onDropItem={onDropItem}
      onRemove={(index) => commit(removeEntry(list, index))}
      onReorder={(from, to) => commit(moveEntry(list, from, to))}
      ghostText={ghostText('metric', multi)}
      showGhost={multi || list.length === 0}
      onGhostClick={() => {
        setDropped(null);
        setEditing('new');
      }}
      wrapNewItemAnchor={(anchor) => (
        <MetricPopover
          open={editing === 'new'}
          onOpenChange={(open) => {
            setEditing(open ? 'new' : null);
            if (!open) setDropped(null);
          }}
          metric={null}
          initialAdhocMetric={dropped}
          columns={columns}
          savedMetrics={savedMetricOptions(savedMetrics, list)}
          adhocDisallowed={adhocDisallowed}
          onSave={(next) => commit(addEntry(list, next, multi))}
        >
          {anchor}
        </MetricPopover>
      )}
    />
  );
}
