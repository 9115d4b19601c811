/**
 * TABS: one TAB shown at a time; which one is kept in `activeTabs` so permalinks and reports
 * restore it. Inactive tabs are not rendered until first opened, so their charts do not query.
 * uiConfig bit 2 hides the tab bar of the top-level tabs. Edit mode renames a tab by double
 * clicking its title. The Tabs code is not in the page's chunk: the page starts downloading it
 * when the layout it loads has tabs (DashboardPage), so it is in before the grid renders.
 */
import { DASHBOARD_ROOT_ID, DEFAULT_TAB_TITLE } from '@panorama/core/layout/layout-constants';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { childDepth } from '@panorama/core/layout/valid-child';
import { LazyTabs } from '../../../components/LazyTabs';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { componentMetaUpdated } from '../state/dashboardLayoutSlice';
import { selectLayoutItem } from '../state/dashboardSelectors';
import { tabActivated } from '../state/dashboardStateSlice';
import { useDashboardComponentRenderer } from './componentRenderer';
import { EditTabLabel } from '../edit/EditTabLabel';
import { InlineText } from './InlineText';

function TabTitle({ tabId, editMode }: { tabId: string; editMode: boolean }) {
  const dispatch = useAppDispatch();
  const tab = useAppSelector((state) => selectLayoutItem(state, tabId));
  const text = typeof tab?.meta.text === 'string' ? tab.meta.text : '';
  const fallback =
    typeof tab?.meta.defaultText === 'string' && tab.meta.defaultText !== ''
      ? tab.meta.defaultText
      : DEFAULT_TAB_TITLE;
  return (
    <InlineText
      value={text}
      placeholder={t(fallback)}
      editable={editMode}
      trigger="dblclick"
      maxLength={500}
      aria-label={t('Tab title')}
      className="pn-dash-tab-title"
      data-testid="dashboard-tab-title"
      onCommit={(next) => dispatch(componentMetaUpdated(tabId, { text: next }))}
    />
  );
}

export function TabsComponent({
  item,
  parentId,
  depth,
}: {
  item: LayoutItem;
  parentId: string | null;
  depth: number;
}) {
  const dispatch = useAppDispatch();
  const Component = useDashboardComponentRenderer();
  const activeTabs = useAppSelector((state) => state.dashboardState.activeTabs);
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const hideTabBar = useAppSelector((state) => state.dashboardState.uiConfig.hideTab);
  const topLevel = parentId === DASHBOARD_ROOT_ID;
  const active = item.children.find((id) => activeTabs.includes(id)) ?? item.children[0];
  const tabDepth = childDepth('TABS', depth);

  return (
    <div
      className={`pn-dash-tabs ${topLevel ? 'pn-dash-tabs--top' : ''}`}
      data-component-id={item.id}
      data-testid="dashboard-tabs"
    >
      <LazyTabs
        fallback={null}
        activeKey={active}
        onChange={(key) => dispatch(tabActivated({ tabId: key, previousTabId: active ?? null }))}
        renderTabBar={topLevel && hideTabBar ? () => <></> : undefined}
        items={item.children.map((tabId, index) => ({
          key: tabId,
          label: (
            <EditTabLabel tabId={tabId}>
              <TabTitle tabId={tabId} editMode={editMode} />
            </EditTabLabel>
          ),
          children: <Component id={tabId} parentId={item.id} index={index} depth={tabDepth} />,
        }))}
      />
    </div>
  );
}
