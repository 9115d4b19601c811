/**
 * Scoping of a filter (or of cross filters): 'Apply to all panels', or 'Apply to specific
 * panels' with a tree of the dashboard's tabs and charts; the ticked charts become
 * `{rootPath, excluded}` through findFilterScope. Shows how many charts the scope reaches.
 */
import { Radio, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import type { NativeFilterScope } from '@panorama/core/filters/filter-types';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';
import { useAppSelector } from '../../../store/hooks';
import {
  allPanelsScope,
  chartCountInScope,
  checkedKeysOf,
  isAllPanelsScope,
  scopeFromCheckedKeys,
  scopeTree,
  type ScopeTreeNode,
} from './scopeTree';

export interface ScopeEditorProps {
  /** Prefix of the elements' test ids, e.g. `filter-scope` or `cross-filter-scope-12`. */
  testId: string;
  layout: DashboardLayout;
  scope: NativeFilterScope;
  onChange: (scope: NativeFilterScope) => void;
  /** A chart that never appears in the tree (a chart's own cross filter). */
  hiddenChartId?: number;
}

function treeData(nodes: readonly ScopeTreeNode[], hiddenChartId?: number): TreeDataNode[] {
  return nodes
    .filter((node) => node.kind !== 'chart' || node.chartId !== hiddenChartId)
    .map((node) => ({
      key: node.key,
      title: <span data-testid={`scope-node-${node.key}`}>{node.title}</span>,
      ...(node.children ? { children: treeData(node.children, hiddenChartId) } : {}),
    }));
}

export function ScopeEditor({ testId, layout, scope, onChange, hiddenChartId }: ScopeEditorProps) {
  const slices = useAppSelector((state) => state.sliceEntities.slices);
  const nodes = useMemo(
    () =>
      scopeTree(layout, t('All panels'), (chartId, item) => {
        const override = item.meta.sliceNameOverride;
        if (typeof override === 'string' && override !== '') return override;
        return slices[chartId]?.slice_name ?? String(item.meta.sliceName ?? chartId);
      }),
    [layout, slices],
  );
  // "Specific panels" stays chosen while the user ticks, even if the ticks cover everything.
  const [specific, setSpecific] = useState(!isAllPanelsScope(scope));
  const count = chartCountInScope(layout, scope);
  const checkedKeys = checkedKeysOf(nodes, layout, scope);

  return (
    <div className="pn-filters-config-scope" data-testid={testId}>
      <Radio.Group
        value={specific ? 'specific' : 'all'}
        onChange={(event) => {
          const next = event.target.value === 'specific';
          setSpecific(next);
          if (!next) onChange(allPanelsScope());
        }}
        options={[
          { value: 'all', label: t('Apply to all panels') },
          { value: 'specific', label: t('Apply to specific panels') },
        ]}
        data-testid={`${testId}-mode`}
      />
      <div className="pn-filters-config-hint">
        {specific
          ? t('Only selected panels will be affected by this filter')
          : t('All panels with this column will be affected by this filter')}
      </div>
      {specific ? (
        <Tree
          checkable
          defaultExpandAll
          selectable={false}
          treeData={treeData(nodes, hiddenChartId)}
          checkedKeys={checkedKeys}
          onCheck={(checked) => {
            const keys = Array.isArray(checked) ? checked : checked.checked;
            onChange(scopeFromCheckedKeys(nodes, layout, keys.map(String)));
          }}
          data-testid={`${testId}-tree`}
        />
      ) : null}
      <div className="pn-filters-config-scope-count" data-testid={`${testId}-count`}>
        {count === 1 ? t('1 chart in scope') : t('%s charts in scope', count)}
      </div>
    </div>
  );
}
