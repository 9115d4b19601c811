/**
 * The chart type control: a strip of quick tiles (line, bar, area, table, big number, pie, plus
 * the current type when it is none of them) and 'View all charts', which opens the full picker.
 * A tile switches at once; the picker switches on 'Select' or a double-click, and closing it
 * drops what was picked there.
 */
import { useDynamicPluginsSnapshot } from '../../../visualizations/dynamic/dynamicChartPlugins';
import {
  AreaChartOutlined,
  BarChartOutlined,
  FieldNumberOutlined,
  LineChartOutlined,
  PieChartOutlined,
  QuestionCircleOutlined,
  TableOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Modal, Tooltip } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { getChartPlugin, listChartPlugins } from '../../../visualizations/registry';
import { vizTypeName } from '../../chart-list';
import { t } from '../../../i18n/t';
import { quickTileKeys } from './quickVizTiles';
import { VizTypeGallery } from './VizTypeGallery';
import { initialGalleryState, listedEntries, type GalleryState } from './vizGalleryRules';
import './vizPicker.css';

/** The picker is at most 1090 px wide, as Superset's. */
const PICKER_MAX_WIDTH = 1090;

export interface VizTypeControlProps {
  value: string;
  onChange: (vizType: string) => void;
}

/** Icons for the quick tiles while a chart type has no registered thumbnail. */
const FALLBACK_ICONS: Record<string, ReactNode> = {
  echarts_timeseries_line: <LineChartOutlined />,
  echarts_timeseries_bar: <BarChartOutlined />,
  echarts_area: <AreaChartOutlined />,
  table: <TableOutlined />,
  big_number_total: <FieldNumberOutlined />,
  pie: <PieChartOutlined />,
};

function QuickTile({
  vizType,
  active,
  onPick,
}: {
  vizType: string;
  active: boolean;
  onPick: () => void;
}) {
  const metadata = getChartPlugin(vizType)?.metadata;
  const name = metadata?.name ?? vizTypeName(vizType);
  return (
    <Tooltip title={name} placement="bottom">
      <button
        type="button"
        className={`pn-viz-tile${active ? ' is-active' : ''}`}
        aria-label={name}
        aria-pressed={active}
        data-testid={`viz-tile-${vizType}`}
        onClick={onPick}
      >
        {metadata?.thumbnail ? (
          <img className="pn-viz-tile-image" src={metadata.thumbnail} alt="" />
        ) : (
          <span className="pn-viz-tile-icon">
            {FALLBACK_ICONS[vizType] ?? <QuestionCircleOutlined />}
          </span>
        )}
        <span className="pn-viz-tile-name">{name}</span>
      </button>
    </Tooltip>
  );
}

export function VizTypeControl({ value, onChange }: VizTypeControlProps) {
  // Dynamic plugins join the picker when they finish loading.
  useDynamicPluginsSnapshot();
  const plugins = listChartPlugins();
  const entries = useMemo(
    () =>
      listedEntries(
        plugins.map((plugin) => ({ key: plugin.key, metadata: plugin.metadata })),
        value,
      ),
    [plugins, value],
  );
  const [gallery, setGallery] = useState<GalleryState | null>(null);
  // With an empty registry every type would look unsupported, so only judge a filled one.
  const unsupported = value !== '' && plugins.length > 0 && getChartPlugin(value) === undefined;

  const close = () => setGallery(null);
  const confirm = (key: string | null) => {
    if (key !== null && key !== value) onChange(key);
    setGallery(null);
  };

  return (
    <div className="pn-viz-type-control" data-testid="viz-type-control">
      <div className="pn-viz-tiles" role="group" aria-label={t('Chart type')}>
        {quickTileKeys(value).map((vizType) => (
          <QuickTile
            key={vizType}
            vizType={vizType}
            active={vizType === value}
            onPick={() => {
              if (vizType !== value) onChange(vizType);
            }}
          />
        ))}
      </div>
      <Button
        className="pn-viz-view-all"
        type="link"
        size="small"
        data-testid="viz-type-view-all"
        onClick={() => setGallery(initialGalleryState(entries, value))}
      >
        {t('View all charts')}
      </Button>
      {unsupported ? (
        <div className="pn-viz-unsupported" role="alert">
          <WarningOutlined /> {t('This visualization type is not supported.')}
        </div>
      ) : null}
      <Modal
        open={gallery !== null}
        title={t('Select a visualization type')}
        width={`min(${PICKER_MAX_WIDTH}px, calc(100vw - 32px))`}
        centered
        destroyOnHidden
        modalRender={(node) => <div data-testid="viz-type-modal">{node}</div>}
        onCancel={close}
        footer={
          <>
            <Button data-testid="viz-type-cancel" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button
              type="primary"
              data-testid="viz-type-select"
              disabled={gallery?.selectedKey == null}
              onClick={() => confirm(gallery?.selectedKey ?? null)}
            >
              {t('Select')}
            </Button>
          </>
        }
      >
        {gallery !== null ? (
          <VizTypeGallery
            entries={entries}
            state={gallery}
            onStateChange={setGallery}
            onConfirm={confirm}
          />
        ) : null}
      </Modal>
    </div>
  );
}
