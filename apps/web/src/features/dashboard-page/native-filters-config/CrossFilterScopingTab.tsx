/**
 * The modal's 'Cross-filter scoping' tab: the dashboard-wide scope of cross
 * filters, and per chart whether its cross filters follow it or have a scope of their own.
 */
import { Collapse, Radio } from 'antd';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';
import { useAppSelector } from '../../../store/hooks';
import type { CrossFilterDraft } from './crossFilterScoping';
import { ScopeEditor } from './ScopeEditor';

export interface CrossFilterScopingTabProps {
  layout: DashboardLayout;
  chartIds: readonly number[];
  draft: CrossFilterDraft;
  onChange: (draft: CrossFilterDraft) => void;
}

export function CrossFilterScopingTab({
  layout,
  chartIds,
  draft,
  onChange,
}: CrossFilterScopingTabProps) {
  const slices = useAppSelector((state) => state.sliceEntities.slices);
  const chartName = (chartId: number) => slices[chartId]?.slice_name ?? String(chartId);
  return (
    <div className="pn-filters-config-cross" data-testid="cross-filter-scoping">
      <div className="pn-filters-config-label">{t('All charts')}</div>
      <div className="pn-filters-config-hint">
        {t('Charts a cross filter applies to, unless a chart has its own scoping below')}
      </div>
      <ScopeEditor
        testId="cross-filter-scope-global"
        layout={layout}
        scope={draft.global}
        onChange={(global) => onChange({ ...draft, global })}
      />
      <Collapse
        className="pn-filters-config-cross-charts"
        items={chartIds.map((chartId) => {
          const scope = draft.charts[chartId] ?? 'global';
          return {
            key: String(chartId),
            label: (
              <span data-testid={`cross-filter-chart-${chartId}`}>
                {chartName(chartId)}
                {scope === 'global' ? '' : ` (${t('Custom scoping')})`}
              </span>
            ),
            children: (
              <div>
                <Radio.Group
                  value={scope === 'global' ? 'global' : 'custom'}
                  onChange={(event) =>
                    onChange({
                      ...draft,
                      charts: {
                        ...draft.charts,
                        [chartId]:
                          event.target.value === 'global'
                            ? 'global'
                            : { rootPath: [...draft.global.rootPath], excluded: [chartId] },
                      },
                    })
                  }
                  options={[
                    { value: 'global', label: t('Use global scoping') },
                    { value: 'custom', label: t('Custom scoping') },
                  ]}
                  data-testid={`cross-filter-chart-${chartId}-mode`}
                />
                {scope === 'global' ? null : (
                  <ScopeEditor
                    testId={`cross-filter-scope-${chartId}`}
                    layout={layout}
                    scope={scope}
                    hiddenChartId={chartId}
                    onChange={(next) =>
                      onChange({ ...draft, charts: { ...draft.charts, [chartId]: next } })
                    }
                  />
                )}
              </div>
            ),
          };
        })}
      />
    </div>
  );
}
