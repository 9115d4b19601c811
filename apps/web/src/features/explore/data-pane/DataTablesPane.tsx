/**
 * The data pane below the chart in explore: tabs 'Results' (the chart's first query, or why a
 * chart without a query of its own has none) and 'Samples' (the dataset's first rows, fetched the
 * first time that tab is opened), each a
 * searchable, sortable, copyable virtualised table. Clicking a tab opens the pane, clicking the
 * open tab again or the caret closes it; the open state and the per-column date formatting are
 * remembered in the browser.
 */
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { parseDatasourceKey } from '@panorama/core/query/form-data';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { TemporalFormat, TemporalFormats } from '../../../components/data-table/cellFormat';
import { t } from '../../../i18n/t';
import type { ChartDataResult } from '../../../visualizations/chartPluginTypes';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import {
  readPanelOpen,
  readTemporalFormats,
  writePanelOpen,
  writeTemporalFormats,
} from './dataPaneStorage';
import type { DataPaneView } from './DataPaneTab';
import { ResultsTab } from './ResultsTab';
import { parseRowLimit } from './rowCount';
import { SamplesTab } from './SamplesTab';
import './dataPane.css';

export interface DataTablesPaneProps {
  queriesResponse: ChartDataResult[] | null;
  chartStatus: string;
  datasource: DatasourceJson | null;
  formData: QueryFormData;
  /** The row limit the results were queried with; `formData.row_limit` when absent. */
  rowLimit?: number;
  /** The chart's error text (the chart slice's `chartAlert`), shown in 'Results' on failure. */
  errorMessage?: string | null;
  /** Why the chart has no results of its own (a multi-layer map); null when it queries. */
  noOwnQueryReason?: string | null;
  /** Height of the open pane's table area in pixels. */
  height?: number;
  /** Told when the pane opens or closes, e.g. to give the chart its space back. */
  onCollapseChange?: (open: boolean) => void;
}

type TabKey = 'results' | 'samples';
const EMPTY_VIEW: DataPaneView = { filterText: '', sort: null };
const DEFAULT_HEIGHT = 360;

/** The dataset behind the pane: the loaded datasource, else the form data's `"12__table"` key. */
function datasourceIdentity(
  datasource: DatasourceJson | null,
  formData: QueryFormData,
): { id: number; type: string } | null {
  if (datasource) return { id: datasource.id, type: datasource.type ?? 'table' };
  return parseDatasourceKey(formData.datasource ?? '');
}

export function DataTablesPane({
  queriesResponse,
  chartStatus,
  datasource,
  formData,
  rowLimit,
  errorMessage,
  noOwnQueryReason = null,
  height = DEFAULT_HEIGHT,
  onCollapseChange,
}: DataTablesPaneProps) {
  const [open, setOpen] = useState(readPanelOpen);
  const [activeTab, setActiveTab] = useState<TabKey>('results');
  const [views, setViews] = useState<Record<TabKey, DataPaneView>>({
    results: EMPTY_VIEW,
    samples: EMPTY_VIEW,
  });

  const identity = datasourceIdentity(datasource, formData);
  const identityKey = identity ? `${identity.id}__${identity.type}` : '';
  // `identity` is rebuilt each render; the key keeps the samples request args stable.
  const samplesSource = useMemo(() => parseDatasourceKey(identityKey), [identityKey]);

  const storedFormats = useMemo(() => readTemporalFormats(identityKey), [identityKey]);
  const [editedFormats, setEditedFormats] = useState<{
    key: string;
    formats: TemporalFormats;
  } | null>(null);
  const temporalFormats =
    editedFormats?.key === identityKey ? editedFormats.formats : storedFormats;
  const changeTemporalFormat = (columnKey: string, format: TemporalFormat) => {
    const next = { ...temporalFormats, [columnKey]: format };
    setEditedFormats({ key: identityKey, formats: next });
    writeTemporalFormats(identityKey, next);
  };

  const changeOpen = (next: boolean) => {
    setOpen(next);
    writePanelOpen(next);
    onCollapseChange?.(next);
  };
  const clickTab = (key: string) => {
    const tab: TabKey = key === 'samples' ? 'samples' : 'results';
    if (!open) changeOpen(true);
    else if (tab === activeTab) changeOpen(false);
    setActiveTab(tab);
  };
  const viewProps = (tab: TabKey) => ({
    view: views[tab],
    onViewChange: (view: DataPaneView) => setViews((prev) => ({ ...prev, [tab]: view })),
    temporalFormats,
    onTemporalFormatChange: changeTemporalFormat,
  });

  return (
    <section className={`pn-data-pane${open ? ' pn-data-pane-open' : ''}`} data-testid="data-pane">
      <Tabs
        size="small"
        className="pn-data-pane-tabs"
        activeKey={open ? activeTab : ''}
        onTabClick={clickTab}
        items={[
          { key: 'results', label: t('Results') },
          { key: 'samples', label: t('Samples') },
        ]}
        tabBarExtraContent={
          <Button
            type="text"
            size="small"
            icon={open ? <DownOutlined /> : <UpOutlined />}
            aria-label={open ? t('Collapse data panel') : t('Expand data panel')}
            aria-expanded={open}
            onClick={() => changeOpen(!open)}
            data-testid="data-pane-toggle"
          />
        }
      />
      {open && (
        <div className="pn-data-pane-body" style={{ height }}>
          {activeTab === 'results' ? (
            <ResultsTab
              result={queriesResponse?.[0] ?? null}
              chartStatus={chartStatus}
              errorMessage={errorMessage}
              noOwnQueryReason={noOwnQueryReason}
              rowLimit={rowLimit ?? parseRowLimit(formData.row_limit)}
              {...viewProps('results')}
            />
          ) : (
            <SamplesTab datasource={samplesSource} {...viewProps('samples')} />
          )}
        </div>
      )}
    </section>
  );
}
