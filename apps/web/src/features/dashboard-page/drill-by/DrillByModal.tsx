/**
 * The drill-by modal: the chart the user right-clicked, regrouped by the column picked and narrowed
 * to the clicked point, drawn as the same chart type or as a table of its result. Breadcrumbs lead
 * from the original chart through each drill; a click on an earlier one goes back to it, and a
 * right click on the drawn chart drills again (one more breadcrumb).
 */
import { Breadcrumb, Button, Modal, Segmented } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import type { DrillByColumn } from '@panorama/core/explore/drill-by';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { ChartContainer } from '../../../chart-runtime/ChartContainer';
import { selectChart } from '../../../chart-runtime/chartsSlice';
import { lazyComponent } from '../../../components/lazyComponent';
import { useElementSize } from '../../../components/useElementSize';
import { VirtualDataTable } from '../../../components/data-table/VirtualDataTable';
import { t } from '../../../i18n/t';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { useAppSelector } from '../../../store/hooks';
import { ChartAnimationContext } from '../../../visualizations/shared/echarts/chartAnimation';
import { useChartPlugin } from '../../../visualizations/useChartPlugin';
import type { DrillMenuRequest } from '../drill-detail/DrillContextMenu';
import { clickedPointLabel, drillByLevelFormData, type DrillByStep } from './drillBySteps';
import { useDrillByChartQuery } from './useDrillByChartQuery';

const DrillContextMenu = lazyComponent(() =>
  import('../drill-detail/DrillContextMenu').then((m) => m.DrillContextMenu),
);

const CHART_HEIGHT = 420;

export interface DrillByModalProps {
  chartId: number;
  dashboardId: number | undefined;
  sliceName: string;
  /** The chart's form data as the dashboard queried it (its filters included). */
  formData: QueryFormData;
  datasource: DatasourceJson | null;
  columns: readonly DrillByColumn[];
  firstStep: DrillByStep;
  onClose: () => void;
}

type View = 'chart' | 'table';

export function DrillByModal(props: DrillByModalProps) {
  const { formData, columns } = props;
  const [steps, setSteps] = useState<DrillByStep[]>([props.firstStep]);
  const [view, setView] = useState<View>('chart');
  const [menu, setMenu] = useState<DrillMenuRequest | null>(null);
  const [bodyRef, bodySize] = useElementSize<HTMLDivElement>();
  // Each level's form data, the original chart's first.
  const levels = useMemo(
    () => [
      formData,
      ...steps.map((_, index) => drillByLevelFormData(formData, steps.slice(0, index + 1))),
    ],
    [formData, steps],
  );
  const current = levels[levels.length - 1] ?? formData;
  const plugin = useChartPlugin(current.viz_type);
  const id = useDrillByChartQuery({
    formData: current,
    plugin,
    savedChartId: props.chartId,
    dashboardId: props.dashboardId,
  });
  const result = useAppSelector((state) => selectChart(state, id)?.queriesResponse?.[0]);
  const labelOf = (name: string) =>
    columns.find((column) => column.column_name === name)?.verbose_name || name;
  const last = steps[steps.length - 1];
  // Every column a drill regrouped by or pinned to a value: drilling by it again shows nothing new.
  const pinnedColumns = useMemo(
    () => steps.flatMap((step) => [step.column, ...step.clicked.map((filter) => filter.col)]),
    [steps],
  );
  const hooks = useMemo(
    () => ({
      onContextMenu: (x: number, y: number, filters: DrillMenuRequest['filters']) =>
        setMenu({ x, y, filters }),
    }),
    [],
  );

  const crumbs = [
    {
      key: 'chart',
      title: props.sliceName,
      onClick: steps.length > 0 ? () => setSteps([]) : undefined,
    },
    ...steps.flatMap((step, index) => [
      { key: `point-${index}`, title: clickedPointLabel(step.clicked, levels[index] ?? formData) },
      {
        key: `column-${index}`,
        title: labelOf(step.column),
        onClick: index < steps.length - 1 ? () => setSteps(steps.slice(0, index + 1)) : undefined,
      },
    ]),
  ];

  return (
    <Modal
      open
      width="min(1100px, 92vw)"
      title={t('Drill by: %s', last ? labelOf(last.column) : props.sliceName)}
      onCancel={props.onClose}
      footer={
        <Button type="primary" onClick={props.onClose}>
          {t('Close')}
        </Button>
      }
      destroyOnHidden
    >
      <div data-test="drill-by-modal" data-drill-depth={steps.length}>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
          <Breadcrumb
            data-test="drill-by-breadcrumbs"
            items={crumbs.map((crumb) => ({
              key: crumb.key,
              title: crumb.onClick ? (
                <a
                  href="#"
                  data-test="drill-by-breadcrumb"
                  onClick={(event) => {
                    event.preventDefault();
                    crumb.onClick?.();
                  }}
                >
                  {crumb.title}
                </a>
              ) : (
                <span data-test="drill-by-breadcrumb">{crumb.title}</span>
              ),
            }))}
          />
          <Segmented<View>
            size="small"
            value={view}
            onChange={setView}
            options={[
              { value: 'chart', label: t('Chart') },
              { value: 'table', label: t('Table') },
            ]}
            data-test="drill-by-view"
          />
        </div>
        <div ref={bodyRef} style={{ height: CHART_HEIGHT }} data-test="drill-by-body">
          {view === 'table' ? (
            <VirtualDataTable
              rows={result?.data ?? []}
              colnames={result?.colnames}
              coltypes={result?.coltypes}
              height={CHART_HEIGHT}
            />
          ) : (
            bodySize.width > 0 && (
              <ChartAnimationContext value={false}>
                <ChartContainer
                  id={id}
                  plugin={plugin}
                  datasource={props.datasource}
                  width={bodySize.width}
                  height={CHART_HEIGHT}
                  context="DASHBOARD"
                  hooks={hooks}
                />
              </ChartAnimationContext>
            )
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {menu && (
          <DrillContextMenu
            request={menu}
            formData={current}
            columns={columns}
            excludedColumns={pinnedColumns}
            onDrillBy={(column, clicked) => setSteps([...steps, { column, clicked }])}
            onClose={() => setMenu(null)}
          />
        )}
      </Suspense>
    </Modal>
  );
}
