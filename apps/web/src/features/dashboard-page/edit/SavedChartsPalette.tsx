/**
 * The palette's saved charts: the charts the user may add, newest change first (or by name or
 * type), with a search box and an "only my charts" switch. A chart already on the dashboard is
 * marked and cannot be added twice. A failed list shows 'Could not fetch all saved charts'.
 */
import { Checkbox, Empty, Input, Select, Spin, Tag, Typography } from 'antd';
import { useDraggable } from '@dnd-kit/core';
import { useEffect, useMemo, useState } from 'react';
import { chartIdsInLayout } from '@panorama/core/layout/load-save';
import { errorMessage } from '../../../api/errorMessage';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { dangerToastAdded } from '../../../store/messageToastsSlice';
import { selectCurrentUser } from '../../../store/userSlice';
import { vizTypeName } from '../../chart-list';
import { useDebouncedCallback } from '../../explore';
import type { EditDragData } from './dragData';
import { savedChartsListQuery, type SavedChartRow, type SavedChartSort } from './savedCharts';
import { useGetPaletteChartsQuery } from './savedChartsApi';

export const FETCH_CHARTS_FAILED_MESSAGE = 'Could not fetch all saved charts';

function PaletteChartCard({ chart, added }: { chart: SavedChartRow; added: boolean }) {
  const data: EditDragData = { kind: 'chart', chart };
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `palette-chart:${chart.id}`,
    data,
    disabled: added,
  });
  const classes = ['pn-edit-chart-card'];
  if (added) classes.push('pn-edit-chart-card--added');
  if (isDragging) classes.push('pn-edit-palette-card--dragging');
  return (
    <div
      ref={setNodeRef}
      className={classes.join(' ')}
      data-testid={`palette-chart-${chart.id}`}
      data-added={added ? 'true' : 'false'}
      {...attributes}
      {...listeners}
      aria-label={
        added
          ? t('%s is already on the dashboard', chart.slice_name)
          : t('Drag to add %s', chart.slice_name)
      }
    >
      <div className="pn-edit-chart-card-title">
        <span className="pn-edit-chart-card-name" title={chart.slice_name}>
          {chart.slice_name}
        </span>
        {added && (
          <Tag color="processing" className="pn-edit-chart-card-added">
            {t('Added')}
          </Tag>
        )}
      </div>
      <div className="pn-edit-chart-card-meta">
        <span>{vizTypeName(chart.viz_type)}</span>
        {chart.datasource_name_text && (
          <span title={chart.datasource_name_text}>{chart.datasource_name_text}</span>
        )}
      </div>
      {chart.changed_on_delta_humanized && (
        <div className="pn-edit-chart-card-meta">
          {t('Modified %s', chart.changed_on_delta_humanized)}
        </div>
      )}
    </div>
  );
}

export function SavedChartsPalette() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const layout = useAppSelector((state) => state.dashboardLayout.present);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [onlyMine, setOnlyMine] = useState(false);
  const [sort, setSort] = useState<SavedChartSort>('recent');
  const searchLater = useDebouncedCallback(setSearch);
  const query = useMemo(
    () => savedChartsListQuery({ search, onlyMine, userId: user?.id ?? null, sort }),
    [search, onlyMine, user, sort],
  );
  const { data, isFetching, isError, error } = useGetPaletteChartsQuery(query, {
    refetchOnMountOrArgChange: true,
  });
  const onDashboard = useMemo(() => new Set(chartIdsInLayout(layout)), [layout]);

  useEffect(() => {
    if (isError) {
      dispatch(
        dangerToastAdded(
          `${t('Sorry there was an error fetching saved charts: ')}${errorMessage(error)}`,
        ),
      );
    }
  }, [isError, error, dispatch]);

  const charts = data?.result ?? [];
  return (
    <div className="pn-edit-charts" data-testid="saved-charts-palette">
      <div className="pn-edit-charts-controls">
        <Input.Search
          allowClear
          placeholder={t('Filter your charts')}
          aria-label={t('Filter your charts')}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            searchLater.run(event.target.value);
          }}
          onSearch={(value) => {
            setSearchText(value);
            searchLater.run(value);
            searchLater.flush();
          }}
          data-testid="saved-charts-search"
        />
        <div className="pn-edit-charts-options">
          <Checkbox checked={onlyMine} onChange={(event) => setOnlyMine(event.target.checked)}>
            {t('Show only my charts')}
          </Checkbox>
          <Select
            size="small"
            aria-label={t('Sort by')}
            value={sort}
            onChange={(value: SavedChartSort) => setSort(value)}
            options={[
              { value: 'recent', label: t('Recently modified') },
              { value: 'name', label: t('Chart name') },
              { value: 'type', label: t('Chart type') },
            ]}
            popupMatchSelectWidth={false}
          />
        </div>
      </div>
      {isError ? (
        <Typography.Text type="danger" data-testid="saved-charts-error">
          {t(FETCH_CHARTS_FAILED_MESSAGE)}
        </Typography.Text>
      ) : (
        <Spin spinning={isFetching}>
          {charts.length === 0 && !isFetching ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No charts')} />
          ) : (
            <div className="pn-edit-charts-list" role="list">
              {charts.map((chart) => (
                <div key={chart.id} role="listitem">
                  <PaletteChartCard chart={chart} added={onDashboard.has(chart.id)} />
                </div>
              ))}
            </div>
          )}
          {data && data.count > charts.length && (
            <Typography.Text type="secondary" className="pn-edit-charts-more">
              {t(
                'Showing %s of %s charts: refine the search to find others.',
                charts.length,
                data.count,
              )}
            </Typography.Text>
          )}
        </Spin>
      )}
    </div>
  );
}
