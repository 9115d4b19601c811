/**
 * The metric popover: tabs Saved, Simple (column and
 * aggregate) and Custom SQL, an editable title defaulting to 'My metric' (not editable on the
 * Saved tab), a resize handle, and Close / Save, Save enabled only when the metric is valid and
 * changed. Simple and Custom SQL are disabled when the dataset disallows adhoc metrics.
 */
import { Empty, Form, Input, Select, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { adhocMetricSqlForEditor } from '@panorama/core/adhoc/adhoc-metric';
import {
  canSaveMetric,
  chooseMetricAggregate,
  chooseMetricColumn,
  chooseSavedMetric,
  draftFromMetric,
  editMetricSql,
  metricEditorDefaultTab,
  metricFromDraft,
  metricTitleText,
  titleFromMetric,
  type MetricDraft,
  type MetricEditorTab,
  type MetricTitle,
} from '@panorama/core/adhoc/metric-editor';
import {
  AGGREGATES,
  type AdhocMetric,
  type Aggregate,
  type Metric,
} from '@panorama/core/query/query-object';
import { t } from '../../../i18n/t';
import type { DatasourceColumn, DatasourceMetric } from '../../../models/datasourceTypes';
import { EditableTitle } from './EditableTitle';
import { EditPopoverFrame } from './EditPopoverFrame';
import { EditorPopover } from './EditorPopover';

export interface MetricPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The metric being edited; null for a new one. */
  metric: Metric | null;
  /** A new metric's starting definition (a column dropped on the zone). */
  initialAdhocMetric?: AdhocMetric | null;
  columns: readonly DatasourceColumn[];
  /** Saved metrics the Saved tab offers. */
  savedMetrics: readonly DatasourceMetric[];
  adhocDisallowed: boolean;
  onSave: (metric: Metric) => void;
  children: ReactNode;
}

export function MetricPopover({
  open,
  onOpenChange,
  children,
  onSave,
  ...rest
}: MetricPopoverProps) {
  return (
    <EditorPopover<Metric>
      open={open}
      onOpenChange={onOpenChange}
      onSave={onSave}
      editor={(session, callbacks) => (
        <MetricPopoverContent key={session} {...rest} {...callbacks} />
      )}
    >
      {children}
    </EditorPopover>
  );
}

type ContentProps = Omit<MetricPopoverProps, 'open' | 'onOpenChange' | 'children'> & {
  onClose: () => void;
};

function isAggregate(value: unknown): value is Aggregate {
  return typeof value === 'string' && (AGGREGATES as readonly string[]).includes(value);
}

function disabledTabLabel(label: string, disabled: boolean, reason: string): ReactNode {
  return disabled ? <Tooltip title={reason}>{label}</Tooltip> : label;
}

function MetricPopoverContent({
  metric,
  initialAdhocMetric,
  columns,
  savedMetrics,
  adhocDisallowed,
  onSave,
  onClose,
}: ContentProps) {
  const isNew = metric === null;
  const [initial] = useState<MetricDraft>(() => draftFromMetric(metric ?? initialAdhocMetric));
  const [initialTitle] = useState<MetricTitle>(() => titleFromMetric(metric));
  const [draft, setDraft] = useState(initial);
  const [title, setTitle] = useState(initialTitle);
  const [tab, setTab] = useState<MetricEditorTab>(() =>
    metricEditorDefaultTab({
      draft: initial,
      isNew,
      savedMetricCount: savedMetrics.length,
      adhocDisallowed,
    }),
  );

  const savedLabel = (name: string | null) => {
    const saved = savedMetrics.find((m) => m.metric_name === name);
    return saved?.verbose_name || saved?.metric_name || null;
  };

  const savedTab =
    savedMetrics.length > 0 ? (
      <Form.Item label={t('Saved metric')}>
        <Select
          aria-label={t('Select saved metrics')}
          data-testid="saved-metric-select"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('%s saved metric(s)', savedMetrics.length)}
          value={draft.savedMetricName ?? undefined}
          onChange={(name: string | undefined) =>
            setDraft((current) => chooseSavedMetric(current, name ?? null))
          }
          options={savedMetrics.map((m) => ({
            value: m.metric_name,
            label: m.verbose_name || m.metric_name,
          }))}
        />
      </Form.Item>
    ) : (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div>{t('No saved metrics found')}</div>
            <div>{t('Add metrics to dataset in "Edit datasource" modal')}</div>
          </>
        }
      />
    );

  const simpleTab = (
    <>
      <Form.Item label={t('column')}>
        <Select
          aria-label={t('Select column')}
          data-testid="metric-column-select"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('%s column(s)', columns.length)}
          value={draft.adhoc.column?.column_name ?? undefined}
          onChange={(name: string | undefined) =>
            setDraft((current) =>
              chooseMetricColumn(current, columns.find((c) => c.column_name === name) ?? null),
            )
          }
          options={columns.map((c) => ({
            value: c.column_name,
            label: c.verbose_name || c.column_name,
          }))}
        />
      </Form.Item>
      <Form.Item label={t('aggregate')}>
        <Select
          aria-label={t('Select aggregate options')}
          data-testid="metric-aggregate-select"
          allowClear
          placeholder={t('%s aggregate(s)', AGGREGATES.length)}
          value={draft.adhoc.aggregate ?? undefined}
          onChange={(value: unknown) =>
            setDraft((current) => chooseMetricAggregate(current, isAggregate(value) ? value : null))
          }
          options={AGGREGATES.map((aggregate) => ({ value: aggregate, label: aggregate }))}
        />
      </Form.Item>
    </>
  );

  const sqlTab = (
    <Input.TextArea
      aria-label={t('Custom SQL')}
      data-testid="sql-editor"
      autoSize={{ minRows: 5, maxRows: 20 }}
      value={
        draft.adhoc.expressionType === 'SQL'
          ? (draft.adhoc.sqlExpression ?? '')
          : adhocMetricSqlForEditor(draft.adhoc)
      }
      onChange={(event) => setDraft((current) => editMetricSql(current, event.target.value))}
    />
  );

  const tabs = [
    { key: 'SAVED', label: t('Saved'), children: savedTab },
    {
      key: 'SIMPLE',
      label: disabledTabLabel(
        t('Simple'),
        adhocDisallowed,
        t('Simple ad-hoc metrics are not enabled for this dataset'),
      ),
      disabled: adhocDisallowed,
      children: simpleTab,
    },
    {
      key: 'SQL',
      label: disabledTabLabel(
        t('Custom SQL'),
        adhocDisallowed,
        t('Custom SQL ad-hoc metrics are not enabled for this dataset'),
      ),
      disabled: adhocDisallowed,
      children: sqlTab,
    },
  ];

  return (
    <Form layout="vertical" component="div">
      <EditPopoverFrame
        testId="metric-popover"
        title={
          <EditableTitle
            value={title.hasCustomLabel ? title.label : ''}
            defaultText={metricTitleText(
              draft,
              { label: '', hasCustomLabel: false },
              savedLabel(draft.savedMetricName),
            )}
            placeholder={t('My metric')}
            disabled={tab === 'SAVED'}
            onChange={(label) => setTitle({ label, hasCustomLabel: label !== '' })}
          />
        }
        tabs={tabs}
        activeTab={tab}
        onTabChange={(key) => setTab(key === 'SIMPLE' || key === 'SQL' ? key : 'SAVED')}
        canSave={canSaveMetric({ initial, draft, initialTitle, title, isNew })}
        onSave={() => onSave(metricFromDraft(draft, title))}
        onClose={onClose}
        resizable
      />
    </Form>
  );
}
